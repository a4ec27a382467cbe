// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SOLANA_DEV_ACCOUNTS, SOLANA_DEVNET } from '../solana/cluster.mjs'
import { startDevWalletPage, type DevWalletPage } from './page-server.mjs'

describe('GET /solana-wallet.js', () => {
  let page: DevWalletPage
  const rpcUrl = 'http://127.0.0.1:18999'

  beforeAll(async () => {
    page = await startDevWalletPage({ port: 0, relayUrl: 'ws://127.0.0.1:1', chains: [], solanaRpcUrl: rpcUrl })
  })
  afterAll(() => page?.close())

  it('serves the init script of a Solana wallet holding dev account 3, loadable from any origin', async () => {
    const response = await fetch(`${page.url}/solana-wallet.js`, { headers: { origin: 'http://127.0.0.1:5173' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    const script = await response.text()
    expect(script).toContain(SOLANA_DEV_ACCOUNTS[3]!.address)
    expect(script).toContain('Tessera Dev Wallet (Solana)')
    expect(script).toContain(SOLANA_DEVNET.caipNetworkId)
    expect(script).toContain(rpcUrl)
    expect(script).not.toContain(SOLANA_DEV_ACCOUNTS[0]!.seed)
    expect(script).not.toContain('"binding"')
    // It must run as a classic script: no module syntax left in it.
    expect(() => new Function(script)).not.toThrow()
  })
})
