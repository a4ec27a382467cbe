// @vitest-environment node
/**
 * The data API's `/v1/convert/*` calls against the devnet DEX, checked with viem: quotes against the pool's own
 * reserves, and the built transactions sent from dev accounts and read back on the chain.
 */
import { BaseError, createPublicClient, createWalletClient, defineChain, erc20Abi, http, maxUint256, parseEther, parseUnits, type Address, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { TOKEN_HOLDER_DEV_ACCOUNTS } from '../dev-accounts.mjs'
import { DEVNET_DEX, UNISWAP_V2_PAIR_ABI } from '../dex.mjs'
import type { Devnet } from '../index.mjs'
import { startTestDevnet } from '../test-devnet.mjs'
import { DEVNET_TOKENS, NATIVE_CURRENCY } from '../tokens.mjs'

const SDK = { projectId: 'tessera-devnet-project', st: 'appkit', sv: 'html-wagmi-4.2.2' }
const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const DUSD = DEVNET_TOKENS[0]!
const TSR = DEVNET_TOKENS[1]!
const [, trader, mover] = TOKEN_HOLDER_DEV_ACCOUNTS as [Address, Address, Address]

const caip10 = z.string().regex(/^eip155:\d+:0x[0-9a-fA-F]{40}$/)
const digits = z.string().regex(/^\d+$/)
const TokensResponse = z.strictObject({
  tokens: z.array(z.strictObject({ name: z.string(), symbol: z.string(), address: caip10, decimals: z.number().int(), logoUri: z.url() })),
})
const QuotesResponse = z.strictObject({
  quotes: z.array(z.strictObject({ id: z.null(), fromAmount: digits, fromAccount: caip10, toAmount: digits, toAccount: caip10 })).length(1),
})
const TxResponse = z.strictObject({
  tx: z.strictObject({
    from: caip10,
    to: caip10,
    data: z.string().regex(/^0x[0-9a-f]*$/),
    value: digits.optional(),
    amount: digits.optional(),
    eip155: z.strictObject({ gas: digits, gasPrice: digits }),
  }),
})

let devnet: Devnet
let baseUrl: string
let network: string

beforeAll(async () => {
  devnet = await startTestDevnet({ dataApiPort: 0 })
  baseUrl = devnet.services.dataApi!.url
  network = `eip155:${devnet.chains[0]!.id}`
}, 30_000)
afterAll(() => devnet?.stop())

function chain() {
  const { id, name, rpcUrl } = devnet.chains[0]!
  return defineChain({ id, name, nativeCurrency: NATIVE_CURRENCY, rpcUrls: { default: { http: [rpcUrl] } } })
}
const client = () => createPublicClient({ chain: chain(), transport: http() })
const at = (address: string) => `${network}:${address}`

async function get(path: string, query: Record<string, string>) {
  const url = new URL(path, baseUrl)
  for (const [key, value] of Object.entries({ ...SDK, ...query })) url.searchParams.set(key, value)
  return fetch(url)
}

async function buildSwap(body: Record<string, unknown>) {
  const url = new URL('/v1/convert/build-transaction', baseUrl)
  for (const [key, value] of Object.entries(SDK)) url.searchParams.set(key, value)
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ projectId: SDK.projectId, ...body }) })
}

async function quote(from: string, to: string, amount: bigint) {
  const response = await get('/v1/convert/quotes', { from: at(from), to: at(to), amount: String(amount), userAddress: at(trader) })
  expect(response.status).toBe(200)
  return BigInt(QuotesResponse.parse(await response.json()).quotes[0]!.toAmount)
}

/** Sends a built transaction from `account` (anvil's unlocked dev accounts) and waits for it to be mined. */
async function send(account: Address, tx: z.infer<typeof TxResponse>['tx']) {
  const wallet = createWalletClient({ account, chain: chain(), transport: http() })
  const hash = await wallet.sendTransaction({
    to: tx.to.split(':')[2] as Address,
    data: tx.data as Hex,
    value: BigInt(tx.amount ?? tx.value ?? '0'),
    gas: BigInt(tx.eip155.gas),
  })
  return client().waitForTransactionReceipt({ hash })
}

const balanceOf = (token: Address, account: Address) =>
  client().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [account] })

describe('/v1/convert', () => {
  it('lists the native coin and the pooled tokens, and refuses a network without swaps', async () => {
    const response = await get('/v1/convert/tokens', { chainId: network })
    expect(response.status).toBe(200)
    const { tokens } = TokensResponse.parse(await response.json())
    expect(tokens.map(({ symbol, address, decimals }) => [symbol, address, decimals])).toEqual([
      ['ETH', at(NATIVE), 18],
      ['DUSD', at(DUSD.address), 6],
      ['TSR', at(TSR.address), 18],
    ])
    const refused = await get('/v1/convert/tokens', { chainId: 'eip155:1' })
    expect(refused.status).toBe(400)
    expect(JSON.stringify(await refused.json())).toContain('Network not supported for Swaps')
  })

  it("quotes what the pool's constant product pays, less the 0.3% fee", async () => {
    const pool = DEVNET_DEX.pools[0]!
    const [reserve0, reserve1] = (await client().readContract({ address: pool.pair, abi: UNISWAP_V2_PAIR_ABI, functionName: 'getReserves' })) as readonly [bigint, bigint, number]
    const token0 = await client().readContract({ address: pool.pair, abi: UNISWAP_V2_PAIR_ABI, functionName: 'token0' })
    const [reserveEth, reserveDusd] = token0 === DEVNET_DEX.weth ? [reserve0, reserve1] : [reserve1, reserve0]
    const amountIn = parseEther('2')
    const expected = (amountIn * 997n * reserveDusd) / (reserveEth * 1000n + amountIn * 997n)
    expect(await quote(NATIVE, DUSD.address, amountIn)).toBe(expected)
  })

  it('builds an ETH→DUSD swap that pays the quote, with amountOutMin at the slippage', async () => {
    const amount = parseEther('1')
    const quoted = await quote(NATIVE, DUSD.address, amount)
    const response = await buildSwap({ amount: String(amount), from: at(NATIVE), to: at(DUSD.address), userAddress: at(trader), eip155: { slippage: '1' } })
    expect(response.status).toBe(200)
    const { tx } = TxResponse.parse(await response.json())
    expect(tx.to).toBe(at(DEVNET_DEX.router))
    expect(tx.amount).toBe(String(amount))
    // amountOutMin is swapExactETHForTokens' first argument.
    expect(BigInt(`0x${tx.data.slice(10, 74)}`)).toBe((quoted * 9_900n) / 10_000n)
    const before = await balanceOf(DUSD.address, trader)
    expect((await send(trader, tx)).status).toBe('success')
    expect(await balanceOf(DUSD.address, trader)).toBe(before + quoted)
  })

  it('approves first when the allowance is short, then swaps DUSD→TSR', async () => {
    const amount = parseUnits('500', 6)
    const allowance = async () => {
      const response = await get('/v1/convert/allowance', { tokenAddress: at(DUSD.address), userAddress: at(trader) })
      expect(response.status).toBe(200)
      return BigInt(z.strictObject({ allowance: digits }).parse(await response.json()).allowance)
    }
    expect(await allowance()).toBe(0n)
    const approve = await get('/v1/convert/build-approve', { from: at(DUSD.address), to: at(TSR.address), userAddress: at(trader) })
    expect(approve.status).toBe(200)
    expect((await send(trader, TxResponse.parse(await approve.json()).tx)).status).toBe('success')
    expect(await allowance()).toBe(maxUint256)

    const quoted = await quote(DUSD.address, TSR.address, amount)
    const response = await buildSwap({ amount: String(amount), from: at(DUSD.address), to: at(TSR.address), userAddress: at(trader) })
    const { tx } = TxResponse.parse(await response.json())
    expect(tx.amount).toBe('0')
    const [dusdBefore, tsrBefore] = await Promise.all([balanceOf(DUSD.address, trader), balanceOf(TSR.address, trader)])
    expect((await send(trader, tx)).status).toBe('success')
    expect([await balanceOf(DUSD.address, trader), await balanceOf(TSR.address, trader)]).toEqual([dusdBefore - amount, tsrBefore + quoted])
  })

  it('builds a swap that reverts when the pool moves beyond the slippage before it is sent', async () => {
    const amount = parseEther('0.5')
    const response = await buildSwap({ amount: String(amount), from: at(NATIVE), to: at(TSR.address), userAddress: at(trader), eip155: { slippage: 1 } })
    const { tx } = TxResponse.parse(await response.json())
    // Someone else buys TSR with 5 ETH first, which moves the ETH/TSR price by about 10%.
    const moved = await buildSwap({ amount: String(parseEther('5')), from: at(NATIVE), to: at(TSR.address), userAddress: at(mover), eip155: { slippage: 50 } })
    expect((await send(mover, TxResponse.parse(await moved.json()).tx)).status).toBe('success')
    const failure = await send(trader, tx).then(
      (receipt) => receipt.status,
      (error: unknown) => (error instanceof BaseError ? error.shortMessage + error.details : String(error)),
    )
    expect(failure).toMatch(/INSUFFICIENT_OUTPUT_AMOUNT|reverted/)
  })

  it('refuses malformed amounts, unknown tokens, one token on both sides and an excessive slippage', async () => {
    const query = { from: at(NATIVE), to: at(DUSD.address), userAddress: at(trader) }
    expect((await get('/v1/convert/quotes', { ...query, amount: '1.5' })).status).toBe(400)
    expect((await get('/v1/convert/quotes', { ...query, amount: '0' })).status).toBe(400)
    expect((await get('/v1/convert/quotes', { ...query, amount: '9'.repeat(200) })).status).toBe(400)
    expect((await get('/v1/convert/quotes', { ...query, to: at(DEVNET_TOKENS[2]!.address), amount: '1' })).status).toBe(400)
    expect((await get('/v1/convert/quotes', { ...query, to: at(NATIVE), amount: '1' })).status).toBe(400)
    expect((await get('/v1/convert/quotes', { ...query, from: `eip155:1:${NATIVE}`, amount: '1' })).status).toBe(400)
    expect((await buildSwap({ ...query, amount: '1000', eip155: { slippage: '80' } })).status).toBe(400)
    expect((await buildSwap({ ...query, amount: 1000 })).status).toBe(400)
  })
})
