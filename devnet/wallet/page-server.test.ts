// @vitest-environment node
import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { describeDevnet } from '../describe.mjs'
import type { Devnet } from '../index.mjs'
import { DEV_WALLET_ENTRY_NAME, sha256 } from '../registry/fixture.mjs'
import { startRelay } from '../relay/index.mjs'
import { SOLANA_DEV_ACCOUNTS, SOLANA_DEVNET } from '../solana/cluster.mjs'
import { TEST_WALLET_ADDRESSES } from '../test-wallet.mjs'
import { BITCOIN_DEV_MNEMONIC } from './bitcoin.mjs'
import { COSMOS_DEV_PRIVATE_KEY } from './cosmos.mjs'
import type { DevWalletPageConfig } from './page-server.mjs'
import { POLKADOT_DEV_SURI } from './polkadot.mjs'
import { startTestDevnet } from '../test-devnet.mjs'


describe('relay, dev wallet and registry as devnet services', () => {
  let devnet: Devnet
  const url = (key: string) => devnet.services[key]!.url

  beforeAll(async () => {
    devnet = await startTestDevnet({ relayPort: 0, devWalletPort: 0, registryPort: 0 })
  }, 20_000)
  afterAll(() => devnet?.stop())

  it('starts each by default, wired to the others, and lists them', async () => {
    expect(Object.keys(devnet.services)).toEqual(['chainA', 'chainB', 'relay', 'devWallet', 'registry'])
    expect(url('relay')).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/)
    expect(await (await fetch(url('relay').replace('ws:', 'http:'))).json()).toEqual({
      relay: 'tessera-devnet',
      dropped: false,
      connections: 0,
    })
    const table = describeDevnet(devnet)
    for (const name of ['WalletConnect relay', 'Dev wallet (WalletConnect)', 'Wallet registry']) expect(table).toContain(name)

    const config = (await (await fetch(`${url('devWallet')}/config.json`)).json()) as DevWalletPageConfig
    expect(config.relayUrl).toBe(url('relay'))
    expect(config.chains).toEqual(devnet.chains)
    expect(config.accounts.map((account) => account.address)).toEqual([
      ...TEST_WALLET_ADDRESSES,
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    ])
    expect(config.solana).toMatchObject({
      address: SOLANA_DEV_ACCOUNTS[1]!.address,
      seed: SOLANA_DEV_ACCOUNTS[1]!.seed,
      chain: { id: SOLANA_DEVNET.caipNetworkId, rpcUrl: `http://127.0.0.1:${process.env[SOLANA_DEVNET.portEnv] || SOLANA_DEVNET.defaultPort}` },
    })
    expect(config.bitcoin).toEqual({ label: expect.any(String), mnemonic: BITCOIN_DEV_MNEMONIC, esploraUrl: `http://127.0.0.1:${process.env.DEVNET_BITCOIN_PORT || 8794}` })
    expect(config.polkadot.suri).toBe(POLKADOT_DEV_SURI)
    expect(config.cosmos.privateKey).toBe(COSMOS_DEV_PRIVATE_KEY)
    // The tab sends solana_signAndSendTransaction to the cluster itself, and sendTransfer to the Bitcoin ledger.
    const csp = (await fetch(url('devWallet'))).headers.get('content-security-policy')
    expect(csp).toContain(config.solana.chain.rpcUrl)
    expect(csp).toContain(config.bitcoin.esploraUrl)

    const query = `projectId=tessera-devnet-project&st=appkit&sv=test&include=${sha256(DEV_WALLET_ENTRY_NAME)}`
    const { data } = (await (await fetch(`${url('registry')}/getWallets?${query}`)).json()) as { data: { webapp_link: string }[] }
    expect(data[0]?.webapp_link).toBe(`${url('devWallet')}/`)
  })

  it('serves the dev wallet page, for a pasted URI or a kit’s /wc?uri= link, and bundles its script', async () => {
    for (const path of ['/', '/wc?uri=wc%3Aabc%402']) {
      const page = await fetch(`${url('devWallet')}${path}`)
      expect(page.status, path).toBe(200)
      expect(page.headers.get('content-security-policy')).toContain(`connect-src 'self' ${url('relay')}`)
      expect(await page.text()).toContain('<title>Tessera Dev Wallet</title>')
    }
    const script = await fetch(`${url('devWallet')}/app.js`)
    expect(script.status).toBe(200)
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    const code = await script.text()
    expect(code).toContain('wc_sessionPropose')
    expect(code).not.toMatch(/from\s*["'](node:|events["'])/)
    expect((await fetch(`${url('devWallet')}/missing.js`)).status).toBe(404)
    expect((await fetch(`${url('devWallet')}/secret`)).status).toBe(404)
  }, 20_000)

  it('refuses a taken port with a message that says what to change', async () => {
    const { port } = new URL(url('relay').replace('ws:', 'http:'))
    await expect(startRelay({ port: Number(port) })).rejects.toThrow(
      `Cannot start the WalletConnect relay: 127.0.0.1:${port} is already in use by another program. ` +
        'Stop it (a devnet still running?), or set DEVNET_RELAY_PORT to another port.',
    )
  })
})
