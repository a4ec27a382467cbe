import { describe, expect, it, vi } from 'vitest'
import { MAX_TOKENS, sleep, TokenBalanceUnavailableError, type CaipNetwork, type Connector, type TokenBalance } from '../../kernel/index.js'
import { drive, jsonResponse, testNetworks } from '../../kernel/testing/index.js'
import { NATIVE_TOKEN_PLACEHOLDER } from './prices.js'
import { createTestApi } from './test-api.js'
import { createFakeProvider } from './test-provider.js'
import { createTokenBalancesReader, PORTFOLIO_CACHE_MS } from './token-balances.js'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const BALANCE_PATH = `/v1/account/${ADDRESS}/balance`

const apiToken = (symbol: string, decimals: string, extra: Partial<TokenBalance> = {}): TokenBalance => ({
  name: symbol,
  symbol,
  chainId: 'eip155:1',
  address: `eip155:1:0x${symbol.length.toString().repeat(40)}`,
  value: 10,
  price: 2,
  quantity: { decimals, numeric: '5' },
  iconUrl: `https://img.test/${symbol}.svg`,
  ...extra,
})

function setup(options: Parameters<typeof createTestApi>[0] = {}) {
  const api = createTestApi(options)
  const nativeBalance = vi.fn(async () => ({ balance: '1.5', symbol: 'ETH' }))
  const read = createTokenBalancesReader({ http: api.http, clock: api.clock, log: api.log, projectId: 'proj', nativeBalance })
  const ask = (p: { caipNetwork?: CaipNetwork; forceUpdate?: boolean; connector?: Connector; requestedAt?: number } = {}) =>
    drive(
      api.clock,
      read({
        address: ADDRESS,
        caipNetwork: p.caipNetwork ?? testNetworks.mainnet,
        forceUpdate: p.forceUpdate ?? false,
        signal: api.signal,
        connector: p.connector,
        requestedAt: p.requestedAt,
      }),
    )
  return { ...api, nativeBalance, ask }
}

describe('eip155 token balances', () => {
  it('reads the data API with currency, chainId and forceUpdate, dropping decimals-0 tokens', async () => {
    const { fake, ask, nativeBalance } = setup()
    fake.route(BALANCE_PATH, jsonResponse({ balances: [apiToken('DUSD', '6'), apiToken('ZERO', '0'), apiToken('TSR', '18')] }))
    expect((await ask()).map((t) => t.symbol)).toEqual(['DUSD', 'TSR'])
    const [call] = fake.callsTo(BALANCE_PATH)
    expect(Object.fromEntries(call!.url.searchParams)).toMatchObject({ currency: 'usd', chainId: 'eip155:1', forceUpdate: 'false' })
    expect(nativeBalance).not.toHaveBeenCalled()
    expect(fake.callsTo('/v1/fungible/price')).toEqual([])
  })

  it('prefers the wallet’s own assets when it offers discovery, and then asks no service', async () => {
    const { fake, ask } = setup()
    const provider = createFakeProvider({
      wallet_getCapabilities: () => ({ '0x1': { assetDiscovery: { supported: true } } }),
      wallet_getAssets: () => ({
        '0x1': [{ address: 'native', balance: '0x0de0b6b3a7640000', type: 'NATIVE', metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, price: 3000, iconUrl: 'https://img.test/eth.png' } }],
      }),
    })
    const connector: Connector = { id: 'w', name: 'W', type: 'ANNOUNCED', chain: 'eip155', connect: async () => ({ accounts: [], chainId: 1 }), disconnect: async () => {}, getProvider: async () => provider }
    expect(await ask({ connector })).toEqual([expect.objectContaining({ symbol: 'ETH', value: 3000, quantity: { decimals: '18', numeric: '1' } })])
    expect(fake.calls).toEqual([])
  })

  it('falls back to the data API when the wallet’s answer is rejected', async () => {
    const { fake, ask } = setup()
    const provider = createFakeProvider({
      wallet_getCapabilities: () => ({ '0x1': { assetDiscovery: { supported: true } } }),
      wallet_getAssets: () => ({ '0x1': [{ address: 'native', balance: 'lots', type: 'NATIVE', metadata: {} }] }),
    })
    const connector: Connector = { id: 'w', name: 'W', type: 'ANNOUNCED', chain: 'eip155', connect: async () => ({ accounts: [], chainId: 1 }), disconnect: async () => {}, getProvider: async () => provider }
    fake.route(BALANCE_PATH, jsonResponse({ balances: [apiToken('DUSD', '6')] }))
    expect((await ask({ connector })).map((t) => t.symbol)).toEqual(['DUSD'])
  })

  it('keeps a portfolio 30 s per address and network; forceUpdate reads again', async () => {
    const { fake, ask, clock } = setup({ supported: ['eip155:1', 'eip155:10'] })
    fake.route(BALANCE_PATH, jsonResponse({ balances: [apiToken('DUSD', '6')] }))
    await ask()
    clock.advance(PORTFOLIO_CACHE_MS - 1)
    await ask()
    expect(fake.callsTo(BALANCE_PATH)).toHaveLength(1)
    await ask({ caipNetwork: testNetworks.optimism })
    expect(fake.callsTo(BALANCE_PATH)).toHaveLength(2)
    clock.advance(1)
    await ask()
    expect(fake.callsTo(BALANCE_PATH)).toHaveLength(3)
    await ask({ forceUpdate: true })
    const calls = fake.callsTo(BALANCE_PATH)
    expect(calls).toHaveLength(4)
    expect(calls[3]!.url.searchParams.get('forceUpdate')).toBe('true')
  })

  it('dates a portfolio from the request, so a slow answer still expires 30 s after it was asked for', async () => {
    const { fake, ask, clock } = setup()
    fake.route(BALANCE_PATH, async () => {
      await sleep(clock, 5000)
      return jsonResponse({ balances: [apiToken('DUSD', '6')] })
    })
    await ask()
    expect(clock.now()).toBe(5000)
    clock.advance(PORTFOLIO_CACHE_MS - 5000)
    await ask()
    expect(fake.callsTo(BALANCE_PATH).map((c) => c.at)).toEqual([0, PORTFOLIO_CACHE_MS])
  })

  it("dates a portfolio from the kernel's requestedAt, so the kernel's 30 s refresh never finds it fresh", async () => {
    const { fake, ask, clock } = setup()
    fake.route(BALANCE_PATH, jsonResponse({ balances: [apiToken('DUSD', '6')] }))
    const requestedAt = clock.now()
    clock.advance(3) // the kernel asked; the reader got to it a moment later
    await ask({ requestedAt })
    clock.advance(PORTFOLIO_CACHE_MS - 3)
    await ask({ requestedAt: clock.now() })
    expect(fake.callsTo(BALANCE_PATH)).toHaveLength(2)
  })

  it('on a network the data API does not serve: Token Balance Unavailable, carrying the RPC native balance', async () => {
    const { fake, ask, nativeBalance, signal } = setup({ supported: ['eip155:10'] })
    fake.route('/v1/fungible/price', jsonResponse({ fungibles: [] }))
    const error = await ask().then(
      () => undefined,
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(TokenBalanceUnavailableError)
    expect((error as TokenBalanceUnavailableError).shortMessage).toBe('Token Balance Unavailable')
    expect((error as TokenBalanceUnavailableError).fallback).toEqual([
      { name: 'Ether', symbol: 'ETH', chainId: 'eip155:1', value: 0, price: 0, quantity: { decimals: '18', numeric: '1.5' } },
    ])
    expect(nativeBalance).toHaveBeenCalledWith({ address: ADDRESS, caipNetwork: testNetworks.mainnet, forceUpdate: false, signal })
    expect(fake.callsTo(BALANCE_PATH)).toEqual([])
    // The price call is gated like every data call: not sent for this network.
    expect(fake.callsTo('/v1/fungible/price')).toEqual([])
  })

  it('prices tokens the balance path left unpriced with POST /v1/fungible/price', async () => {
    const { fake, ask } = setup()
    fake.route(BALANCE_PATH, jsonResponse({ balances: [] }, { status: 500 }))
    fake.route('/v1/fungible/price', jsonResponse({ fungibles: [{ name: 'Ether', symbol: 'ETH', price: 2000, address: `eip155:1:${NATIVE_TOKEN_PLACEHOLDER}` }] }))
    // The balance service failed (Token Balance Unavailable), yet what the RPC gave is still priced.
    const [eth] = await ask().catch((e: unknown) => (e as TokenBalanceUnavailableError).fallback)
    expect(eth).toMatchObject({ symbol: 'ETH', price: 2000, value: 3000 })
    const [priceCall] = fake.callsTo('/v1/fungible/price')
    expect(priceCall!.body).toEqual({ currency: 'usd', addresses: [`eip155:1:${NATIVE_TOKEN_PLACEHOLDER}`], projectId: 'proj' })
  })

  it('lists a token without a price when pricing fails', async () => {
    const { fake, ask } = setup()
    fake.route(BALANCE_PATH, jsonResponse({ balances: [apiToken('ODD', '18', { price: 0, value: 0 })] }))
    fake.route('/v1/fungible/price', new Response('not json'))
    expect(await ask()).toEqual([expect.objectContaining({ symbol: 'ODD', price: 0, value: 0 })])
  })

  it('with no data API configured sends nothing and reads the RPC', async () => {
    const { fake, ask, nativeBalance } = setup({ apiUrl: null })
    expect((await ask()).map((t) => [t.symbol, t.quantity.numeric])).toEqual([['ETH', '1.5']])
    expect(nativeBalance).toHaveBeenCalledTimes(1)
    expect(fake.calls).toEqual([])
  })

  it('rejects when even the RPC fails, and caches nothing', async () => {
    const { ask, nativeBalance } = setup({ apiUrl: null })
    nativeBalance.mockRejectedValueOnce(new Error('rpc down'))
    await expect(ask()).rejects.toThrow('rpc down')
    await expect(ask()).resolves.toHaveLength(1)
    expect(nativeBalance).toHaveBeenCalledTimes(2)
  })

  it.each([
    ['a negative value', { value: -1e10 }],
    ['a negative price', { price: -2 }],
    ['a quantity a float reads as Infinity', { quantity: { decimals: '18', numeric: '1e400' } }],
    ['a negative quantity', { quantity: { decimals: '18', numeric: '-5' } }],
    ['a quantity that is not a number', { quantity: { decimals: '18', numeric: 'lots' } }],
  ])('refuses a data API answer with %s: the RPC balance shows instead, as Token Balance Unavailable', async (_, bad) => {
    const { fake, ask, nativeBalance } = setup()
    fake.route(BALANCE_PATH, jsonResponse({ balances: [apiToken('DUSD', '6'), apiToken('BAD', '18', bad as Partial<TokenBalance>)] }))
    fake.route('/v1/fungible/price', jsonResponse({ fungibles: [] }))
    const error = await ask().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TokenBalanceUnavailableError)
    expect((error as TokenBalanceUnavailableError).fallback.map((t) => t.symbol)).toEqual(['ETH'])
    expect(nativeBalance).toHaveBeenCalledTimes(1)
  })

  it(`refuses a data API list of more than ${MAX_TOKENS} tokens, and takes one of exactly that many`, async () => {
    const { fake, ask } = setup()
    const tokens = (n: number) => Array.from({ length: n }, (_, i) => apiToken(`T${i}`, '18'))
    let count = MAX_TOKENS + 1
    fake.route(BALANCE_PATH, () => jsonResponse({ balances: tokens(count) }))
    fake.route('/v1/fungible/price', jsonResponse({ fungibles: [] }))
    await expect(ask()).rejects.toBeInstanceOf(TokenBalanceUnavailableError)
    count = MAX_TOKENS
    await expect(ask({ forceUpdate: true })).resolves.toHaveLength(MAX_TOKENS)
  })

  it('ignores a negative price from the price service', async () => {
    const { fake, ask } = setup()
    fake.route(BALANCE_PATH, jsonResponse({ balances: [apiToken('ODD', '18', { price: 0, value: 0 })] }))
    fake.route('/v1/fungible/price', jsonResponse({ fungibles: [{ name: 'ODD', symbol: 'ODD', price: -3, address: 'eip155:1:0x3333333333333333333333333333333333333333' }] }))
    expect(await ask()).toEqual([expect.objectContaining({ symbol: 'ODD', price: 0, value: 0 })])
  })
})
