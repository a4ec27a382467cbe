// @ts-check
import { formatUnits, getAddress } from 'viem'
import { DEVNET_TOKENS, NATIVE_CURRENCY } from '../../tokens.mjs'
import { tokenIconUrl } from '../assets.mjs'
import { requireCaip2, requireEvmAddress } from '../caip.mjs'
import { ApiError } from '../http.mjs'
import { SOLANA_DEVNET } from '../../solana/cluster.mjs'
import { SOLANA_NATIVE, SOLANA_TOKEN, isSolanaAddress, readSolanaBalance, readSolanaTokenBalance } from '../solana-reader.mjs'
import { BITCOIN_NATIVE, NotARegtestAddress, isBitcoinAddress, isBitcoinChain, isLocalBitcoin, readBitcoinBalance } from '../bitcoin-reader.mjs'
import { requireCurrency } from './currency.mjs'

/**
 * GET /v1/account/{address}/balance?currency=usd&chainId=eip155:31337[&forceUpdate=…]
 * Every non-zero holding of the native coin and the devnet tokens, read from the chain at call time (so
 * `forceUpdate` is accepted but has nothing to refresh). Without chainId, every devnet chain is included;
 * a chain this server does not know gives no balances rather than an error. The local Solana cluster's id (with a
 * base58 address) gives the SOL and SPL token (DUSD) balances read from the cluster, and a `bip122:` id with a Bitcoin address the BTC
 * balance read from the regtest ledger (none for a Bitcoin network other than the ledger's).
 * @param {import('../server.mjs').HandlerContext} context
 * @param {Record<string, string>} params
 * @returns {Promise<import('../http.mjs').Reply>}
 */
export async function accountBalance(context, params) {
  const { query, reader, state, chains, baseUrl } = context
  const chainId = query.get('chainId')
  if (chainId === SOLANA_DEVNET.caipNetworkId) return solanaBalance(context, params)
  if (isBitcoinChain(chainId)) return bitcoinBalance(context, params)
  const address = requireEvmAddress(params.address)
  requireCurrency(query.get('currency'))
  let selected = chains
  if (chainId !== null) {
    requireCaip2(chainId, 'chainId')
    const chain = reader.chain(chainId)
    if (!chain) return { json: { balances: [] } }
    selected = [chain]
  }

  let perChain
  try {
    perChain = await Promise.all(selected.map(async (chain) => ({ chain, read: await reader.balances(chain, address) })))
  } catch (error) {
    throw new ApiError(503, 'unreachable', `Failed to read balances from the chain: ${error instanceof Error ? error.message : error}`)
  }

  const balances = perChain.flatMap(({ chain, read }) => {
    const network = `eip155:${chain.id}`
    const native = item({
      name: NATIVE_CURRENCY.name,
      symbol: NATIVE_CURRENCY.symbol,
      chainId: network,
      decimals: NATIVE_CURRENCY.decimals,
      amount: read.native,
      price: state.price(NATIVE_CURRENCY.symbol),
      iconUrl: tokenIconUrl(baseUrl, NATIVE_CURRENCY.symbol),
    })
    const tokens = DEVNET_TOKENS.map((token, index) =>
      item({
        name: token.name,
        symbol: token.symbol,
        chainId: network,
        address: `${network}:${getAddress(token.address)}`,
        decimals: token.decimals,
        amount: read.tokens[index] ?? 0n,
        price: state.price(token.symbol),
        iconUrl: tokenIconUrl(baseUrl, token.symbol),
      }),
    )
    return [native, ...tokens].filter((balance) => balance.amount > 0n)
  })
  // Largest holding first, as a portfolio lists them.
  balances.sort((a, b) => b.json.value - a.json.value)
  const fillers = selected.flatMap((chain) => fillerTokens(`eip155:${chain.id}`, state.extraTokens(address)))
  return { json: { balances: [...balances.map((balance) => balance.json), ...fillers] } }
}

/**
 * @param {import('../server.mjs').HandlerContext} context
 * @param {Record<string, string>} params
 * @returns {Promise<import('../http.mjs').Reply>}
 */
async function solanaBalance({ query, state, baseUrl, solanaRpcUrl }, params) {
  if (!isSolanaAddress(params.address)) throw new ApiError(400, 'address', 'The address provided is invalid')
  requireCurrency(query.get('currency'))
  if (!solanaRpcUrl) return { json: { balances: [] } }
  const owner = /** @type {string} */ (params.address)
  let lamports, units
  try {
    ;[lamports, units] = await Promise.all([readSolanaBalance(solanaRpcUrl, owner), readSolanaTokenBalance(solanaRpcUrl, owner)])
  } catch (error) {
    throw new ApiError(503, 'unreachable', `Failed to read balances from the chain: ${error instanceof Error ? error.message : error}`)
  }
  const native = item({
    name: SOLANA_NATIVE.name,
    symbol: SOLANA_NATIVE.symbol,
    chainId: SOLANA_DEVNET.caipNetworkId,
    address: SOLANA_NATIVE.address,
    decimals: SOLANA_NATIVE.decimals,
    amount: lamports,
    price: state.price(SOLANA_NATIVE.symbol),
    iconUrl: tokenIconUrl(baseUrl, SOLANA_NATIVE.symbol),
  })
  const token = item({
    ...SOLANA_TOKEN,
    chainId: SOLANA_DEVNET.caipNetworkId,
    amount: units,
    price: state.price(SOLANA_TOKEN.symbol),
    iconUrl: tokenIconUrl(baseUrl, SOLANA_TOKEN.symbol),
  })
  const held = [native, token].filter((balance) => balance.amount > 0n)
  held.sort((a, b) => b.json.value - a.json.value)
  return { json: { balances: held.map((balance) => balance.json) } }
}

/**
 * @param {import('../server.mjs').HandlerContext} context
 * @param {Record<string, string>} params
 * @returns {Promise<import('../http.mjs').Reply>}
 */
async function bitcoinBalance({ query, state, baseUrl, bitcoinUrl }, params) {
  if (!isBitcoinAddress(params.address)) throw new ApiError(400, 'address', 'The address provided is invalid')
  requireCurrency(query.get('currency'))
  const chainId = /** @type {string} */ (query.get('chainId'))
  requireCaip2(chainId, 'chainId')
  if (!bitcoinUrl || !isLocalBitcoin(chainId)) return { json: { balances: [] } }
  let sats
  try {
    sats = await readBitcoinBalance(bitcoinUrl, /** @type {string} */ (params.address))
  } catch (error) {
    if (error instanceof NotARegtestAddress) throw new ApiError(400, 'address', 'The address provided is invalid')
    throw new ApiError(503, 'unreachable', `Failed to read balances from the chain: ${error instanceof Error ? error.message : error}`)
  }
  if (sats === 0n) return { json: { balances: [] } }
  const native = item({
    ...BITCOIN_NATIVE,
    chainId,
    amount: sats,
    price: state.price(BITCOIN_NATIVE.symbol),
    iconUrl: tokenIconUrl(baseUrl, BITCOIN_NATIVE.symbol),
  })
  return { json: { balances: [native.json] } }
}

/** The test control's filler tokens: worth $0.01 each, so they list after every real holding. */
export const FILLER_PRICE = 0.01

/**
 * @param {string} network
 * @param {number} count
 */
function fillerTokens(network, count) {
  return Array.from({ length: count }, (_, i) => ({
    name: `Filler ${i}`,
    symbol: `FILL${i}`,
    chainId: network,
    address: `${network}:0x${(i + 1).toString(16).padStart(40, '0')}`,
    value: FILLER_PRICE,
    price: FILLER_PRICE,
    quantity: { decimals: '18', numeric: '1' },
  }))
}

/**
 * @param {{ name: string, symbol: string, chainId: string, address?: string, decimals: number, amount: bigint, price: number, iconUrl: string }} input
 */
function item({ name, symbol, chainId, address, decimals, amount, price, iconUrl }) {
  const numeric = formatUnits(amount, decimals)
  return {
    amount,
    json: {
      name,
      symbol,
      chainId,
      ...(address ? { address } : {}),
      // 15 significant digits: enough for any devnet amount, and no 0.7000000000000001 in the UI.
      value: Number((Number(numeric) * price).toPrecision(15)),
      price,
      quantity: { decimals: String(decimals), numeric },
      iconUrl,
    },
  }
}
