import * as z from 'zod/mini'
import { ServiceUnavailableError, TokenBalanceUnavailableError, type CaipNetwork, type Http, type Logger, type TokenBalance, type TokenBalancesParameters } from '../../kernel/index.js'

/** The most tokens one answer may list; a longer one is not a portfolio and is refused whole. */
export const MAX_SOLANA_TOKENS = 1_000

const amount = z.number().check(z.gte(0))
const decimalText = z.string().check(z.maxLength(200), z.regex(/^\d+(\.\d+)?(e[+-]?\d+)?$/i), z.refine((text) => Number.isFinite(Number(text))))
const text = (max: number) => z.string().check(z.maxLength(max))
/** GET /v1/account/{address}/balance (spec §3 Token balance): bounded text, finite non-negative numbers. */
const portfolioSchema = z.object({
  balances: z
    .array(
      z.object({
        name: text(200),
        symbol: text(50),
        chainId: text(100),
        address: z.optional(text(200)),
        value: amount,
        price: amount,
        quantity: z.object({ decimals: z.string().check(z.regex(/^\d{1,3}$/)), numeric: decimalText }),
        iconUrl: z.optional(text(2_000)),
      }),
    )
    .check(z.maxLength(MAX_SOLANA_TOKENS)),
})

export interface SolanaTokenDeps {
  readonly http: Http
  readonly log: Logger
  readonly nativeBalance: (parameters: { address: string; caipNetwork: CaipNetwork; forceUpdate: boolean; signal: AbortSignal }) => Promise<{ balance: string }>
}

/** The native balance as the one token a cluster always has. */
function nativeToken(caipNetwork: CaipNetwork, balance: string): TokenBalance {
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

/**
 * Spec §7 balances for Solana: the data API where the host configured it and it serves the cluster, else the
 * native balance from the cluster's RPC. When the configured API fails, the native balance is the fallback the
 * kernel shows under 'Token Balance Unavailable'. Tokens with 0 decimals are dropped (spec §5).
 */
export function createSolanaTokenBalances(deps: SolanaTokenDeps): (parameters: TokenBalancesParameters) => Promise<readonly TokenBalance[]> {
  return async ({ address, caipNetwork, forceUpdate, signal }) => {
    const native = async () => [nativeToken(caipNetwork, (await deps.nativeBalance({ address, caipNetwork, forceUpdate, signal })).balance)]
    let failure: unknown
    try {
      const answer = await deps.http.request({
        service: 'api',
        path: `/v1/account/${encodeURIComponent(address)}/balance`,
        query: { currency: 'usd', chainId: caipNetwork.caipNetworkId, forceUpdate },
        schema: portfolioSchema,
        caipNetworkId: caipNetwork.caipNetworkId,
        signal,
      })
      return answer.balances.filter((token) => token.quantity.decimals !== '0')
    } catch (error) {
      signal.throwIfAborted()
      deps.log.debug('data API balances unavailable', error)
      // A service the host never configured is no failure the visitor needs to hear about.
      if (!(error instanceof ServiceUnavailableError && error.reason === 'not-configured')) failure = error
    }
    const fallback = await native()
    if (failure !== undefined) throw new TokenBalanceUnavailableError({ fallback, cause: failure })
    return fallback
  }
}
