import { createPrivateKey, createPublicKey, randomBytes, verify } from 'node:crypto'
import {
  address,
  appendTransactionMessageInstruction,
  blockhash,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getBase58Decoder,
  getBase58Encoder,
  getTransactionDecoder,
  getTransactionEncoder,
  lamports,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import type { Page } from '@playwright/test'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { SOLANA_DEV_ACCOUNTS, SOLANA_DEVNET } from '../devnet/solana/cluster.mjs'
import { createBase58 } from './fixtures/solana-wallet-page-script.js'
import { installSolanaWallet } from './fixtures/solana-wallet.js'
import { expect, PLAYGROUND_URL, test, TEST_WALLET_NAME } from './fixtures/test.js'

// The Solana test wallet on its own, without the kit: a blank page on the playground's origin plays the app, doing
// what @wallet-standard/app does (announce app-ready, collect what registers) and calling the features directly.

const [ACCOUNT, SECOND, RECEIVER] = [SOLANA_DEV_ACCOUNTS[0]!, SOLANA_DEV_ACCOUNTS[3]!, SOLANA_DEV_ACCOUNTS[2]!]
const BLANK_URL = `${PLAYGROUND_URL}/solana-test-wallet-blank`

/** The raw 32-byte public key of a seed, derived by node:crypto, independently of the wallet's own derivation. */
function publicKeyOf(seedHex: string): Uint8Array {
  const key = createPrivateKey({ key: pkcs8(seedHex), format: 'der', type: 'pkcs8' })
  return new Uint8Array(createPublicKey(key).export({ format: 'der', type: 'spki' }).subarray(-32))
}
const pkcs8 = (seedHex: string) => Buffer.from(`302e020100300506032b657004220420${seedHex}`, 'hex')
const ed25519Verify = (seedHex: string, message: Uint8Array, signature: Uint8Array) =>
  verify(null, message, createPublicKey(createPrivateKey({ key: pkcs8(seedHex), format: 'der', type: 'pkcs8' })), signature)

interface AppWindow {
  __wallets: Wallet[]
  __changes: string[][]
}

/** A blank page on a served origin (so it has localStorage), with the Wallet Standard app side in it. */
async function openApp(page: Page) {
  // A document Playwright fulfils has no IP address, so Chromium's Local Network Access counts it as public and
  // blocks its fetches to loopback (the cluster); a site served from 127.0.0.1, as in the kit's tests, needs no grant.
  await page.context().grantPermissions(['local-network-access'], { origin: PLAYGROUND_URL })
  await page.route(BLANK_URL, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>app</title>' }))
  await page.goto(BLANK_URL)
  await page.evaluate(() => {
    const app = window as unknown as AppWindow
    app.__wallets = []
    app.__changes = []
    const api = { register: (...wallets: Wallet[]) => (app.__wallets.push(...wallets), () => {}) }
    window.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: api }))
  })
}

/** The registered wallet's feature, called in the page; byte arrays cross as number arrays. */
type Call = { feature: string; method: string; args: unknown[]; bytes?: string[] }

async function callFeature(page: Page, feature: string, method: string, ...args: unknown[]) {
  return page.evaluate(
    async ({ feature, method, args }: Call) => {
      const wallet = (window as unknown as AppWindow).__wallets[0]!
      const account = wallet.accounts[0]
      // Inputs name the connected account as '$account' and bytes as { bytes: number[] }: neither survives serialisation.
      const revive = (value: unknown): unknown => {
        if (value === '$account') return account
        if (Array.isArray(value)) return value.map(revive)
        if (value && typeof value === 'object') {
          if ('bytes' in value) return Uint8Array.from((value as { bytes: number[] }).bytes)
          return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, revive(entry)]))
        }
        return value
      }
      const plain = (value: unknown): unknown => {
        if (value instanceof Uint8Array) return { bytes: [...value] }
        if (Array.isArray(value)) return value.map(plain)
        if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, plain(entry)]))
        return value
      }
      const target = (wallet.features[feature as `${string}:${string}`] as Record<string, (...inputs: unknown[]) => Promise<unknown>>)[method]!
      try {
        return { ok: plain(await target(...args.map(revive))) }
      } catch (error) {
        const { code, message } = error as { code?: unknown; message?: unknown }
        return { error: { code, message } }
      }
    },
    { feature, method, args },
  )
}
const bytesOf = (value: unknown) => Uint8Array.from((value as { bytes: number[] }).bytes)

const connect = (page: Page, silent = false) =>
  callFeature(page, 'standard:connect', 'connect', ...(silent ? [{ silent: true }] : []))
const connectedAddresses = (page: Page) =>
  page.evaluate(() => (window as unknown as AppWindow).__wallets[0]!.accounts.map((account: WalletAccount) => account.address))

test.describe('base58, as the page runs it', () => {
  // The same source the init script ships, evaluated here: what the page computes is what this checks.
  const base58 = new Function(`return (${createBase58.toString()})()`)() as ReturnType<typeof createBase58>

  test('encodes and decodes like @solana/kit, leading zeros included', () => {
    const samples = [
      new Uint8Array(0),
      new Uint8Array([0]),
      new Uint8Array([0, 0, 1, 2]),
      new Uint8Array(32),
      new Uint8Array(32).fill(255),
      ...Array.from({ length: 200 }, (_, i) => {
        const bytes = new Uint8Array(randomBytes(1 + (i % 64)))
        if (i % 5 === 0) bytes.fill(0, 0, 1 + (i % 3))
        return bytes
      }),
    ]
    for (const bytes of samples) {
      const text = getBase58Decoder().decode(bytes)
      expect(base58.encode(bytes)).toBe(text)
      expect([...base58.decode(text)]).toEqual([...getBase58Encoder().encode(text)])
    }
    expect(() => base58.decode('0OIl')).toThrow(/Not base58/)
  })

  test("the dev accounts' addresses are their seeds' public keys", () => {
    for (const account of SOLANA_DEV_ACCOUNTS) expect(base58.encode(publicKeyOf(account.seed))).toBe(account.address)
  })
})

test.describe('the Solana test wallet on a blank page', () => {
  test('registers through app-ready as a Wallet Standard wallet with the Solana features', async ({ page, solanaWallet }) => {
    await openApp(page)
    const shape = await page.evaluate(() => {
      const wallets = (window as unknown as AppWindow).__wallets
      return wallets.map((wallet) => ({
        version: wallet.version,
        name: wallet.name,
        icon: wallet.icon,
        chains: [...wallet.chains],
        accounts: wallet.accounts.length,
        features: Object.keys(wallet.features).sort(),
        versions: Object.fromEntries(Object.entries(wallet.features).map(([name, feature]) => [name, (feature as { version: string }).version])),
      }))
    })
    expect(shape).toEqual([
      {
        version: '1.0.0',
        name: TEST_WALLET_NAME,
        icon: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
        chains: [SOLANA_DEVNET.caipNetworkId],
        accounts: 0,
        features: [
          'solana:signAndSendTransaction',
          'solana:signMessage',
          'solana:signTransaction',
          'standard:connect',
          'standard:disconnect',
          'standard:events',
        ],
        versions: expect.objectContaining({ 'standard:connect': '1.0.0', 'solana:signMessage': '1.1.0' }),
      },
    ])
    expect(solanaWallet.requests).toEqual([])
  })

  test('announces itself to an app that listened first', async ({ page, context }) => {
    // Installed by hand after the app's listener, so the wallet's register-wallet event is what reaches the app.
    await context.addInitScript(() => {
      const names: string[] = []
      Object.assign(window, { __registered: names })
      window.addEventListener('wallet-standard:register-wallet', (event) => {
        ;(event as CustomEvent<(api: { register(wallet: Wallet): void }) => void>).detail({
          register: (wallet) => names.push(wallet.name),
        })
      })
    })
    await installSolanaWallet(context, { name: 'Solo Solana', chains: [SOLANA_DEVNET.caipNetworkId, 'solana:devnet'] })
    await page.route(BLANK_URL, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html>' }))
    await page.goto(BLANK_URL)
    expect(await page.evaluate(() => (window as unknown as { __registered: string[] }).__registered)).toEqual(['Solo Solana'])
  })

  test('connects with the dev account; a rejected connect is 4001; silent connect only once authorised', async ({ page, solanaWallet }) => {
    expect(solanaWallet.address).toBe(ACCOUNT.address)
    await openApp(page)
    expect(await connect(page, true)).toEqual({ ok: { accounts: [] } })

    solanaWallet.rejectNext('standard:connect')
    expect(await connect(page)).toEqual({ error: { code: 4001, message: 'User rejected the request.' } })
    expect(await connectedAddresses(page)).toEqual([])

    const connected = await connect(page)
    const account = (connected.ok as { accounts: Record<string, unknown>[] }).accounts[0]!
    expect(account.address).toBe(ACCOUNT.address)
    expect([...bytesOf(account.publicKey)]).toEqual([...publicKeyOf(ACCOUNT.seed)])
    expect(account.chains).toEqual([SOLANA_DEVNET.caipNetworkId])
    expect(account.features).toEqual(['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction'])

    // A reload: the site is remembered, so the silent connect returns the account without a prompt.
    await openApp(page)
    expect(await connectedAddresses(page)).toEqual([])
    solanaWallet.rejectNext('standard:connect')
    expect(await connect(page, true)).toMatchObject({ ok: { accounts: [{ address: ACCOUNT.address }] } })
    expect(solanaWallet.calls.map((call) => call.params)).toEqual([{ silent: true }, {}, {}, { silent: true }])

    // Disconnecting from the site forgets it: the next silent connect gets nothing.
    expect(await callFeature(page, 'standard:disconnect', 'disconnect')).toEqual({ ok: undefined })
    await openApp(page)
    // The rejection queued above was for a prompt; a silent connect shows none, so it is still pending.
    expect(await connect(page, true)).toEqual({ ok: { accounts: [] } })
    expect(await connect(page)).toMatchObject({ error: { code: 4001 } })
    expect(solanaWallet.requests).toEqual([
      'standard:connect',
      'standard:connect',
      'standard:connect',
      'standard:connect',
      'standard:disconnect',
      'standard:connect',
      'standard:connect',
    ])
  })

  test('signs a message with its Ed25519 key; a rejected sign is Phantom-shaped; a held sign waits', async ({ page, solanaWallet }) => {
    await openApp(page)
    await connect(page)
    const message = new TextEncoder().encode('Sign in to Tessera\nNonce: 42')

    const signed = await callFeature(page, 'solana:signMessage', 'signMessage', { account: '$account', message: { bytes: [...message] } })
    const [output] = signed.ok as { signedMessage: unknown; signature: unknown; signatureType: string }[]
    expect([...bytesOf(output!.signedMessage)]).toEqual([...message])
    expect(output!.signatureType).toBe('ed25519')
    expect(ed25519Verify(ACCOUNT.seed, message, bytesOf(output!.signature))).toBe(true)
    expect(ed25519Verify(ACCOUNT.seed, new TextEncoder().encode('something else'), bytesOf(output!.signature))).toBe(false)

    solanaWallet.rejectNext('solana:signMessage')
    expect(await callFeature(page, 'solana:signMessage', 'signMessage', { account: '$account', message: { bytes: [1] } })).toEqual({
      error: { code: 4001, message: 'User rejected the request.' },
    })

    const held = solanaWallet.holdNext('solana:signMessage')
    const pending = callFeature(page, 'solana:signMessage', 'signMessage', { account: '$account', message: { bytes: [2] } })
    await expect.poll(() => solanaWallet.requests.filter((method) => method === 'solana:signMessage').length).toBe(3)
    let settled = false
    void pending.then(() => (settled = true))
    await page.waitForTimeout(200)
    expect(settled).toBe(false)
    held.release()
    expect(ed25519Verify(ACCOUNT.seed, new Uint8Array([2]), bytesOf(((await pending).ok as { signature: unknown }[])[0]!.signature))).toBe(true)
    expect(solanaWallet.calls.at(-1)).toEqual({
      method: 'solana:signMessage',
      params: [{ account: ACCOUNT.address }],
    })
  })

  test.describe('with a second key', () => {
    test.use({ solanaWalletOptions: { keys: [ACCOUNT, SECOND] } })

    test('switching account or disconnecting in the wallet emits change; signing follows the account', async ({ page, solanaWallet }) => {
      await openApp(page)
      await connect(page)
      await page.evaluate(() => {
        const app = window as unknown as AppWindow
        const events = app.__wallets[0]!.features['standard:events'] as {
          on(event: 'change', listener: (properties: { accounts?: readonly WalletAccount[] }) => void): () => void
        }
        events.on('change', ({ accounts }) => app.__changes.push((accounts ?? []).map((account) => account.address)))
      })
      const changes = () => page.evaluate(() => (window as unknown as AppWindow).__changes)

      await solanaWallet.switchAccount(SECOND.address)
      expect(await changes()).toEqual([[SECOND.address]])
      expect(await connectedAddresses(page)).toEqual([SECOND.address])
      const signed = await callFeature(page, 'solana:signMessage', 'signMessage', { account: '$account', message: { bytes: [7] } })
      expect(ed25519Verify(SECOND.seed, new Uint8Array([7]), bytesOf((signed.ok as { signature: unknown }[])[0]!.signature))).toBe(true)

      await solanaWallet.disconnectFromWallet()
      expect(await changes()).toEqual([[SECOND.address], []])
      expect(await connectedAddresses(page)).toEqual([])
      await openApp(page)
      expect(await connect(page, true)).toEqual({ ok: { accounts: [] } })
      await expect(solanaWallet.switchAccount(RECEIVER.address)).rejects.toThrow(/not one of the wallet's keys/)
    })
  })

  test.describe("on the devnet's local cluster", () => {
    /** The cluster's answer to one JSON-RPC call, read from Node, independently of the wallet. */
    async function clusterCall<T>(rpcUrl: string, method: string, params: unknown[]): Promise<T> {
      const response = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      })
      return ((await response.json()) as { result: T }).result
    }
    const balance = async (rpcUrl: string, account: string) =>
      BigInt((await clusterCall<{ value: number }>(rpcUrl, 'getBalance', [account])).value)

    /** A SOL transfer from the wallet's account, built and compiled in Node, unsigned; by default the wallet pays the fee. */
    async function transfer(rpcUrl: string, amount: bigint, feePayer = ACCOUNT.address) {
      const { value: lifetime } = await clusterCall<{ value: { blockhash: string; lastValidBlockHeight: number } }>(rpcUrl, 'getLatestBlockhash', [])
      const source = createNoopSigner(address(ACCOUNT.address))
      const message = pipe(
        createTransactionMessage({ version: 0 }),
        (tx) => setTransactionMessageFeePayer(address(feePayer), tx),
        (tx) =>
          setTransactionMessageLifetimeUsingBlockhash(
            { blockhash: blockhash(lifetime.blockhash), lastValidBlockHeight: BigInt(lifetime.lastValidBlockHeight) },
            tx,
          ),
        (tx) =>
          appendTransactionMessageInstruction(
            getTransferSolInstruction({ source, destination: address(RECEIVER.address), amount: lamports(amount) }),
            tx,
          ),
      )
      const compiled = compileTransaction(message)
      return { messageBytes: new Uint8Array(compiled.messageBytes), wire: new Uint8Array(getTransactionEncoder().encode(compiled)) }
    }

    /** The JSON-RPC calls the page makes to the cluster, as the browser sent them. */
    function watchClusterCalls(page: Page, rpcUrl: string) {
      const calls: { method: string; params: unknown[] }[] = []
      page.on('request', (request) => {
        if (request.method() !== 'POST' || new URL(request.url()).origin !== new URL(rpcUrl).origin) return
        const body = request.postDataJSON() as { method: string; params?: unknown[] }
        calls.push({ method: body.method, params: body.params ?? [] })
      })
      return calls
    }

    test('signTransaction places its signature at its signer index and returns the wire bytes', async ({ page, solanaWallet }) => {
      await openApp(page)
      await connect(page)
      // Another key pays the fee, so the wallet is the second signer and its signature goes in the second slot.
      const { messageBytes, wire } = await transfer(solanaWallet.rpcUrl, 1_000n, SECOND.address)
      const result = await callFeature(page, 'solana:signTransaction', 'signTransaction', {
        account: '$account',
        transaction: { bytes: [...wire] },
        chain: SOLANA_DEVNET.caipNetworkId,
      })
      const signedWire = bytesOf((result.ok as { signedTransaction: unknown }[])[0]!.signedTransaction)
      const decoded = getTransactionDecoder().decode(signedWire)
      expect([...decoded.messageBytes]).toEqual([...messageBytes])
      expect(Object.keys(decoded.signatures)).toEqual([SECOND.address, ACCOUNT.address])
      // The fee payer's slot stays empty (the decoder reads all-zero bytes as no signature).
      expect(decoded.signatures[address(SECOND.address)]).toBeNull()
      const signature = decoded.signatures[address(ACCOUNT.address)]
      expect(signature).toBeTruthy()
      expect(ed25519Verify(ACCOUNT.seed, messageBytes, signature!)).toBe(true)

      const other = await callFeature(page, 'solana:signTransaction', 'signTransaction', {
        account: '$account',
        transaction: { bytes: [...wire] },
        chain: 'solana:mainnet',
      })
      expect(other).toMatchObject({ error: { code: -32602 } })
    })

    test('signAndSendTransaction sends a SOL transfer the cluster applies, and confirms it at the asked commitment', async ({ page, solanaWallet }) => {
      const rpcUrl = solanaWallet.rpcUrl
      const before = { sender: await balance(rpcUrl, ACCOUNT.address), receiver: await balance(rpcUrl, RECEIVER.address) }
      const calls = watchClusterCalls(page, rpcUrl)
      await openApp(page)
      await connect(page)
      const amount = 1_234_567n
      const { messageBytes, wire } = await transfer(rpcUrl, amount)
      const result = await callFeature(page, 'solana:signAndSendTransaction', 'signAndSendTransaction', {
        account: '$account',
        transaction: { bytes: [...wire] },
        chain: SOLANA_DEVNET.caipNetworkId,
        options: { commitment: 'confirmed' },
      })
      expect(result).not.toHaveProperty('error')
      const signature = bytesOf((result.ok as { signature: unknown }[])[0]!.signature)
      expect(signature).toHaveLength(64)
      expect(ed25519Verify(ACCOUNT.seed, messageBytes, signature)).toBe(true)
      // The cluster landed exactly the message built here, without error.
      const landed = await clusterCall<{ transaction: [string, string]; meta: { err: unknown } } | null>(rpcUrl, 'getTransaction', [
        getBase58Decoder().decode(signature),
        { encoding: 'base64' },
      ])
      expect(landed?.meta.err).toBeNull()
      expect([...getTransactionDecoder().decode(Buffer.from(landed!.transaction[0], 'base64')).messageBytes]).toEqual([...messageBytes])
      // Sent as base64 with the commitment as preflight commitment, then polled until confirmed.
      const send = calls.find((call) => call.method === 'sendTransaction')
      expect(send?.params[1]).toMatchObject({ encoding: 'base64', preflightCommitment: 'confirmed' })
      expect(calls.map((call) => call.method)).toContain('getSignatureStatuses')

      expect(await balance(rpcUrl, RECEIVER.address)).toBe(before.receiver + amount)
      // The sender also paid the fee: one signature at 5,000 lamports.
      expect(await balance(rpcUrl, ACCOUNT.address)).toBe(before.sender - amount - 5_000n)
    })
  })
})
