// @vitest-environment node
import { createPublicKey, verify } from 'node:crypto'
import { existsSync } from 'node:fs'
import * as kit from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { chromium, type Browser, type BrowserContext, type Page, type Route } from 'playwright-core'
import { createPublicClient, http, parseAbi, parseEther, verifyMessage, verifyTypedData } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAuth, type Auth } from '../auth/index.mjs'
import type { Devnet } from '../index.mjs'
import { startMail, type Mail } from '../mail/index.mjs'
import { DEVNET_PROJECT_ID, startRegistry, type Registry } from '../registry/index.mjs'
import { SIMPLE_ACCOUNT_FACTORY_07_ADDRESS } from '../simple-account.mjs'
import { SOLANA_DEVNET } from '../solana/cluster.mjs'
import { startTestDevnet } from '../test-devnet.mjs'
import { CHROMIUM_ARGS } from '../../scripts/chromium-args.mjs'
import { ask, mountFrame, seen, startParentPages, type Reply } from './frame-harness.js'
import { startFrame, type SecureFrame } from './index.mjs'
import { restoreKeys, type KeyBackup } from './page/key-backup.mjs'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex')
const EMAIL = 'visitor@example.test'
const NEW_EMAIL = 'visitor-new@example.test'
const RECEIVER = '0x000000000000000000000000000000000000dEaD'

// The secure frame in real Chromium, embedded by a host page on another origin, over the real auth service and mail.
describe.skipIf(!existsSync(CHROMIUM))('secure frame in a browser', () => {
  let devnet: Devnet
  let registry: Registry
  let mail: Mail
  let auth: Auth
  let frame: SecureFrame
  let parents: Awaited<ReturnType<typeof startParentPages>>
  let browser: Browser
  let deviceA: BrowserContext
  let page: Page
  let clockOffset = 0
  let evmAddress = ''
  let solanaAddress = ''

  const hostUrl = () => `http://127.0.0.1:${parents.port}/host`
  const frameSrc = (chainId: number | string = 31337) =>
    `${frame.url}/?projectId=${DEVNET_PROJECT_ID}&chainId=${encodeURIComponent(String(chainId))}&version=1&enableLogger=false`
  const code = async (to: string, subject: string) => /\b(\d{6})\b/.exec(mail.messages(to).find((m) => m.subject === subject)?.text ?? '')?.[1] ?? ''
  const success = <T = Record<string, unknown>>(reply: Reply): T => {
    expect(reply, JSON.stringify(reply.payload)).toMatchObject({ ok: true })
    return reply.payload as T
  }
  const failure = (reply: Reply) => {
    expect(reply.ok, JSON.stringify(reply.payload)).toBe(false)
    return reply.payload as { message: string; code?: number | string }
  }
  const rpc = (target: Page, method: string, params: unknown, chainNamespace?: 'eip155' | 'solana') =>
    ask(target, 'RPC_REQUEST', { method, params, ...(chainNamespace ? { chainNamespace } : {}) })

  const frameOf = (host: Page) => host.frames().find((f) => f.url().startsWith(frame.url))!
  /** The key records in the frame origin's IndexedDB, as addresses and whether their private parts are extractable. */
  const storedKeys = (host: Page) =>
    frameOf(host).evaluate(async () => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('tessera-frame')
        request.onsuccess = () => resolve(request.result)
        request.onerror = () => reject(request.error)
      })
      const records = await new Promise<{ evm: { address: string; key: CryptoKey }; solana: { address: string; privateKey: CryptoKey } }[]>((resolve) => {
        const request = db.transaction('keys').objectStore('keys').getAll()
        request.onsuccess = () => resolve(request.result)
      })
      return records.map((r) => ({ evm: r.evm.address, solana: r.solana.address, extractable: [r.evm.key.extractable, r.solana.privateKey.extractable] }))
    })

  /** A host page on `origin` with the frame in it. */
  async function openHost(context: BrowserContext, url = hostUrl()) {
    const host = await context.newPage()
    await host.goto(url)
    const notice = await mountFrame(host, frameSrc())
    return { host, notice }
  }

  beforeAll(async () => {
    devnet = await startTestDevnet({ bundlerPort: 0 })
    registry = await startRegistry({ port: 0 })
    mail = await startMail({ port: 0, smtpPort: 0 })
    let authUrl: string | undefined
    // Smart accounts on the second chain only: the first stands for a chain without a bundler.
    const chainB = devnet.chains[1]!.id
    frame = await startFrame({ port: 0, authUrl: () => authUrl, registryUrl: registry.url, chains: devnet.chains, bundlerUrls: { [chainB]: devnet.bundler!.urls[chainB]! } })
    auth = await startAuth({ port: 0, frameOrigin: frame.url, smtp: { host: mail.smtpHost, port: mail.smtpPort }, now: () => Date.now() + clockOffset })
    authUrl = auth.url
    parents = await startParentPages()
    await frame.build()
    browser = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS] })
    deviceA = await browser.newContext()
  }, 60_000)

  afterAll(async () => {
    await browser?.close()
    await Promise.all([parents?.close(), frame?.close(), auth?.close(), mail?.close(), registry?.close()])
    await devnet?.stop()
  })

  it('refuses a host page the project does not allow: one error notice, every request answered with it, no mail sent', async () => {
    registry.setAllowedOrigins(['https://*.example.com'])
    try {
      const { host, notice } = await openHost(deviceA)
      expect(notice).toEqual({ type: '@tessera-frame/FRAME_ERROR', payload: { code: 'INVALID_APP_CONFIGURATION', message: 'Origin not allowed' } })
      expect(failure(await ask(host, 'CONNECT_EMAIL', { email: EMAIL }))).toEqual({ code: 'INVALID_APP_CONFIGURATION', message: 'Origin not allowed' })
      expect(mail.messages(EMAIL)).toEqual([])
      // Without a Referer the server cannot tell, and the CSP keeps the frame out of the page altogether.
      const blind = await deviceA.newPage()
      await blind.goto(hostUrl())
      expect(await mountFrame(blind, frameSrc(), { noReferrer: true, waitMs: 3_000 })).toBeUndefined()
      expect(await seen(blind)).toEqual([])
      await Promise.all([host.close(), blind.close()])
    } finally {
      registry.setAllowedOrigins(undefined)
    }
  })

  it('logs in with the code mailed to the visitor, refuses a wrong code and a second code within 30 s', async () => {
    const opened = await openHost(deviceA)
    page = opened.host
    expect(opened.notice).toEqual({ type: '@tessera-frame/READY', payload: { version: '1' } })
    expect(success(await ask(page, 'IS_CONNECTED'))).toEqual({ isConnected: false })
    expect(success(await ask(page, 'CONNECT_EMAIL', { email: EMAIL }))).toEqual({ action: 'VERIFY_OTP' })
    expect(failure(await ask(page, 'CONNECT_EMAIL', { email: EMAIL })).message).toMatch(/^Please try again after (30|29) seconds$/)
    const otp = await code(EMAIL, 'Your Tessera login code')
    expect(otp).toMatch(/^\d{6}$/)
    const wrong = otp === '000000' ? '111111' : '000000'
    expect(failure(await ask(page, 'CONNECT_OTP', { otp: wrong }))).toEqual({ message: 'Invalid code', code: 'INVALID_OTP' })
    expect(success(await ask(page, 'CONNECT_OTP', { otp }))).toEqual({ action: 'CONNECT' })
    expect(success(await ask(page, 'IS_CONNECTED'))).toEqual({ isConnected: true })

    const user = success(await ask(page, 'GET_USER', { chainId: 31337 }))
    evmAddress = String(user.address)
    expect(user).toEqual({
      email: EMAIL,
      address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/),
      chainId: 31337,
      accounts: [{ address: evmAddress, type: 'eoa' }],
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
    })
    const solanaUser = success(await ask(page, 'GET_USER', { chainId: SOLANA_DEVNET.caipNetworkId }))
    solanaAddress = String(solanaUser.address)
    expect(solanaAddress).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    expect(success(await ask(page, 'SWITCH_NETWORK', { chainId: 31337 }))).toEqual({ chainId: 31337 })
    expect(failure(await ask(page, 'SWITCH_NETWORK', { chainId: 999 })).message).toBe('Chain is not supported')
  })

  it('signs EVM messages and typed data, sends a transaction, passes reads to the chain and refuses unknown methods', async () => {
    const signature = success<`0x${string}`>(await rpc(page, 'personal_sign', ['0x68656c6c6f206672616d65', evmAddress]))
    expect(await verifyMessage({ address: evmAddress as `0x${string}`, message: 'hello frame', signature })).toBe(true)

    const typed = {
      domain: { name: 'Tessera', version: '1', chainId: 31337 },
      types: { EIP712Domain: [{ name: 'name', type: 'string' }, { name: 'version', type: 'string' }, { name: 'chainId', type: 'uint256' }], Note: [{ name: 'text', type: 'string' }] },
      primaryType: 'Note',
      message: { text: 'typed hello' },
    }
    const typedSignature = success<`0x${string}`>(await rpc(page, 'eth_signTypedData_v4', [evmAddress, JSON.stringify(typed)]))
    expect(
      await verifyTypedData({ address: evmAddress as `0x${string}`, domain: typed.domain, types: { Note: typed.types.Note }, primaryType: 'Note', message: typed.message, signature: typedSignature }),
    ).toBe(true)

    expect(success(await rpc(page, 'eth_chainId', []))).toBe('0x7a69')
    expect(success(await rpc(page, 'eth_accounts', []))).toEqual([evmAddress])
    const chain = devnet.chains[0]!
    await fetch(chain.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_setBalance', params: [evmAddress, '0xde0b6b3a7640000'] }) })
    expect(success(await rpc(page, 'eth_getBalance', [evmAddress, 'latest']))).toBe('0xde0b6b3a7640000')
    const hash = success<`0x${string}`>(await rpc(page, 'eth_sendTransaction', [{ from: evmAddress, to: RECEIVER, value: '0x2386f26fc10000' }]))
    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt).toMatchObject({ status: 'success', from: evmAddress.toLowerCase(), to: RECEIVER.toLowerCase() })
    expect(await client.getBalance({ address: RECEIVER })).toBeGreaterThanOrEqual(parseEther('0.01'))

    expect(failure(await rpc(page, 'eth_sign', [evmAddress, '0x00']))).toEqual({ message: 'Requested RPC call is not allowed', code: 4200 })
    expect(failure(await rpc(page, 'personal_sign', ['0x00', RECEIVER]))).toMatchObject({ code: 4100 })
  })

  it('serves a smart account where a bundler is: preferred per user, reported by GET_USER, deployed by its first send', async () => {
    const [chainA, chainB] = devnet.chains as [(typeof devnet.chains)[0], (typeof devnet.chains)[0]]
    const client = createPublicClient({ transport: http(chainB.rpcUrl) })
    const smartAddress = await client.readContract({
      abi: parseAbi(['function getAddress(address owner, uint256 salt) view returns (address)']),
      address: SIMPLE_ACCOUNT_FACTORY_07_ADDRESS,
      functionName: 'getAddress',
      args: [evmAddress as `0x${string}`, 0n],
    })
    expect(success(await ask(page, 'GET_SMART_ACCOUNT_ENABLED_NETWORKS'))).toEqual({ smartAccountEnabledNetworks: [chainB.id] })
    expect(failure(await ask(page, 'SET_PREFERRED_ACCOUNT', { type: 'smartAccount' }))).toEqual({ message: 'This application might not support Smart Accounts', code: 4901 })
    expect(failure(await ask(page, 'INIT_SMART_ACCOUNT'))).toMatchObject({ message: 'This application might not support Smart Accounts' })
    expect(success(await ask(page, 'SWITCH_NETWORK', { chainId: chainB.id }))).toEqual({ chainId: chainB.id })
    expect(success(await ask(page, 'INIT_SMART_ACCOUNT'))).toEqual({ address: smartAddress, isDeployed: false })
    expect(success(await ask(page, 'SET_PREFERRED_ACCOUNT', { type: 'smartAccount' }))).toEqual({ type: 'smartAccount', address: smartAddress })
    expect(success(await ask(page, 'GET_USER', { chainId: chainB.id }))).toMatchObject({
      address: smartAddress,
      chainId: chainB.id,
      accounts: [
        { address: smartAddress, type: 'smartAccount' },
        { address: evmAddress, type: 'eoa' },
      ],
      preferredAccountType: 'smartAccount',
      smartAccountDeployed: false,
    })
    expect(success(await rpc(page, 'eth_accounts', []))).toEqual([smartAddress])

    await fetch(chainB.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_setBalance', params: [smartAddress, '0xde0b6b3a7640000'] }) })
    const hash = success<`0x${string}`>(await rpc(page, 'eth_sendTransaction', [{ from: smartAddress, to: RECEIVER, value: '0x2386f26fc10000' }]))
    expect((await client.getTransactionReceipt({ hash })).status).toBe('success')
    expect(await client.getCode({ address: smartAddress })).toMatch(/^0x[0-9a-f]{100,}/)
    expect(success(await ask(page, 'GET_USER', { chainId: chainB.id }))).toMatchObject({ address: smartAddress, smartAccountDeployed: true })
    // The chain without a bundler keeps the EOA, whatever is preferred; the kit's own preference wins when it says one.
    expect(success(await ask(page, 'GET_USER', { chainId: chainA.id }))).toMatchObject({ address: evmAddress, accounts: [{ address: evmAddress, type: 'eoa' }], preferredAccountType: 'eoa' })
    expect(success(await ask(page, 'GET_USER', { chainId: chainB.id, preferredAccountType: 'eoa' }))).toMatchObject({ address: evmAddress, preferredAccountType: 'eoa', smartAccountDeployed: true })
    expect(success(await ask(page, 'SWITCH_NETWORK', { chainId: chainA.id }))).toEqual({ chainId: chainA.id })
  })

  it('signs Solana messages and transactions with an Ed25519 key that Node verifies', async () => {
    const publicKey = createPublicKey({ key: Buffer.concat([ED25519_SPKI_PREFIX, Buffer.from(kit.getBase58Encoder().encode(solanaAddress))]), format: 'der', type: 'spki' })
    const message = new TextEncoder().encode('hello solana frame')
    const { signature } = success<{ signature: string }>(await rpc(page, 'solana_signMessage', { message: kit.getBase58Decoder().decode(message), pubkey: solanaAddress }, 'solana'))
    expect(verify(null, message, publicKey, Buffer.from(kit.getBase58Encoder().encode(signature)))).toBe(true)

    const transfer = kit.pipe(
      kit.createTransactionMessage({ version: 0 }),
      (tx) => kit.setTransactionMessageFeePayer(kit.address(solanaAddress), tx),
      (tx) => kit.setTransactionMessageLifetimeUsingBlockhash({ blockhash: kit.blockhash(SOLANA_DEVNET.genesisHash), lastValidBlockHeight: 100n }, tx),
      (tx) => kit.appendTransactionMessageInstruction(getTransferSolInstruction({ source: kit.createNoopSigner(kit.address(solanaAddress)), destination: kit.address('8apBKiED8sFLDqPM5mksCBAvw9eLf5qnHKzFwrHYGL6Y'), amount: kit.lamports(5n) }), tx),
    )
    const compiled = kit.compileTransaction(transfer)
    const wire = Buffer.from(kit.getTransactionEncoder().encode(compiled)).toString('base64')
    const signed = success<{ signature: string; transaction: string }>(await rpc(page, 'solana_signTransaction', { transaction: wire }, 'solana'))
    const signedBytes = Buffer.from(signed.transaction, 'base64')
    const messageBytes = Buffer.from(compiled.messageBytes)
    expect(signedBytes.subarray(signedBytes.length - messageBytes.length)).toEqual(messageBytes)
    expect(Buffer.from(kit.getBase58Encoder().encode(signed.signature))).toEqual(signedBytes.subarray(1, 65))
    expect(verify(null, messageBytes, publicKey, signedBytes.subarray(1, 65))).toBe(true)
  })

  it('keeps key material out of every message the page received and out of storage: ciphertext and non-extractable keys only', async () => {
    const framePage = page.frames().find((f) => f.url().startsWith(frame.url))!
    const stored = await framePage.evaluate(async () => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('tessera-frame')
        request.onsuccess = () => resolve(request.result)
        request.onerror = () => reject(request.error)
      })
      const records = await new Promise<{ userId: string; evm: { address: string; iv: Uint8Array; ciphertext: ArrayBuffer; key: CryptoKey }; solana: { address: string; privateKey: CryptoKey } }[]>((resolve) => {
        const request = db.transaction('keys').objectStore('keys').getAll()
        request.onsuccess = () => resolve(request.result)
      })
      const [record] = records
      if (!record) throw new Error('no keys stored')
      // The test, running as the frame's own script, opens the ciphertext to learn what must never leave.
      const secret = new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv: record.evm.iv as Uint8Array<ArrayBuffer> }, record.evm.key, record.evm.ciphertext))
      const exportRefused = async (key: CryptoKey, format: 'raw' | 'pkcs8') => crypto.subtle.exportKey(format, key).then(() => false, () => true)
      return {
        count: records.length,
        secretHex: [...secret].map((b) => b.toString(16).padStart(2, '0')).join(''),
        secretBase64: btoa(String.fromCharCode(...secret)),
        evmAddress: record.evm.address,
        solanaAddress: record.solana.address,
        aesExtractable: record.evm.key.extractable,
        aesExportRefused: await exportRefused(record.evm.key, 'raw'),
        ed25519Extractable: record.solana.privateKey.extractable,
        ed25519ExportRefused: await exportRefused(record.solana.privateKey, 'pkcs8'),
        ciphertextHoldsSecret: new Uint8Array(record.evm.ciphertext).join(',').includes([...secret].join(',')),
        localStorage: Object.fromEntries(Object.entries(localStorage)),
      }
    })
    expect(stored.count).toBe(1)
    expect(privateKeyToAddress(`0x${stored.secretHex}`)).toBe(evmAddress)
    expect({ evm: stored.evmAddress, solana: stored.solanaAddress }).toEqual({ evm: evmAddress, solana: solanaAddress })
    expect(stored).toMatchObject({ aesExtractable: false, aesExportRefused: true, ed25519Extractable: false, ed25519ExportRefused: true, ciphertextHoldsSecret: false })
    // The device id, and the account type the visitor chose (a word, no key material).
    expect(Object.keys(stored.localStorage).sort()).toEqual([expect.stringMatching(/^tessera-frame\.accountType\.[0-9a-f-]{8,64}$/), 'tessera-frame.deviceId'])

    const received = JSON.stringify(await seen(page)).toLowerCase()
    expect(received.length).toBeGreaterThan(1_000)
    expect(received).toContain(evmAddress.toLowerCase())
    expect(received).not.toContain(stored.secretHex)
    expect(received).not.toContain(stored.secretBase64.toLowerCase())
    expect(JSON.stringify(stored.localStorage).toLowerCase()).not.toContain(stored.secretHex)
  })

  it('ignores messages from any window but its parent: another origin, or a same-origin sibling', async () => {
    await page.evaluate(
      (others) =>
        Promise.all(
          others.map(
            (src) =>
              new Promise((resolve) => {
                const sibling = document.createElement('iframe')
                sibling.onload = resolve
                sibling.src = src
                document.body.append(sibling)
              }),
          ),
        ),
      [`http://localhost:${parents.port}/evil`, `http://127.0.0.1:${parents.port}/sibling`],
    )
    // Each sibling posts as a hostile script would: straight to the frame's window, with any target origin.
    const siblings = page.frames().filter((f) => /\/(evil|sibling)$/.test(f.url()))
    expect(siblings).toHaveLength(2)
    for (const sibling of siblings) {
      await sibling.evaluate(() => {
        const target = window.parent.frames[0]!
        target.postMessage({ type: '@tessera-app/SIGN_OUT', id: 'forged-sign-out' }, '*')
        target.postMessage({ type: '@tessera-app/RPC_REQUEST', id: 'forged-accounts', payload: { method: 'eth_accounts' } }, '*')
      })
    }
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    const forgedReplies = (await seen(page)).filter((message) => String(message.data?.id ?? '').startsWith('forged')).length
    const stillConnected = success<{ isConnected: boolean }>(await ask(page, 'IS_CONNECTED')).isConnected
    expect(forgedReplies).toBe(0)
    expect(stillConnected).toBe(true)
  })

  it('a second device waits for the approval link mailed to the visitor, then connects with the same accounts', async () => {
    clockOffset += 31_000
    const deviceB = await browser.newContext()
    try {
      const { host, notice } = await openHost(deviceB)
      expect(notice?.type).toBe('@tessera-frame/READY')
      expect(success(await ask(host, 'CONNECT_EMAIL', { email: EMAIL }))).toEqual({ action: 'VERIFY_OTP' })
      expect(success(await ask(host, 'CONNECT_OTP', { otp: await code(EMAIL, 'Your Tessera login code') }))).toEqual({ action: 'VERIFY_DEVICE' })
      expect(success(await ask(host, 'IS_CONNECTED'))).toEqual({ isConnected: false })
      const link = /https?:\/\/\S+/.exec(mail.messages(EMAIL).find((m) => m.subject === 'Approve a new device for Tessera')?.text ?? '')?.[0] ?? ''
      const token = new URL(link).searchParams.get('token') ?? ''
      const connecting = ask(host, 'CONNECT_DEVICE')
      await new Promise((resolve) => setTimeout(resolve, 1_200))
      const approved = await fetch(`${auth.url}/device/approve`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ token }) })
      expect(approved.status).toBe(200)
      expect(success(await connecting)).toEqual({ action: 'CONNECT' })
      expect(success(await ask(host, 'GET_USER', { chainId: 31337 }))).toMatchObject({ email: EMAIL, address: evmAddress })
      expect(success(await ask(host, 'GET_USER', { chainId: SOLANA_DEVNET.caipNetworkId }))).toMatchObject({ address: solanaAddress })
      const signature = success<`0x${string}`>(await rpc(host, 'personal_sign', ['0x6f6e2064657669636520b2', evmAddress], 'eip155'))
      expect(await verifyMessage({ address: evmAddress as `0x${string}`, message: { raw: '0x6f6e2064657669636520b2' }, signature })).toBe(true)
      // Kept on this device the frame's way: sealed under this browser's own key, nothing extractable.
      expect(await storedKeys(host)).toEqual([{ evm: evmAddress, solana: solanaAddress, extractable: [false, false] }])
    } finally {
      await deviceB.close()
    }
  })

  it('two tabs making a new user’s first keys at once end with one key set, the one the auth service kept', async () => {
    const email = 'two-tabs@example.test'
    const deviceC = await browser.newContext()
    try {
      const tabs = [await openHost(deviceC), await openHost(deviceC)].map((opened) => opened.host)
      const [tab1, tab2] = tabs as [Page, Page]
      // The session is made over HTTP for this browser's device id and handed to the frame's storage, so both tabs
      // start signed in with no keys anywhere; each then makes keys of its own when first asked for the user.
      const framePage = frameOf(tab1)
      // Asking opens the frame's storage, which the session is then written into.
      expect(success(await ask(tab1, 'IS_CONNECTED'))).toEqual({ isConnected: false })
      const deviceId = await framePage.evaluate(() => localStorage.getItem('tessera-frame.deviceId'))
      const post = (path: string, body: unknown) =>
        fetch(`${auth.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.json())
      await post('/v1/login/request-code', { email, projectId: DEVNET_PROJECT_ID, deviceId })
      const connected = (await post('/v1/login/verify-code', { email, otp: await code(email, 'Your Tessera login code'), deviceId })) as {
        session: { token: string; expiresAt: number }
        user: { userId: string }
      }
      await framePage.evaluate(async (session) => {
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const request = indexedDB.open('tessera-frame')
          request.onsuccess = () => resolve(request.result)
          request.onerror = () => reject(request.error)
        })
        await new Promise((resolve, reject) => {
          const transaction = db.transaction('session', 'readwrite')
          transaction.objectStore('session').put(session, 'current')
          transaction.oncomplete = resolve
          transaction.onerror = reject
        })
      }, { ...connected.session, userId: connected.user.userId, email })

      // Both frames' backups are held until both are sent. The service gets them in turn (it keeps the first), and
      // the frame whose backup came second hears its 409 first and keeps keys before the other hears its 201: it must
      // keep the service's keys, not its own.
      const held: Route[] = []
      let bothSent = () => {}
      const sent = new Promise<void>((resolve) => (bothSent = resolve))
      await deviceC.route(`${auth.url}/v1/keys`, (route) => {
        if (route.request().method() !== 'PUT') return route.continue()
        if (held.push(route) === 2) bothSent()
      })
      const asked = Promise.all(tabs.map((tab) => ask(tab, 'GET_USER', { chainId: 31337 })))
      await sent
      const [kept, refused] = held as [Route, Route]
      const keptAnswer = await kept.fetch()
      const refusedAnswer = await refused.fetch()
      expect([keptAnswer.status(), refusedAnswer.status()]).toEqual([201, 409])
      await refused.fulfill({ response: refusedAnswer })
      await expect.poll(() => storedKeys(tab1).then((records) => records.length)).toBe(1)
      await kept.fulfill({ response: keptAnswer })
      const users = await asked
      const [first, second] = users.map((reply) => success<{ address: string }>(reply).address)
      expect(second).toBe(first)
      const solana = await Promise.all(tabs.map((tab) => ask(tab, 'GET_USER', { chainId: SOLANA_DEVNET.caipNetworkId })))
      expect(success<{ address: string }>(solana[1]!).address).toBe(success<{ address: string }>(solana[0]!).address)

      // The backup the service kept is those accounts, and this browser keeps one key set.
      const backup = (await (await fetch(`${auth.url}/v1/keys`, { headers: { authorization: `Bearer ${connected.session.token}` } })).json()) as KeyBackup
      const restored = await restoreKeys(connected.user.userId, backup)
      expect([restored.evm.address, restored.solana.address]).toEqual([first, success<{ address: string }>(solana[0]!).address])
      expect(await storedKeys(tab2)).toEqual([{ evm: first, solana: restored.solana.address, extractable: [false, false] }])
      const signature = success<`0x${string}`>(await rpc(tab2, 'personal_sign', ['0x6869', first], 'eip155'))
      expect(await verifyMessage({ address: first as `0x${string}`, message: { raw: '0x6869' }, signature })).toBe(true)
    } finally {
      await deviceC.close()
    }
  }, 15_000)

  it('changes the email: a code to the current address, then one to the new address', async () => {
    expect(success(await ask(page, 'UPDATE_EMAIL', { email: NEW_EMAIL }))).toEqual({ action: 'VERIFY_PRIMARY_OTP' })
    expect(success(await ask(page, 'UPDATE_EMAIL_PRIMARY_OTP', { otp: await code(EMAIL, 'Confirm your Tessera email change') }))).toEqual({ action: 'VERIFY_SECONDARY_OTP' })
    expect(success(await ask(page, 'UPDATE_EMAIL_SECONDARY_OTP', { otp: await code(NEW_EMAIL, 'Confirm your new Tessera email') }))).toEqual({ newEmail: NEW_EMAIL })
    expect(success(await ask(page, 'GET_USER', { chainId: 31337 }))).toMatchObject({ email: NEW_EMAIL, address: evmAddress })
  })

  it('keeps the session and the keys over a reload, and signing out ends both the session and signing', async () => {
    await page.reload()
    expect((await mountFrame(page, frameSrc()))?.type).toBe('@tessera-frame/READY')
    expect(success(await ask(page, 'IS_CONNECTED'))).toEqual({ isConnected: true })
    expect(success(await ask(page, 'GET_USER', { chainId: 31337 }))).toMatchObject({ address: evmAddress })
    expect(success(await ask(page, 'SIGN_OUT'))).toEqual({})
    expect(success(await ask(page, 'IS_CONNECTED'))).toEqual({ isConnected: false })
    expect(failure(await rpc(page, 'personal_sign', ['0x00', evmAddress]))).toEqual({ message: 'Not connected', code: 4900 })
  })
})
