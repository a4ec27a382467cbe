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

    const declined = dapp.request({ method: 'personal_sign', params: [toHex('No, thanks'), ADDRESS] }, 'eip155:31337')
    const declinedError = declined.catch((error: unknown) => error)
    await page.getByText('No, thanks', { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Reject' }).click()
    expect(await declinedError).toMatchObject({ code: 4001 })

    const ended = new Promise((resolve) => dapp.once('session_delete', resolve))
    await page.getByRole('button', { name: 'Disconnect' }).click()
    await ended
    expect(offLoopback).toEqual([])
  }, 20_000)
})
