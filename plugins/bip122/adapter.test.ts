// @vitest-environment node
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestKit, kitInternals } from '../../kernel/testing/index.js'
import { bitcoin, bitcoinRegtest } from './networks.js'
import { bip122 } from './plugin.js'
import { PAYMENT, PAYMENT_2 } from './test-wallet.js'

/** A data API serving the regtest chain, as the devnet's does: a BTC row (no token address) for funded addresses. */
let server: Server
let url = ''
const paths: string[] = []
let answer: unknown
beforeAll(async () => {
  server = createServer((req, res) => {
    res.setHeader('content-type', 'application/json')
    const path = new URL(req.url ?? '/', 'http://x').pathname
    if (path === '/v1/supported-chains') return res.end(JSON.stringify({ http: [bitcoinRegtest.caipNetworkId], ws: [] }))
    paths.push(`${path}${new URL(req.url ?? '/', 'http://x').search}`)
    res.end(JSON.stringify(answer))
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((r) => server.close(() => r())))

async function adapterOf() {
  const { kit } = createTestKit({ networks: [bitcoinRegtest, bitcoin], plugins: [bip122({ injected: false })], apiUrl: url })
  await kit.ready
  return kitInternals(kit).adapters.get('bip122')!
}
const btcRow = (numeric: string) => ({ name: 'Bitcoin', symbol: 'BTC', chainId: bitcoinRegtest.caipNetworkId, value: 1, price: 100_000, quantity: { decimals: '8', numeric } })

describe('bip122 balances', () => {
  it('reads the BTC balance from the data API’s row for the chain, one request serving the line and the token list', async () => {
    const adapter = await adapterOf()
    answer = { balances: [btcRow('0.99899')] }
    paths.length = 0
    const signal = new AbortController().signal
    const [line, tokens] = await Promise.all([
      adapter.getBalance!({ address: PAYMENT, caipNetwork: bitcoinRegtest, signal }),
      adapter.getTokenBalances!({ address: PAYMENT, caipNetwork: bitcoinRegtest, forceUpdate: false, signal }),
    ])
    expect(line).toEqual({ balance: '0.99899', symbol: 'BTC' })
    expect(tokens.map((t) => [t.symbol, t.quantity.decimals, t.quantity.numeric])).toEqual([['BTC', '8', '0.99899']])
    expect(paths).toHaveLength(1)
    expect(paths[0]).toContain(`/v1/account/${PAYMENT}/balance`)
    expect(paths[0]).toContain(`chainId=${encodeURIComponent(bitcoinRegtest.caipNetworkId)}`)
  })

  it('shows 0 for an address the API lists nothing for, and refuses a malformed answer', async () => {
    const adapter = await adapterOf()
    answer = { balances: [] }
    await expect(adapter.getBalance!({ address: PAYMENT_2, caipNetwork: bitcoinRegtest, forceUpdate: true })).resolves.toEqual({ balance: '0', symbol: 'BTC' })
    answer = { balances: [{ ...btcRow('1'), quantity: { decimals: '8', numeric: '1e400' } }] }
    await expect(adapter.getBalance!({ address: PAYMENT, caipNetwork: bitcoinRegtest, forceUpdate: true })).rejects.toThrow()
  })
})
