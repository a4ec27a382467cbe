// @vitest-environment node
import { existsSync } from 'node:fs'
import net from 'node:net'
import { getBase58Decoder } from '@solana/kit'
import { UniversalProvider } from '@walletconnect/universal-provider'
import { chromium, type Browser, type Page } from 'playwright-core'
import { toHex, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Devnet } from '../index.mjs'
import { SOLANA_DEV_ACCOUNTS, SOLANA_DEVNET } from '../solana/cluster.mjs'
import { TEST_WALLET_ADDRESSES } from '../test-wallet.mjs'
import { startTestDevnet } from '../test-devnet.mjs'
import { makeSignDoc, serializeSignDoc } from '@cosmjs/amino'
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto'
import { fromBase64 } from '@cosmjs/encoding'
import { stringToU8a, u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady, signatureVerify } from '@polkadot/util-crypto'
import { Verifier } from 'bip322-js'
import { BITCOIN_REGTEST, bitcoinAddresses, createBitcoinAccount } from './bitcoin.mjs'
import { COSMOS_DEVNET, createCosmosAccount } from './cosmos.mjs'
import { createPolkadotAccount, POLKADOT_WESTEND } from './polkadot.mjs'
import { verifySolanaSignature } from './test-dapp.js'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const ADDRESS = TEST_WALLET_ADDRESSES[0]!
const SOLANA_ADDRESS = SOLANA_DEV_ACCOUNTS[1]!.address


// A person's path through the page, in real Chromium: the dapp side is UniversalProvider in Node.
describe.skipIf(!existsSync(CHROMIUM))('dev wallet page in a browser tab', () => {
  let devnet: Devnet
  let browser: Browser
  let page: Page
  let dapp: Awaited<ReturnType<typeof UniversalProvider.init>>
  const offLoopback: string[] = []

  beforeAll(async () => {
    devnet = await startTestDevnet({ relayPort: 0, devWalletPort: 0 })
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-quic'] })
    page = await browser.newPage()
    page.on('request', (request) => {
      if (!/^(https?|wss?):\/\/127\.0\.0\.1[:/]|^data:/.test(request.url())) offLoopback.push(request.url())
    })
    dapp = await UniversalProvider.init({
      projectId: 'tessera-devnet-project',
      relayUrl: devnet.services.relay!.url,
      logger: 'fatal',
      telemetryEnabled: false,
      customStoragePrefix: 'tessera-page-test-dapp',
      metadata: { name: 'Page test <b>site</b>', description: 'vitest', url: 'http://127.0.0.1:4173', icons: [] },
    })
    ;(dapp.client.core.verify as unknown as { isDevEnv: boolean }).isDevEnv = true
  }, 20_000)

  /** The person rejects the request showing `shown` (4001 reaches the dapp), then ends the session from the page. */
  async function rejectThenDisconnect(request: Promise<unknown>, shown: string) {
    const declinedError = request.catch((error: unknown) => error)
    await page.locator('pre', { hasText: shown }).waitFor()
    await page.getByRole('button', { name: 'Reject' }).click()
    expect(await declinedError).toMatchObject({ code: 4001 })
    const ended = new Promise((resolve) => dapp.once('session_delete', resolve))
    await page.getByRole('button', { name: 'Disconnect' }).click()
    await ended
    expect(offLoopback).toEqual([])
  }

  afterAll(async () => {
    await dapp?.client.core.relayer.transportClose().catch(() => {})
    dapp?.client.core.heartbeat.stop()
    await browser?.close()
    await devnet?.stop()
  })

  it('pairs from a kit’s /wc?uri= link, approves the connection and signatures (EVM and Solana), rejects one, and disconnects', async () => {
    const uri = new Promise<string>((resolve) => dapp.once('display_uri', resolve))
    const connecting = dapp.connect({
      optionalNamespaces: {
        eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: ['chainChanged', 'accountsChanged'] },
        solana: { chains: [SOLANA_DEVNET.caipNetworkId], methods: ['solana_signMessage'], events: [] },
      },
    })
    await page.goto(`${devnet.services.devWallet!.url}/wc?uri=${encodeURIComponent(await uri)}`)
    // The site's name is shown as text, markup and all.
    await page.getByRole('heading', { name: 'Page test <b>site</b>' }).waitFor({ timeout: 15_000 })
    expect(new URL(page.url()).search).toBe('')
    await page.getByRole('button', { name: 'Approve' }).click()
    const session = await connecting
    expect(session?.namespaces.eip155?.accounts).toEqual([`eip155:31337:${ADDRESS}`])
    expect(session?.namespaces.solana?.accounts).toEqual([`${SOLANA_DEVNET.caipNetworkId}:${SOLANA_ADDRESS}`])

    const signing = dapp.request<`0x${string}`>({ method: 'personal_sign', params: [toHex('Hello, page'), ADDRESS] }, 'eip155:31337')
    await page.getByText('Hello, page', { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Approve' }).click()
    expect(await verifyMessage({ address: ADDRESS, message: 'Hello, page', signature: await signing })).toBe(true)

    // The tab signs with WebCrypto Ed25519; the person reads the message as text.
    const solanaMessage = new TextEncoder().encode('Hello, Solana page')
    const solanaSigning = dapp.request<{ signature: string }>(
      { method: 'solana_signMessage', params: { message: getBase58Decoder().decode(solanaMessage), pubkey: SOLANA_ADDRESS } },
      SOLANA_DEVNET.caipNetworkId,
    )
    await page.locator('pre', { hasText: 'Hello, Solana page' }).waitFor()
    await page.getByRole('button', { name: 'Approve' }).click()
    expect(verifySolanaSignature(SOLANA_ADDRESS, solanaMessage, (await solanaSigning).signature)).toBe(true)

    await rejectThenDisconnect(dapp.request({ method: 'personal_sign', params: [toHex('No, thanks'), ADDRESS] }, 'eip155:31337'), 'No, thanks')
  }, 20_000)

  it('serves bip122, polkadot and cosmos in one session: the person reads each request, approves or rejects it', async () => {
    await cryptoWaitReady()
    const [payment] = bitcoinAddresses(createBitcoinAccount(undefined), BITCOIN_REGTEST)
    const polkadot = (await createPolkadotAccount(undefined)).address
    const cosmos = createCosmosAccount(undefined).address
    const uri = new Promise<string>((resolve) => dapp.once('display_uri', resolve))
    const connecting = dapp.connect({
      optionalNamespaces: {
        bip122: { chains: [BITCOIN_REGTEST], methods: ['signMessage', 'getAccountAddresses'], events: [] },
        polkadot: { chains: [POLKADOT_WESTEND], methods: ['polkadot_signMessage'], events: [] },
        cosmos: { chains: [COSMOS_DEVNET], methods: ['cosmos_signAmino'], events: [] },
      },
    })
    await page.goto(`${devnet.services.devWallet!.url}/wc?uri=${encodeURIComponent(await uri)}`)
    // The page shows the keys it signs with.
    await page.getByText(payment!, { exact: false }).first().waitFor({ timeout: 15_000 })
    await page.getByText(polkadot, { exact: true }).waitFor()
    await page.getByText(cosmos, { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Approve' }).click()
    const session = await connecting
    expect(Object.keys(session!.namespaces).sort()).toEqual(['bip122', 'cosmos', 'polkadot'])

    const bitcoinSigning = dapp.request<{ signature: string }>(
      { method: 'signMessage', params: { address: payment, message: 'Hello, Bitcoin page', protocol: 'bip322' } },
      BITCOIN_REGTEST,
    )
    await page.locator('pre', { hasText: 'Hello, Bitcoin page' }).waitFor()
    await page.getByText('Bitcoin regtest (devnet)', { exact: false }).first().waitFor()
    await page.getByRole('button', { name: 'Approve' }).click()
    expect(Verifier.verifySignature(payment!, 'Hello, Bitcoin page', (await bitcoinSigning).signature)).toBe(true)

    // The tab signs sr25519 with @polkadot/util-crypto's WebAssembly.
    const polkadotSigning = dapp.request<{ signature: string }>(
      { method: 'polkadot_signMessage', params: { address: polkadot, message: 'Hello, Polkadot page' } },
      POLKADOT_WESTEND,
    )
    await page.locator('pre', { hasText: 'Hello, Polkadot page' }).waitFor()
    await page.getByRole('button', { name: 'Approve' }).click()
    expect(signatureVerify(u8aWrapBytes(stringToU8a('Hello, Polkadot page')), (await polkadotSigning).signature, polkadot).isValid).toBe(true)

    const doc = makeSignDoc([], { amount: [], gas: '1' }, 'tessera-devnet-1', 'Hello, Cosmos page', 0, 0)
    const cosmosSigning = dapp.request<{ signature: { pub_key: { value: string }; signature: string } }>(
      { method: 'cosmos_signAmino', params: { signerAddress: cosmos, signDoc: doc } },
      COSMOS_DEVNET,
    )
    await page.locator('pre', { hasText: 'Hello, Cosmos page' }).waitFor()
    await page.getByRole('button', { name: 'Approve' }).click()
    const { signature } = await cosmosSigning
    const parsed = Secp256k1Signature.fromFixedLength(fromBase64(signature.signature))
    expect(await Secp256k1.verifySignature(parsed, sha256(serializeSignDoc(doc)), fromBase64(signature.pub_key.value))).toBe(true)

    await rejectThenDisconnect(
      dapp.request({ method: 'polkadot_signMessage', params: { address: polkadot, message: 'No, Polkadot' } }, POLKADOT_WESTEND),
      'No, Polkadot',
    )
  }, 30_000)
})
