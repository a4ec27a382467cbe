import * as z from 'zod/mini'
import type { CaipNetwork, Http, TokenBalance } from '../../kernel/index.js'
import { MAX_TOKENS, quantityDecimalsSchema, quantityNumericSchema, usdSchema } from './token-schemas.js'

const tokenBalanceSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  chainId: z.string(),
  address: z.optional(z.string()),
  value: usdSchema,
  price: usdSchema,
  quantity: z.object({ decimals: quantityDecimalsSchema, numeric: quantityNumericSchema }),
  iconUrl: z.optional(z.string()),
})
/** GET /v1/account/{address}/balance (spec §3 Token balance, per item). */
export const balanceResponseSchema = z.object({ balances: z.array(tokenBalanceSchema).check(z.maxLength(MAX_TOKENS)) })

/**
 * The data API's view of the account on one network. Rejects when the API is off, does not serve the network
 * (ServiceUnavailableError) or failed: the caller falls back to the chain's RPC.
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
    schema: balanceResponseSchema,
    caipNetworkId: caipNetwork.caipNetworkId,
    signal,
  })
  return answer.balances
}
