// @vitest-environment node
/**
 * Contract tests of the devnet's blockchain data API, written from the spec's §7 table and the devnet brief (not from
 * any client), against a real devnet: both anvil chains with the tokens deployed, and the server, on free ports.
 */
import net from 'node:net'
import { createWalletClient, erc20Abi, http, parseEther, parseUnits, type Address } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { TOKEN_HOLDER_DEV_ACCOUNTS } from '../dev-accounts.mjs'
import type { Devnet } from '../index.mjs'
import { TEST_WALLET_ADDRESSES } from '../test-wallet.mjs'
import { DEVNET_TOKENS } from '../tokens.mjs'
import { dataApiControls, type DataApiControls } from './controls.mjs'
import { dataApiService } from './service.mjs'
import { startTestDevnet } from '../test-devnet.mjs'
import { rpcRequest } from '../json-rpc.mjs'
import { SOLANA_DEV_ACCOUNTS, SOLANA_DEV_BALANCE_LAMPORTS, SOLANA_DEVNET } from '../solana/cluster.mjs'
import { SOLANA_DEV_TOKEN } from '../solana/spl-token.mjs'

/** The relay, dev wallet and registry stay out: they would take their fixed ports. */

const PROJECT_ID = 'tessera-devnet-project'
const SDK = { projectId: PROJECT_ID, st: 'appkit', sv: 'html-wagmi-4.2.2' }
const [DUSD, TSR, ZERO] = DEVNET_TOKENS as [(typeof DEVNET_TOKENS)[0], (typeof DEVNET_TOKENS)[0], (typeof DEVNET_TOKENS)[0]]
const WALLET = TEST_WALLET_ADDRESSES[0] as Address
const DEV_ACCOUNT_1 = TOKEN_HOLDER_DEV_ACCOUNTS[1] as Address
const SEEDED_NAME = 'tessera-tester.eth'

// -- Response shapes, from spec §3 (token balance) and §7, and the hosted API's error format ----------------------
const caip2 = z.string().regex(/^(eip155:\d+|solana:[1-9A-HJ-NP-Za-km-z]{32})$/)
const caip10 = z.string().regex(/^(eip155:\d+:0x[0-9a-fA-F]{40}|solana:[1-9A-HJ-NP-Za-km-z]{32}:[1-9A-HJ-NP-Za-km-z]{32,44})$/)
const ErrorBody = z.object({
  status: z.literal('FAILED'),
  reasons: z.array(z.object({ field: z.string(), description: z.string().min(1) })).min(1),
})
const SupportedChains = z.strictObject({ http: z.array(caip2), ws: z.array(caip2) })
const Balance = z.strictObject({
  name: z.string().min(1),
  symbol: z.string().min(1),
  chainId: caip2,
  address: caip10.optional(),
  value: z.number().nonnegative(),
  price: z.number().nonnegative(),
  quantity: z.strictObject({ decimals: z.string().regex(/^\d+$/), numeric: z.string().regex(/^\d+(\.\d+)?$/) }),
  iconUrl: z.url(),
})
const BalanceResponse = z.strictObject({ balances: z.array(Balance) })
const PriceResponse = z.strictObject({
  fungibles: z.array(
    z.strictObject({
      name: z.string(),
      symbol: z.string(),
      iconUrl: z.url(),
      price: z.number(),
      decimals: z.number().int(),
      address: caip10,
    }),
  ),
})
const IdentityResponse = z.strictObject({ name: z.string().nullable(), avatar: z.string().nullable() })
const ReverseResponse = z.array(
  z.strictObject({
    name: z.string(),
    registered: z.number().int(),
    updated: z.number().int(),
    addresses: z.record(z.string(), z.object({ address: z.string().regex(/^0x[0-9a-fA-F]{40}$/), created: z.string() })),
    attributes: z.array(z.record(z.string(), z.string())),
  }),
)

let devnet: Devnet
let baseUrl: string
let controls: DataApiControls


/** A data API call with projectId, st and sv unless `query` overrides them (undefined drops one). */
function call(
  path: string,
  { query = {}, method = 'GET', body, headers, signal }: {
    query?: Record<string, string | undefined>
    method?: string
    body?: unknown
    headers?: Record<string, string>
    signal?: AbortSignal
  } = {},
) {
  const url = new URL(path, baseUrl)
  for (const [key, value] of Object.entries({ ...SDK, ...query })) if (value !== undefined) url.searchParams.set(key, value)
  return fetch(url, {
    method,
    signal,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  })
}

async function balances(address: string, chainId?: string) {
  const response = await call(`/v1/account/${address}/balance`, { query: { currency: 'usd', chainId } })
  expect(response.status).toBe(200)
  return BalanceResponse.parse(await response.json()).balances
}

async function until<T>(probe: () => Promise<T | undefined>, what: string): Promise<T> {
  const deadline = Date.now() + 3_000
  for (;;) {
    const value = await probe()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

beforeAll(async () => {
  devnet = await startTestDevnet({ solanaPort: 0, dataApiPort: 0 })
  baseUrl = devnet.services.dataApi!.url
  controls = dataApiControls(baseUrl)
}, 30_000)

afterAll(async () => {
  await devnet?.stop()
})

beforeEach(async () => {
  await controls.reset()
})

describe('GET /v1/supported-chains', () => {
  it('lists the devnet chains and no public network', async () => {
    const response = await call('/v1/supported-chains')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    const body = SupportedChains.parse(await response.json())
    expect(body.http).toEqual(['eip155:31337', 'eip155:31338', SOLANA_DEVNET.caipNetworkId])
    for (const publicNetwork of ['eip155:1', 'eip155:11155111', 'eip155:8453']) {
      expect(body.http).not.toContain(publicNetwork)
    }
  })
})

describe('projectId, st and sv on every call', () => {
  const endpoints: [string, { method?: string; body?: unknown; query?: Record<string, string> }][] = [
    ['/v1/supported-chains', {}],
    [`/v1/account/${WALLET}/balance`, { query: { currency: 'usd', chainId: 'eip155:31337' } }],
    ['/v1/fungible/price', { method: 'POST', body: { currency: 'usd', addresses: [`eip155:31337:${DUSD.address}`] } }],
    [`/v1/identity/${WALLET}`, { query: { sender: WALLET } }],
    [`/v1/profile/reverse/${WALLET}`, {}],
  ]

  it.each(endpoints)('%s: no projectId is 401, an unknown one 403, no st or sv 400', async (path, options) => {
    const missing = await call(path, { ...options, query: { ...options.query, projectId: undefined } })
    expect(missing.status).toBe(401)
    expect(ErrorBody.parse(await missing.json()).reasons[0]).toEqual({ field: 'projectId', description: 'Project ID is required' })

    const unknown = await call(path, { ...options, query: { ...options.query, projectId: 'not-a-project' } })
    expect(unknown.status).toBe(403)
    expect(ErrorBody.parse(await unknown.json()).reasons[0]?.field).toBe('projectId')

    for (const name of ['st', 'sv']) {
      const response = await call(path, { ...options, query: { ...options.query, [name]: undefined } })
      expect(response.status).toBe(400)
      expect(ErrorBody.parse(await response.json()).reasons[0]?.field).toBe(name)
    }

    expect((await call(path, options)).status).toBe(200)
  })

  it('serves token icons and avatars without a projectId, as images', async () => {
    for (const file of ['token/eth.svg', 'token/dusd.svg', 'token/tsr.svg', 'token/zero.svg', 'avatar/tessera-tester.svg']) {
      const response = await fetch(`${baseUrl}/v1/assets/${file}`)
      expect(response.status, file).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/svg+xml')
      expect(await response.text()).toMatch(/^<svg /)
    }
    expect((await fetch(`${baseUrl}/v1/assets/token/nope.svg`)).status).toBe(404)
  })

  it('answers an unknown path with a JSON 404 and a wrong method with 405', async () => {
    const unknown = await call('/v1/no-such-thing')
    expect(unknown.status).toBe(404)
    ErrorBody.parse(await unknown.json())
    const wrongMethod = await call('/v1/supported-chains', { method: 'DELETE' })
    expect(wrongMethod.status).toBe(405)
    expect(wrongMethod.headers.get('allow')).toBe('GET')
  })
})

describe('GET /v1/account/{address}/balance', () => {
  it("reads the test wallet's tokens from the chain, the decimals-0 token included", async () => {
    const list = await balances(WALLET, 'eip155:31337')
    const bySymbol = Object.fromEntries(list.map((balance) => [balance.symbol, balance]))
    expect(Object.keys(bySymbol).sort()).toEqual(['DUSD', 'TSR', 'ZERO'])
    expect(bySymbol.DUSD).toMatchObject({
      name: 'Devnet USD',
      chainId: 'eip155:31337',
      address: `eip155:31337:${DUSD.address}`,
      quantity: { decimals: '6', numeric: '1250.5' },
      price: 1,
      value: 1250.5,
    })
    expect(bySymbol.TSR).toMatchObject({ address: `eip155:31337:${TSR.address}`, quantity: { decimals: '18', numeric: '3.5' } })
    expect(bySymbol.ZERO).toMatchObject({ address: `eip155:31337:${ZERO.address}`, quantity: { decimals: '0', numeric: '7' } })
    expect(list.map((balance) => balance.value)).toEqual([...list.map((balance) => balance.value)].sort((a, b) => b - a))
    const icon = await fetch(bySymbol.ZERO!.iconUrl)
    expect(icon.headers.get('content-type')).toBe('image/svg+xml')
  })

  it('gives the native coin without an address, and values each holding at its price', async () => {
    const list = await balances(TOKEN_HOLDER_DEV_ACCOUNTS[0]!, 'eip155:31338')
    const native = list.find((balance) => balance.symbol === 'ETH')
    expect(native).toBeDefined()
    expect(native).not.toHaveProperty('address')
    expect(native).toMatchObject({ chainId: 'eip155:31338', quantity: { decimals: '18' } })
    for (const balance of list) expect(balance.value).toBeCloseTo(Number(balance.quantity.numeric) * balance.price, 6)
  })

  it("gives a Solana dev account's SOL and SPL DUSD on the local cluster, valued at their prices", async () => {
    const list = await balances(SOLANA_DEV_ACCOUNTS[0]!.address, SOLANA_DEVNET.caipNetworkId)
    expect(list).toEqual([
      {
        name: 'Solana',
        symbol: 'SOL',
        chainId: SOLANA_DEVNET.caipNetworkId,
        address: `${SOLANA_DEVNET.caipNetworkId}:11111111111111111111111111111111`,
        value: Number(SOLANA_DEV_BALANCE_LAMPORTS / 1_000_000_000n) * 150,
        price: 150,
        quantity: { decimals: '9', numeric: String(SOLANA_DEV_BALANCE_LAMPORTS / 1_000_000_000n) },
        iconUrl: `${baseUrl}/v1/assets/token/sol.svg`,
      },
      {
        name: 'Devnet USD',
        symbol: 'DUSD',
        chainId: SOLANA_DEVNET.caipNetworkId,
        address: `${SOLANA_DEVNET.caipNetworkId}:${SOLANA_DEV_TOKEN.mint}`,
        value: 1000,
        price: 1,
        quantity: { decimals: '6', numeric: '1000' },
        iconUrl: `${baseUrl}/v1/assets/token/dusd.svg`,
      },
    ])
    expect((await fetch(list[0]!.iconUrl)).headers.get('content-type')).toBe('image/svg+xml')
  })

  it('reads SOL from the cluster at call time, and refuses an address that is not base58', async () => {
    const fresh = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'
    expect(await balances(fresh, SOLANA_DEVNET.caipNetworkId)).toEqual([])
    await rpcRequest(devnet.solana!.rpcUrl, 'requestAirdrop', [fresh, 1_500_000_000])
    const [sol] = await balances(fresh, SOLANA_DEVNET.caipNetworkId)
    expect(sol).toMatchObject({ symbol: 'SOL', quantity: { decimals: '9', numeric: '1.5' }, value: 225 })
    const invalid = await call('/v1/account/0OIl/balance', { query: { currency: 'usd', chainId: SOLANA_DEVNET.caipNetworkId } })
    expect(invalid.status).toBe(400)
  })

  it('reflects a transfer made on anvil a moment before', async () => {
    const recipient = privateKeyToAddress(generatePrivateKey())
    expect(await balances(recipient, 'eip155:31337')).toEqual([])

    const chain = devnet.chains[0]!
    const wallet = createWalletClient({ account: DEV_ACCOUNT_1, transport: http(chain.rpcUrl) })
    const walletChain = { id: chain.id, name: chain.name, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [chain.rpcUrl] } } }
    await wallet.writeContract({ chain: walletChain, address: TSR.address, abi: erc20Abi, functionName: 'transfer', args: [recipient, parseUnits('2.5', 18)] })
    await wallet.sendTransaction({ chain: walletChain, to: recipient, value: parseEther('0.75') })

    const after = await balances(recipient, 'eip155:31337')
    expect(after.map(({ symbol, quantity }) => [symbol, quantity.numeric])).toEqual([
      ['ETH', '0.75'],
      ['TSR', '2.5'],
    ])
    // The other chain saw nothing.
    expect(await balances(recipient, 'eip155:31338')).toEqual([])
  })

  it('covers every devnet chain when no chainId is given', async () => {
    const list = await balances(WALLET)
    expect(new Set(list.map((balance) => balance.chainId))).toEqual(new Set(['eip155:31337', 'eip155:31338']))
    expect(list).toHaveLength(6)
  })

  it('answers an empty list for a chain it does not support', async () => {
    for (const chainId of ['eip155:1', 'eip155:11155111', 'eip155:8453', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp']) {
      const response = await call(`/v1/account/${WALLET}/balance`, { query: { currency: 'usd', chainId } })
      expect(response.status, chainId).toBe(200)
      expect(await response.json()).toEqual({ balances: [] })
    }
  })

  it('refuses a malformed address, chainId or currency with 400', async () => {
    const cases: [string, Record<string, string | undefined>, string][] = [
      ['/v1/account/0x1234/balance', { currency: 'usd', chainId: 'eip155:31337' }, 'address'],
      [`/v1/account/${WALLET}/balance`, { currency: 'usd', chainId: '31337' }, 'chainId'],
      [`/v1/account/${WALLET}/balance`, { chainId: 'eip155:31337' }, 'currency'],
      [`/v1/account/${WALLET}/balance`, { currency: 'xyz', chainId: 'eip155:31337' }, 'currency'],
    ]
    for (const [path, query, field] of cases) {
      const response = await call(path, { query })
      expect(response.status, `${path} ${JSON.stringify(query)}`).toBe(400)
      expect(ErrorBody.parse(await response.json()).reasons[0]?.field).toBe(field)
    }
  })

  it('accepts forceUpdate and prices from the configurable table', async () => {
    await controls.setPrice('DUSD', 0.99)
    const response = await call(`/v1/account/${WALLET}/balance`, {
      query: { currency: 'usd', chainId: 'eip155:31337', forceUpdate: `eip155:31337:${DUSD.address}` },
    })
    const dusd = BalanceResponse.parse(await response.json()).balances.find((balance) => balance.symbol === 'DUSD')
    expect(dusd).toMatchObject({ price: 0.99, value: 1237.995 })
  })
})

describe('PUT /__devnet/extra-tokens/{address}', () => {
  it('lists that many filler tokens after the real ones, on the chain asked for, until reset', async () => {
    await controls.setExtraTokens(WALLET, 230_000)
    const response = await call(`/v1/account/${WALLET}/balance`, { query: { currency: 'usd', chainId: 'eip155:31337' } })
    const { balances: list } = (await response.json()) as { balances: { symbol: string; chainId: string; value: number }[] }
    expect(list).toHaveLength(3 + 230_000)
    expect(list.slice(0, 4).map((balance) => balance.symbol)).toEqual(['DUSD', 'TSR', 'ZERO', 'FILL0'])
    expect(list.at(-1)).toMatchObject({ symbol: 'FILL229999', chainId: 'eip155:31337', value: 0.01 })
    expect(Number(response.headers.get('content-length'))).toBeGreaterThan(10 * 1024 * 1024)
    await controls.reset()
    expect(await balances(WALLET, 'eip155:31337')).toHaveLength(3)
  })

  it('refuses a count that is not a whole number within bounds, and a bad address', async () => {
    await expect(controls.setExtraTokens(WALLET, -1)).rejects.toThrow(/count/)
    await expect(controls.setExtraTokens(WALLET, 1.5)).rejects.toThrow(/count/)
    await expect(controls.setExtraTokens('0x12', 1)).rejects.toThrow(/address/)
  })
})

describe('GET /v1/convert/gas-price', () => {
  it("answers the chain's own gas price, with faster tiers above it", async () => {
    const chain = devnet.chains[0]!
    const response = await call('/v1/convert/gas-price', { query: { chainId: `eip155:${chain.id}` } })
    expect(response.status).toBe(200)
    const body = z.strictObject({ standard: z.string(), fast: z.string(), instant: z.string() }).parse(await response.json())
    expect(BigInt(body.standard)).toBe(BigInt(String(await rpcRequest(chain.rpcUrl, 'eth_gasPrice'))))
    expect(BigInt(body.fast)).toBeGreaterThan(BigInt(body.standard))
    expect(BigInt(body.instant)).toBeGreaterThan(BigInt(body.fast))
  })

  it('refuses a network it does not run, and a malformed chainId', async () => {
    expect((await call('/v1/convert/gas-price', { query: { chainId: 'eip155:1' } })).status).toBe(400)
    expect((await call('/v1/convert/gas-price', { query: { chainId: 'nope' } })).status).toBe(400)
  })
})

describe('POST /v1/fungible/price', () => {
  it('prices the known tokens asked for, the native placeholder included, and leaves out the rest', async () => {
    const addresses = [
      `eip155:31337:${DUSD.address}`,
      `eip155:31338:${TSR.address.toLowerCase()}`,
      'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
      `eip155:31337:${privateKeyToAddress(generatePrivateKey())}`,
      `eip155:1:${DUSD.address}`,
    ]
    const response = await call('/v1/fungible/price', { method: 'POST', body: { currency: 'usd', addresses, projectId: PROJECT_ID } })
    expect(response.status).toBe(200)
    const { fungibles } = PriceResponse.parse(await response.json())
    expect(fungibles.map(({ symbol, price, decimals, address }) => ({ symbol, price, decimals, address }))).toEqual([
      { symbol: 'DUSD', price: 1, decimals: 6, address: addresses[0] },
      { symbol: 'TSR', price: 0.5, decimals: 18, address: addresses[1] },
      { symbol: 'ETH', price: 2500, decimals: 18, address: addresses[2] },
    ])
  })

  it('follows price changes made through the controls', async () => {
    await controls.setPrice('TSR', 12.5)
    const response = await call('/v1/fungible/price', { method: 'POST', body: { currency: 'usd', addresses: [`eip155:31337:${TSR.address}`] } })
    expect(PriceResponse.parse(await response.json()).fungibles[0]?.price).toBe(12.5)
  })

  it('refuses a body without addresses, with a malformed one, or that is not JSON', async () => {
    for (const body of [{ currency: 'usd' }, { currency: 'usd', addresses: ['0x1234'] }, { currency: 'usd', addresses: [] }, '{"currency":']) {
      const response = await call('/v1/fungible/price', { method: 'POST', body })
      expect(response.status, JSON.stringify(body)).toBe(400)
      ErrorBody.parse(await response.json())
    }
  })
})

describe('names: GET /v1/identity/{address} and /v1/profile/reverse/{address}', () => {
  it("resolves the test wallet's seeded name and an avatar this server serves", async () => {
    const response = await call(`/v1/identity/${WALLET}`, { query: { sender: WALLET } })
    const identity = IdentityResponse.parse(await response.json())
    expect(identity.name).toBe(SEEDED_NAME)
    const avatar = await fetch(identity.avatar!)
    expect(avatar.status).toBe(200)
    expect(avatar.headers.get('content-type')).toBe('image/svg+xml')
    // Addresses are matched in any case.
    const lower = await call(`/v1/identity/${WALLET.toLowerCase()}`)
    expect(IdentityResponse.parse(await lower.json()).name).toBe(SEEDED_NAME)
  })

  it('answers nulls for an address without a name, and 400 for a malformed one', async () => {
    const response = await call(`/v1/identity/${TEST_WALLET_ADDRESSES[1]}`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ name: null, avatar: null })
    expect((await call('/v1/identity/not-an-address')).status).toBe(400)
  })

  it('lists the seeded name in reverse lookup; none is a 404, or [] with v=2', async () => {
    const response = await call(`/v1/profile/reverse/${WALLET}`)
    expect(response.status).toBe(200)
    const names = ReverseResponse.parse(await response.json())
    expect(names).toHaveLength(1)
    expect(names[0]).toMatchObject({ name: SEEDED_NAME, addresses: { '60': { address: WALLET } }, attributes: [] })

    const none = await call(`/v1/profile/reverse/${TEST_WALLET_ADDRESSES[1]}`)
    expect(none.status).toBe(404)
    expect(ErrorBody.parse(await none.json()).reasons[0]?.field).toBe('address')
    const noneV2 = await call(`/v1/profile/reverse/${TEST_WALLET_ADDRESSES[1]}`, { query: { v: '2' } })
    expect(await noneV2.json()).toEqual([])
  })

  it('follows names set and cleared through the controls', async () => {
    const other = TEST_WALLET_ADDRESSES[1]!
    await controls.setIdentity(other, { name: 'second.eth', avatar: null })
    expect(await (await call(`/v1/identity/${other}`)).json()).toEqual({ name: 'second.eth', avatar: null })
    expect(ReverseResponse.parse(await (await call(`/v1/profile/reverse/${other}`)).json())[0]?.name).toBe('second.eth')

    expect(await controls.clearIdentity(WALLET)).toBe(true)
    expect(await (await call(`/v1/identity/${WALLET}`)).json()).toEqual({ name: null, avatar: null })
    await controls.reset()
    expect(IdentityResponse.parse(await (await call(`/v1/identity/${WALLET}`)).json()).name).toBe(SEEDED_NAME)
  })
})

describe('faults injected through /__devnet/faults', () => {
  it('answers 503 with Retry-After for exactly N calls, then normally', async () => {
    await controls.injectFault({ mode: 'status', status: 503, retryAfter: 1, count: 2, pathPrefix: '/v1/account' })
    const path = `/v1/account/${WALLET}/balance`
    const query = { currency: 'usd', chainId: 'eip155:31337' }
    for (let i = 0; i < 2; i++) {
      const response = await call(path, { query, headers: { origin: 'http://127.0.0.1:5173' } })
      expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173')
      expect(response.status).toBe(503)
      expect(response.headers.get('retry-after')).toBe('1')
      // A page may read Retry-After only if it is exposed.
      expect(response.headers.get('access-control-expose-headers')).toMatch(/Retry-After/i)
      ErrorBody.parse(await response.json())
    }
    // Other paths were never affected.
    expect((await call('/v1/supported-chains')).status).toBe(200)
    expect((await call(path, { query })).status).toBe(200)
    const log = await controls.requests({ pathPrefix: '/v1/account' })
    expect(log.map((entry) => [entry.status, entry.fault, entry.origin])).toEqual([
      [503, 'status', 'http://127.0.0.1:5173'],
      [503, 'status', 'http://127.0.0.1:5173'],
      [200, undefined, null],
    ])
  })

  it('sends a 200 whose body is not JSON for a malformed fault', async () => {
    await controls.injectFault({ mode: 'malformed', pathPrefix: '/v1/identity' })
    const response = await call(`/v1/identity/${WALLET}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    const text = await response.text()
    expect(() => JSON.parse(text)).toThrow()
    expect(IdentityResponse.parse(await (await call(`/v1/identity/${WALLET}`)).json()).name).toBe(SEEDED_NAME)
  })

  it('holds a call under a hang fault until reset, then answers it', async () => {
    await controls.injectFault({ mode: 'hang', pathPrefix: '/v1/supported-chains' })
    let settled = false
    const pending = call('/v1/supported-chains').finally(() => (settled = true))
    await until(async () => ((await (await fetch(`${baseUrl}/__devnet/faults`)).json()).held === 1 ? true : undefined), 'the call to be held')
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(settled).toBe(false)
    await controls.reset()
    const response = await pending
    expect(response.status).toBe(200)
    SupportedChains.parse(await response.json())
  })

  it('lets go of a held call when its client aborts', async () => {
    await controls.injectFault({ mode: 'hang', pathPrefix: '/v1/profile' })
    const abort = new AbortController()
    const pending = call(`/v1/profile/reverse/${WALLET}`, { signal: abort.signal })
    const entry = await until(async () => (await controls.requests({ pathPrefix: '/v1/profile' }))[0], 'the call to arrive')
    expect(entry.status).toBeNull()
    abort.abort()
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' })
    const after = await until(async () => {
      const [logged] = await controls.requests({ pathPrefix: '/v1/profile' })
      return logged?.aborted ? logged : undefined
    }, 'the server to see the abort')
    expect(after).toMatchObject({ fault: 'hang', status: null, aborted: true })
    expect((await (await fetch(`${baseUrl}/__devnet/faults`)).json()).held).toBe(0)
    // The hang was used up: the next call is answered.
    expect((await call(`/v1/profile/reverse/${WALLET}`)).status).toBe(200)
  })

  it('refuses a fault it cannot apply', async () => {
    for (const spec of [{ mode: 'explode' }, { mode: 'status', status: 200 }, { mode: 'status', count: 0 }, { mode: 'hang', pathPrefix: 'v1' }]) {
      const response = await fetch(`${baseUrl}/__devnet/faults`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(spec),
      })
      expect(response.status, JSON.stringify(spec)).toBe(400)
    }
    expect(await controls.faults()).toEqual([])
  })
})

describe('request log', () => {
  it('records each data call with method, path and query, but not the controls', async () => {
    await call(`/v1/account/${WALLET}/balance`, { query: { currency: 'usd', chainId: 'eip155:11155111' } })
    await call('/v1/fungible/price', { method: 'POST', body: { currency: 'usd', addresses: [`eip155:31337:${DUSD.address}`] } })
    await controls.info()
    const log = await controls.requests()
    expect(log.map(({ method, path, query, status }) => ({ method, path, query, status }))).toEqual([
      {
        method: 'GET',
        path: `/v1/account/${WALLET}/balance`,
        query: { ...SDK, currency: 'usd', chainId: 'eip155:11155111' },
        status: 200,
      },
      { method: 'POST', path: '/v1/fungible/price', query: SDK, status: 200 },
    ])
    expect(log[1]?.body).toEqual({ currency: 'usd', addresses: [`eip155:31337:${DUSD.address}`] })
    expect(await controls.requests({ sinceId: log[0]!.id })).toHaveLength(1)
    await controls.clearRequests()
    expect(await controls.requests()).toEqual([])
  })
})

describe('CORS', () => {
  it('answers a preflight from any loopback origin and refuses others', async () => {
    for (const origin of ['http://127.0.0.1:5173', 'http://localhost:4173', 'http://127.0.0.1']) {
      const response = await fetch(`${baseUrl}/v1/fungible/price?projectId=${PROJECT_ID}`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      })
      expect(response.status, origin).toBe(204)
      expect(response.headers.get('access-control-allow-origin')).toBe(origin)
      expect(response.headers.get('access-control-allow-methods')).toContain('POST')
      expect(response.headers.get('access-control-allow-headers')).toContain('content-type')
    }
    const foreign = await fetch(`${baseUrl}/v1/supported-chains`, {
      method: 'OPTIONS',
      headers: { origin: 'https://example.com', 'access-control-request-method': 'GET' },
    })
    expect(foreign.status).toBe(403)
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull()
    expect(await controls.requests()).toEqual([])
  })

  it('allows the origin on answers, errors included', async () => {
    const origin = 'http://localhost:5173'
    for (const query of [{}, { projectId: undefined }]) {
      const response = await call('/v1/supported-chains', { query, headers: { origin } })
      expect(response.headers.get('access-control-allow-origin')).toBe(origin)
    }
    const foreign = await call('/v1/supported-chains', { headers: { origin: 'https://example.com' } })
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull()
  })
})

describe('JSON-RPC at POST /v1', () => {
  it('passes calls through to the devnet chain named by chainId', async () => {
    const rpc = (chainId: string, query: Record<string, string | undefined> = {}) =>
      call('/v1/', { method: 'POST', query: { chainId, st: undefined, sv: undefined, ...query }, body: { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] } })
    expect(await (await rpc('eip155:31338')).json()).toMatchObject({ result: '0x7a6a' })
    expect((await rpc('eip155:1')).status).toBe(400)
    expect((await rpc('eip155:31337', { projectId: undefined })).status).toBe(401)
  })
})

describe('service', () => {
  it('says what holds its port when the port is taken', async () => {
    const port = Number(new URL(baseUrl).port)
    await expect(dataApiService({ port }).start({ host: '127.0.0.1', chains: devnet.chains })).rejects.toThrow(
      `127.0.0.1:${port} is already in use by a devnet data API`,
    )
  })

  it('knows the configured project ids only', async () => {
    const server = await dataApiService({ port: 0, projectIds: ['another-project'] }).start({ host: '127.0.0.1', chains: devnet.chains })
    try {
      const query = '?st=appkit&sv=1'
      expect((await fetch(`${server.url}/v1/supported-chains${query}&projectId=another-project`)).status).toBe(200)
      expect((await fetch(`${server.url}/v1/supported-chains${query}&projectId=${PROJECT_ID}`)).status).toBe(403)
    } finally {
      await server.stop()
    }
  })
})
