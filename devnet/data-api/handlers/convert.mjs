// @ts-check
import { encodeFunctionData, erc20Abi, isAddress, maxUint256 } from 'viem'
import { z } from 'zod'
import { DEVNET_DEX, UNISWAP_V2_ROUTER_ABI } from '../../dex.mjs'
import { DEVNET_TOKENS, NATIVE_CURRENCY } from '../../tokens.mjs'
import { tokenIconUrl } from '../assets.mjs'
import { parseCaip10, requireCaip2 } from '../caip.mjs'
import { ApiError } from '../http.mjs'

// How the kit names a chain's native coin where a token address is expected (spec §9).
const NATIVE_PLACEHOLDER = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
// A direct-pair swap on Uniswap v2 uses 100–150k gas; a fixed ceiling spares the wallet a failing estimate when the
// approval is not mined yet, and what is unused is refunded.
const SWAP_GAS = 250_000n
const APPROVE_GAS = 60_000n
// A quote built now stays valid this long on chain (Router02's `deadline`).
const DEADLINE_SECONDS = 20n * 60n
const MAX_SLIPPAGE_PERCENT = 50

/** The swappable tokens: the native coin and every devnet token that has a pool. */
const SWAP_TOKENS = [
  { ...NATIVE_CURRENCY, address: NATIVE_PLACEHOLDER },
  ...DEVNET_TOKENS.filter((token) => DEVNET_DEX.pools.some(({ symbols }) => symbols.includes(token.symbol))),
]

const AmountText = z.string().regex(/^\d{1,78}$/, 'a whole number of base units').transform(BigInt).refine((value) => value > 0n && value <= maxUint256, 'positive and below 2^256')
const BuildTransactionBody = z.object({
  amount: z.string().max(78),
  from: z.string().max(200),
  to: z.string().max(200),
  userAddress: z.string().max(200),
  projectId: z.string().max(100).optional(),
  disableEstimate: z.boolean().optional(),
  eip155: z.object({ slippage: z.union([z.string().max(20), z.number()]) }).optional(),
})

/**
 * @param {import('../server.mjs').HandlerContext['reader']} reader
 * @param {string} caipNetworkId
 */
function swapChain(reader, caipNetworkId) {
  const chain = reader.chain(caipNetworkId)
  if (!chain) throw new ApiError(400, 'chainId', `Network not supported for Swaps: ${caipNetworkId}`)
  return chain
}

/**
 * A swappable token or account from a CAIP-10 address on a devnet chain.
 * @param {import('../server.mjs').HandlerContext['reader']} reader
 * @param {string | null | undefined} value
 * @param {string} field
 */
function caipAccount(reader, value, field) {
  if (!value) throw new ApiError(400, field, `${field} is required (a CAIP-10 address such as eip155:31337:0x…)`)
  let parsed
  try {
    parsed = parseCaip10(value)
  } catch {
    throw new ApiError(400, field, `${field} must be a CAIP-10 address such as eip155:31337:0x…`)
  }
  if (!isAddress(parsed.address, { strict: false })) throw new ApiError(400, field, `${field} is not an EVM address`)
  return { chain: swapChain(reader, parsed.network), network: parsed.network, address: /** @type {`0x${string}`} */ (parsed.address) }
}

/**
 * @param {import('../server.mjs').HandlerContext['reader']} reader
 * @param {string | null | undefined} value
 * @param {string} field
 */
function swapToken(reader, value, field) {
  const account = caipAccount(reader, value, field)
  const token = SWAP_TOKENS.find((candidate) => candidate.address.toLowerCase() === account.address.toLowerCase())
  if (!token) throw new ApiError(400, field, `${value} is not a token the devnet DEX trades`)
  const native = token.address === NATIVE_PLACEHOLDER
  return { ...account, token, native, routed: native ? DEVNET_DEX.weth : /** @type {`0x${string}`} */ (token.address) }
}

/**
 * The two sides of a swap, on one chain and different tokens.
 * @param {import('../server.mjs').HandlerContext['reader']} reader
 * @param {string | null | undefined} fromValue
 * @param {string | null | undefined} toValue
 */
function swapPair(reader, fromValue, toValue) {
  const from = swapToken(reader, fromValue, 'from')
  const to = swapToken(reader, toValue, 'to')
  if (from.network !== to.network) throw new ApiError(400, 'to', 'from and to must be on the same network')
  if (from.routed === to.routed) throw new ApiError(400, 'to', 'from and to must be different tokens')
  return { from, to, chain: from.chain, path: /** @type {`0x${string}`[]} */ ([from.routed, to.routed]) }
}

/**
 * @param {string | null | undefined} value
 * @returns {bigint}
 */
function requireAmount(value) {
  const parsed = AmountText.safeParse(value ?? '')
  if (!parsed.success) throw new ApiError(400, 'amount', 'amount must be a positive whole number of base units')
  return parsed.data
}

/**
 * @param {unknown} value a percentage, as text or a number
 * @returns {bigint} basis points
 */
function slippageBasisPoints(value) {
  const percent = typeof value === 'number' ? value : Number(value)
  if (!Number.isFinite(percent) || percent < 0 || percent > MAX_SLIPPAGE_PERCENT) {
    throw new ApiError(400, 'eip155.slippage', `slippage must be a percentage from 0 to ${MAX_SLIPPAGE_PERCENT}`)
  }
  return BigInt(Math.round(percent * 100))
}

/**
 * The least a swap may pay out: the quote less the slippage tolerance, rounded down.
 * @param {bigint} quoted
 * @param {bigint} basisPoints
 */
export function minimumOut(quoted, basisPoints) {
  return (quoted * (10_000n - basisPoints)) / 10_000n
}

/**
 * @param {import('../server.mjs').HandlerContext['reader']} reader
 * @param {import('../../index.mjs').DevnetChain} chain
 * @param {bigint} amount
 * @param {`0x${string}`[]} path
 */
async function amountOut(reader, chain, amount, path) {
  try {
    const amounts = /** @type {readonly bigint[]} */ (
      await reader.client(chain).readContract({ address: DEVNET_DEX.router, abi: UNISWAP_V2_ROUTER_ABI, functionName: 'getAmountsOut', args: [amount, path] })
    )
    const out = amounts[amounts.length - 1]
    if (out === undefined || out === 0n) throw new ApiError(400, 'amount', 'The amount is too small to buy anything')
    return out
  } catch (error) {
    if (error instanceof ApiError) throw error
    throw new ApiError(503, 'unreachable', `Failed to quote from the DEX: ${error instanceof Error ? error.message.split('\n')[0] : error}`)
  }
}

/**
 * GET /v1/convert/tokens?chainId=eip155:31337 — `{ tokens: [{ name, symbol, address (CAIP-10), decimals, logoUri }] }`:
 * the native coin (the 0xeee…e placeholder) and the devnet tokens with a pool.
 * @param {import('../server.mjs').HandlerContext} context
 * @returns {import('../http.mjs').Reply}
 */
export function convertTokens({ query, reader, baseUrl }) {
  const chainId = requireCaip2(query.get('chainId') ?? '', 'chainId')
  swapChain(reader, chainId)
  return {
    json: {
      tokens: SWAP_TOKENS.map((token) => ({
        name: token.name,
        symbol: token.symbol,
        address: `${chainId}:${token.address}`,
        decimals: token.decimals,
        logoUri: tokenIconUrl(baseUrl, token.symbol),
      })),
    },
  }
}

/**
 * GET /v1/convert/quotes?amount&userAddress&from&to[&gasPrice] — `{ quotes: [{ id: null, fromAmount, fromAccount,
 * toAmount, toAccount }] }`, amounts in base units as decimal text, read from Router02's `getAmountsOut`.
 * @param {import('../server.mjs').HandlerContext} context
 * @returns {Promise<import('../http.mjs').Reply>}
 */
export async function convertQuotes({ query, reader }) {
  const { from, to, chain, path } = swapPair(reader, query.get('from'), query.get('to'))
  const amount = requireAmount(query.get('amount'))
  const out = await amountOut(reader, chain, amount, path)
  return {
    json: {
      quotes: [
        { id: null, fromAmount: String(amount), fromAccount: `${from.network}:${from.token.address}`, toAmount: String(out), toAccount: `${to.network}:${to.token.address}` },
      ],
    },
  }
}

/**
 * GET /v1/convert/allowance?tokenAddress&userAddress — `{ allowance }`: what the user lets Router02 spend of the
 * token, in base units; unlimited for the native coin, which needs no approval.
 * @param {import('../server.mjs').HandlerContext} context
 * @returns {Promise<import('../http.mjs').Reply>}
 */
export async function convertAllowance({ query, reader }) {
  const token = swapToken(reader, query.get('tokenAddress'), 'tokenAddress')
  const user = caipAccount(reader, query.get('userAddress'), 'userAddress')
  if (token.native) return { json: { allowance: String(maxUint256) } }
  try {
    const allowance = await reader
      .client(token.chain)
      .readContract({ address: token.routed, abi: erc20Abi, functionName: 'allowance', args: [user.address, DEVNET_DEX.router] })
    return { json: { allowance: String(allowance) } }
  } catch (error) {
    throw new ApiError(503, 'unreachable', `Failed to read the allowance: ${error instanceof Error ? error.message.split('\n')[0] : error}`)
  }
}

/**
 * GET /v1/convert/build-approve?userAddress&from&to[&amount] — `{ tx: { from, to, data, value, eip155: { gas,
 * gasPrice } } }`: the user's `approve(router, amount)` on the `from` token (unlimited without `amount`).
 * @param {import('../server.mjs').HandlerContext} context
 * @returns {Promise<import('../http.mjs').Reply>}
 */
export async function convertBuildApprove({ query, reader }) {
  const { from, chain } = swapPair(reader, query.get('from'), query.get('to'))
  const user = caipAccount(reader, query.get('userAddress'), 'userAddress')
  if (from.native) throw new ApiError(400, 'from', 'The native coin needs no approval')
  const amount = query.has('amount') ? requireAmount(query.get('amount')) : maxUint256
  const gasPrice = await reader.gasPrice(chain)
  return {
    json: {
      tx: {
        from: `${user.network}:${user.address}`,
        to: `${from.network}:${from.routed}`,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [DEVNET_DEX.router, amount] }),
        value: '0',
        eip155: { gas: String(APPROVE_GAS), gasPrice: String(gasPrice) },
      },
    },
  }
}

/**
 * POST /v1/convert/build-transaction, body `{ amount, from, to, userAddress, projectId, disableEstimate, eip155: {
 * slippage } }` (slippage in percent, default 1) — `{ tx: { from, to, data, amount, eip155: { gas, gasPrice } } }`:
 * the Router02 call paying the user at least the current quote less the slippage (`amountOutMin`), or reverting.
 * `amount` in the answer is the native value to send with it. `gas` is a fixed ceiling whatever `disableEstimate` says.
 * @param {import('../server.mjs').HandlerContext} context
 * @returns {Promise<import('../http.mjs').Reply>}
 */
export async function convertBuildTransaction({ body, reader }) {
  const parsed = BuildTransactionBody.safeParse(body)
  if (!parsed.success) {
    throw new ApiError(400, 'body', 'Expected a JSON body { amount, from, to, userAddress, eip155: { slippage } } of strings')
  }
  const { from, to, chain, path } = swapPair(reader, parsed.data.from, parsed.data.to)
  const user = caipAccount(reader, parsed.data.userAddress, 'userAddress')
  if (user.network !== from.network) throw new ApiError(400, 'userAddress', 'userAddress must be on the swap network')
  const amount = requireAmount(parsed.data.amount)
  const basisPoints = slippageBasisPoints(parsed.data.eip155?.slippage ?? 1)
  const client = reader.client(chain)
  const [quoted, block, gasPrice] = await Promise.all([amountOut(reader, chain, amount, path), client.getBlock(), reader.gasPrice(chain)])
  const minOut = minimumOut(quoted, basisPoints)
  const deadline = block.timestamp + DEADLINE_SECONDS
  const data = from.native
    ? encodeFunctionData({ abi: UNISWAP_V2_ROUTER_ABI, functionName: 'swapExactETHForTokens', args: [minOut, path, user.address, deadline] })
    : encodeFunctionData({
        abi: UNISWAP_V2_ROUTER_ABI,
        functionName: to.native ? 'swapExactTokensForETH' : 'swapExactTokensForTokens',
        args: [amount, minOut, path, user.address, deadline],
      })
  return {
    json: {
      tx: {
        from: `${user.network}:${user.address}`,
        to: `${from.network}:${DEVNET_DEX.router}`,
        data,
        amount: from.native ? String(amount) : '0',
        eip155: { gas: String(SWAP_GAS), gasPrice: String(gasPrice) },
      },
    },
  }
}
