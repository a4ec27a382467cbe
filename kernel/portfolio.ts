import * as z from 'zod/mini'
import type { Http } from './http.js'
import { MAX_TOKENS, quantityDecimalsSchema, quantityNumericSchema, usdSchema } from './token-schemas.js'
import type { CaipNetwork, TokenBalance } from './types.js'

const text = (max: number) => z.string().check(z.maxLength(max))
const tokenBalanceSchema = z.object({
  name: text(200),
  symbol: text(50),
  chainId: text(100),
  address: z.optional(text(200)),
  value: usdSchema,
  price: usdSchema,
  quantity: z.object({ decimals: quantityDecimalsSchema, numeric: quantityNumericSchema }),
  iconUrl: z.optional(text(2_000)),
})
/** GET /v1/account/{address}/balance (spec §3 Token balance, per item). */
export const portfolioResponseSchema = z.object({ balances: z.array(tokenBalanceSchema).check(z.maxLength(MAX_TOKENS)) })

/**
 * The data API's view of the account on one network, for any namespace it serves. Rejects when the API is off, does
 * not serve the network (ServiceUnavailableError) or failed: the chain plugin falls back to the chain's RPC.
 */
export async function getPortfolio(
  http: Http,
  parameters: { readonly address: string; readonly caipNetwork: CaipNetwork; readonly forceUpdate: boolean; readonly signal: AbortSignal },
): Promise<TokenBalance[]> {
  const { address, caipNetwork, forceUpdate, signal } = parameters
  const answer = await http.request({
    service: 'api',
    path: `/v1/account/${encodeURIComponent(address)}/balance`,
    query: { currency: 'usd', chainId: caipNetwork.caipNetworkId, forceUpdate },
    schema: portfolioResponseSchema,
    caipNetworkId: caipNetwork.caipNetworkId,
    signal,
  })
  return answer.balances
}

/** The network's native balance as a token row: what a chain's RPC tells when the data API cannot (no price). */
export function nativeTokenBalance(caipNetwork: CaipNetwork, balance: string): TokenBalance {
  const { name, symbol, decimals } = caipNetwork.nativeCurrency
  return {
    name,
    symbol,
    chainId: caipNetwork.caipNetworkId,
    value: 0,
    price: 0,
    quantity: { decimals: String(decimals), numeric: balance },
    ...(caipNetwork.assets?.imageUrl ? { iconUrl: caipNetwork.assets.imageUrl } : {}),
  }
}
