// @vitest-environment node
import { createPublicClient, createWalletClient, defineChain, erc20Abi, http as viemHttp, parseEther, parseUnits, type Address, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TOKEN_HOLDER_DEV_ACCOUNTS } from '../../devnet/dev-accounts.mjs'
import { DEVNET_DEX, UNISWAP_V2_ROUTER_ABI } from '../../devnet/dex.mjs'
import type { Devnet } from '../../devnet/index.mjs'
import { startTestDevnet } from '../../devnet/test-devnet.mjs'
import { DEVNET_TOKENS, NATIVE_CURRENCY } from '../../devnet/tokens.mjs'
import { createHttp, createLogger, HttpRequestError } from '../../kernel/index.js'
import { createFakeClock, createFakeFetch, jsonResponse } from '../../kernel/testing/index.js'
import { createConvertApi } from './convert-api.js'

const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const DUSD = DEVNET_TOKENS[0]!
const TSR = DEVNET_TOKENS[1]!
const trader = TOKEN_HOLDER_DEV_ACCOUNTS[2] as Address
let devnet: Devnet

beforeAll(async () => {
  devnet = await startTestDevnet({ dataApiPort: 0 })
}, 30_000)
afterAll(() => devnet?.stop())

const options = () => ({ apiUrl: devnet.services.dataApi!.url, projectId: 'tessera-devnet-project', sdkType: 'tessera', sdkVersion: '4.2.2' })
const api = () => createConvertApi(createHttp({ options: options(), clock: createFakeClock(), signal: new AbortController().signal, log: createLogger('silent') }), options().projectId)
const chain = () => {
  const { id, name, rpcUrl } = devnet.chains[0]!
  return defineChain({ id, name, nativeCurrency: NATIVE_CURRENCY, rpcUrls: { default: { http: [rpcUrl] } } })
}
const network = () => `eip155:${devnet.chains[0]!.id}` as const

describe('convert API client against the devnet data API', () => {
  it('lists the swappable tokens and quotes what the router quotes', async () => {
    const convert = api()
    expect((await convert.tokens(network())).map(({ symbol }) => symbol)).toEqual(['ETH', 'DUSD', 'TSR'])
    const amount = parseUnits('100', 6)
    const quoted = await convert.quote({ caipNetworkId: network(), from: `${network()}:${DUSD.address}`, to: `${network()}:${TSR.address}`, userAddress: `${network()}:${trader}`, amount })
    const reader = createPublicClient({ chain: chain(), transport: viemHttp() })
    const amounts = (await reader.readContract({ address: DEVNET_DEX.router, abi: UNISWAP_V2_ROUTER_ABI, functionName: 'getAmountsOut', args: [amount, [DUSD.address, TSR.address]] })) as readonly bigint[]
    expect(quoted).toBe(amounts[1])
    expect(await convert.gasPrice(network())).toBe(await reader.getGasPrice())
    const prices = await convert.prices(network(), [`${network()}:${NATIVE}`, `${network()}:${TSR.address}`])
    expect([prices.get(`${network()}:${NATIVE}`), prices.get(`${network()}:${TSR.address}`.toLowerCase())]).toEqual([2500, 0.5])
  })

  it('builds a swap the wallet can send, paying at least the minimum', async () => {
    const convert = api()
    const request = { caipNetworkId: network(), from: `${network()}:${NATIVE}`, to: `${network()}:${DUSD.address}`, userAddress: `${network()}:${trader}`, amount: parseEther('0.2') }
    expect(await convert.allowance(request)).toBeGreaterThanOrEqual(request.amount)
    const quoted = await convert.quote(request)
    const tx = await convert.buildSwap(request, 0.5)
    expect(tx).toMatchObject({ to: DEVNET_DEX.router, value: request.amount })
    const reader = createPublicClient({ chain: chain(), transport: viemHttp() })
    const before = await reader.readContract({ address: DUSD.address, abi: erc20Abi, functionName: 'balanceOf', args: [trader] })
    const wallet = createWalletClient({ account: trader, chain: chain(), transport: viemHttp() })
    const hash = await wallet.sendTransaction({ to: tx.to as Address, data: tx.data as Hex, value: tx.value, gas: tx.gas })
    expect((await reader.waitForTransactionReceipt({ hash })).status).toBe('success')
    expect(await reader.readContract({ address: DUSD.address, abi: erc20Abi, functionName: 'balanceOf', args: [trader] })).toBe(before + quoted)
  })

  it("throws spec §8's errors for a network the data API does not serve", async () => {
    const convert = api()
    await expect(convert.tokens('eip155:1')).rejects.toMatchObject({ shortMessage: 'Network not supported for Swaps' })
    await expect(convert.gasPrice('eip155:1')).rejects.toMatchObject({ shortMessage: 'Network not supported for Gas Price' })
  })
})

describe('convert API client answers', () => {
  it('refuses a quote that is not base units, and a token list past its bound', async () => {
    const clock = createFakeClock()
    const fake = createFakeFetch(clock)
    const convert = createConvertApi(createHttp({ options: { ...options(), apiUrl: 'https://api.test' }, clock, signal: new AbortController().signal, log: createLogger('silent'), fetch: fake.fetch }), 'p')
    fake.route('/v1/supported-chains', () => jsonResponse({ http: ['eip155:1'], ws: [] }))
    fake.route('/v1/convert/quotes', () => jsonResponse({ quotes: [{ fromAmount: '1', fromAccount: `eip155:1:${NATIVE}`, toAmount: '1.5e30', toAccount: `eip155:1:${NATIVE}` }] }))
    const token = { name: 'T', symbol: 'T', address: `eip155:1:${NATIVE}`, decimals: 18 }
    fake.route('/v1/convert/tokens', () => jsonResponse({ tokens: Array.from({ length: 501 }, () => token) }))
    const request = { caipNetworkId: 'eip155:1' as const, from: `eip155:1:${NATIVE}`, to: `eip155:1:${NATIVE}`, userAddress: `eip155:1:${NATIVE}`, amount: 1n }
    await expect(convert.quote(request)).rejects.toBeInstanceOf(HttpRequestError)
    await expect(convert.tokens('eip155:1')).rejects.toBeInstanceOf(HttpRequestError)
  })
})
