import * as z from 'zod/mini'
import { MAX_TOKENS, usdSchema, type CaipNetwork, type Http, type TokenBalance } from '../../kernel/index.js'

/** Spec §9: where a token address is expected, eip155 names its native coin with the all-e address. */
export const NATIVE_TOKEN_PLACEHOLDER = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** POST /v1/fungible/price. */
export const priceResponseSchema = z.object({
  fungibles: z
    .array(z.object({ name: z.string(), symbol: z.string(), iconUrl: z.optional(z.string()), price: usdSchema, address: z.string() }))
    .check(z.maxLength(MAX_TOKENS)),
})
const NO_PRICES: z.output<typeof priceResponseSchema> = { fungibles: [] }

/** The address part of a CAIP-10 id (or a plain address), for matching whatever form the API echoes back. */
const bare = (address: string) => address.slice(address.lastIndexOf(':') + 1).toLowerCase()

/**
 * Fills in the price (and so the value) of tokens the balance path left unpriced. Never fails: a token without
 * a price is still worth listing, so every problem leaves the list as it was.
 */
export async function withPrices(
  http: Http,
  tokens: readonly TokenBalance[],
  parameters: { readonly caipNetwork: CaipNetwork; readonly projectId: string; readonly signal: AbortSignal },
): Promise<TokenBalance[]> {
  const { caipNetwork, signal } = parameters
  const addressOf = (token: TokenBalance) => token.address ?? `${caipNetwork.caipNetworkId}:${NATIVE_TOKEN_PLACEHOLDER}`
  const unpriced = tokens.filter((token) => !(token.price > 0))
  if (unpriced.length === 0 || !http.isConfigured('api')) return [...tokens]
  let answer = NO_PRICES
  try {
    answer = await http.request({
      service: 'api',
      method: 'POST',
      // A lookup that changes nothing on the server: safe to send again after a 5xx or a timeout.
      idempotent: true,
      path: '/v1/fungible/price',
      body: { currency: 'usd', addresses: unpriced.map(addressOf), projectId: parameters.projectId },
      schema: priceResponseSchema,
      empty: NO_PRICES,
      caipNetworkId: caipNetwork.caipNetworkId,
      signal,
    })
  } catch (error) {
    if (signal.aborted) throw error
  }
  const prices = new Map(answer.fungibles.map((f) => [bare(f.address), f.price]))
  return tokens.map((token) => {
    const price = token.price > 0 ? undefined : prices.get(bare(addressOf(token)))
    return price === undefined ? token : { ...token, price, value: price * Number(token.quantity.numeric) }
  })
}
