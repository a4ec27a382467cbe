// @vitest-environment node
// Node, not the DOM: @solana/kit's Node build (what vitest resolves) needs Node's own AbortController.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TokenBalanceUnavailableError, type CaipNetwork } from '../../kernel/index.js'
import { createTestKit, kitInternals } from '../../kernel/testing/index.js'
import { defineSolanaNetwork } from './define-network.js'
import { solanaDevnet, solanaLocal } from './networks.js'
import { solana } from './plugin.js'
import { ALICE, BOB } from './test-wallet.js'

const CAROL = '8apBKiED8sFLDqPM5mksCBAvw9eLf5qnHKzFwrHYGL6Y'

/** A real JSON-RPC endpoint and data API, so the reads run through @solana/kit's transport and the kit's HTTP client. */
let server: Server
let url = ''
const lamports = new Map<string, string>([[ALICE, '1234567890'], [BOB, '5'], [CAROL, '9007199254740993']])
const calls: { path: string; method?: string }[] = []
let apiAnswer: { status: number; body: unknown } = { status: 200, body: { balances: [] } }
beforeAll(async () => {
  server = createServer((req, res) => {
    let body = ''
    req.on('data', (c) => (body += c))
    req.on('end', () => {
      res.setHeader('content-type', 'application/json')
      const path = new URL(req.url ?? '/', 'http://x').pathname
      if (path === '/v1/supported-chains') return res.end(JSON.stringify({ http: [solanaDevnet.caipNetworkId], ws: [] }))
      if (path.startsWith('/v1/account/')) {
        calls.push({ path })
        res.statusCode = apiAnswer.status
        return res.end(JSON.stringify(apiAnswer.body))
      }
      const call = JSON.parse(body) as { id: number; method: string; params: unknown[] }
      calls.push({ path, method: call.method })
      // Written by hand: a lamport count past 2^53 must reach the client as the digits the server sent.
      res.end(`{"jsonrpc":"2.0","id":${JSON.stringify(call.id)},"result":{"context":{"slot":1},"value":${lamports.get(String(call.params[0])) ?? '0'}}}`)
    })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((r) => server.close(() => r())))

const local = (): CaipNetwork => defineSolanaNetwork({ reference: String(solanaLocal.id), name: solanaLocal.name, rpcUrls: [`${url}/rpc`], testnet: true })
const devnet = (): CaipNetwork => ({ ...solanaDevnet, rpcUrls: { default: { http: [`${url}/rpc`] } } })

async function adapterOf(options: Parameters<typeof createTestKit>[0] = {}) {
  const { kit } = createTestKit({ networks: [local(), devnet()], plugins: [solana()], ...options })
  await kit.ready
  return kitInternals(kit).adapters.get('solana')!
}
const signal = () => new AbortController().signal

describe('solana adapter', () => {
  it('carries the namespace’s rules', async () => {
    const adapter = await adapterOf({ customRpcUrls: { [solanaLocal.caipNetworkId]: [{ url: 'https://custom.rpc.test' }] } })
    expect(adapter.isAddress!(ALICE)).toBe(true)
    expect(adapter.isAddress!('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBe(false)
    expect(adapter.chainReference!(solanaDevnet.caipNetworkId)).toBe(solanaDevnet.id)
    expect(adapter.rpcUrls!(local())).toEqual(['https://custom.rpc.test', `${url}/rpc`])
    expect(adapter.pairing).toEqual({ methods: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction', 'solana_signAllTransactions'], events: [] })
    expect(adapter.addressExplorerUrl!({ address: ALICE, caipNetwork: solanaDevnet })).toBe(`https://explorer.solana.com/address/${ALICE}?cluster=devnet`)
    expect(adapter.addressExplorerUrl!({ address: ALICE, caipNetwork: solanaLocal })).toBe(
      `https://explorer.solana.com/address/${ALICE}?cluster=custom&customUrl=http%3A%2F%2F127.0.0.1%3A8899`,
    )
  })

  it('reads the SOL balance over the cluster’s RPC, exactly, and caches it', async () => {
    const adapter = await adapterOf()
    await expect(adapter.getBalance!({ address: ALICE, caipNetwork: local(), signal: signal() })).resolves.toEqual({ balance: '1.23456789', symbol: 'SOL' })
    await expect(adapter.getBalance!({ address: CAROL, caipNetwork: local(), forceUpdate: true })).resolves.toEqual({ balance: '9007199.254740993', symbol: 'SOL' })
    const before = calls.length
    await adapter.getBalance!({ address: ALICE, caipNetwork: local() })
    expect(calls.length).toBe(before)
  })

  it('falls back to the next RPC URL when one fails', async () => {
    const adapter = await adapterOf({ customRpcUrls: { [solanaLocal.caipNetworkId]: [{ url: 'http://127.0.0.1:9/' }] } })
    await expect(adapter.getBalance!({ address: BOB, caipNetwork: local(), forceUpdate: true })).resolves.toEqual({ balance: '0.000000005', symbol: 'SOL' })
  })

  it('without a data API, the tokens are the native balance', async () => {
    const adapter = await adapterOf()
    const tokens = await adapter.getTokenBalances!({ address: ALICE, caipNetwork: local(), forceUpdate: true, signal: signal() })
    expect(tokens.map((t) => [t.symbol, t.chainId, t.quantity])).toEqual([['SOL', solanaLocal.caipNetworkId, { decimals: '9', numeric: '1.23456789' }]])
  })

  it('asks the data API for a cluster it serves, dropping 0-decimal tokens', async () => {
    const adapter = await adapterOf({ apiUrl: url })
    const token = (symbol: string, decimals: string) => ({ name: symbol, symbol, chainId: solanaDevnet.caipNetworkId, value: 1, price: 1, quantity: { decimals, numeric: '1' } })
    apiAnswer = { status: 200, body: { balances: [token('SOL', '9'), token('NFT', '0'), token('USDC', '6')] } }
    const tokens = await adapter.getTokenBalances!({ address: ALICE, caipNetwork: devnet(), forceUpdate: true, signal: signal() })
    expect(tokens.map((t) => t.symbol)).toEqual(['SOL', 'USDC'])
    expect(calls.some((c) => c.path === `/v1/account/${ALICE}/balance`)).toBe(true)
  })

  it('a failing data API gives Token Balance Unavailable with the native balance as fallback', async () => {
    const adapter = await adapterOf({ apiUrl: url })
    apiAnswer = { status: 200, body: { balances: 'garbage' } }
    const read = adapter.getTokenBalances!({ address: ALICE, caipNetwork: devnet(), forceUpdate: true, signal: signal() })
    const error = await read.catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TokenBalanceUnavailableError)
    expect((error as TokenBalanceUnavailableError).fallback.map((t) => t.quantity.numeric)).toEqual(['1.23456789'])
  })
})
