import { createTtlCache, getPortfolio, nativeTokenBalance, ServiceUnavailableError, TokenBalanceUnavailableError, type CaipNetwork, type Clock, type Http, type Logger, type TokenBalance, type TokenBalancesParameters } from '../../kernel/index.js'
import { withPrices } from './prices.js'
import { getWalletAssets } from './wallet-assets.js'

/** Spec §9: portfolio balance lifetime. */
export const PORTFOLIO_CACHE_MS = 30_000

/** Spec §3 Cached balance: the address with its network prefix, the balance, when it was read. */
interface CachedPortfolio {
  readonly address: string
  readonly balance: readonly TokenBalance[]
  readonly timestamp: number
}

export interface TokenBalancesDeps {
  readonly http: Http
  readonly clock: Clock
  readonly log: Logger
  readonly projectId: string
  /** The chain's native balance from its RPC (cached on its own), the last resort. */
  readonly nativeBalance: (parameters: { address: string; caipNetwork: CaipNetwork; forceUpdate: boolean; signal: AbortSignal }) => Promise<{ balance: string; symbol: string }>
}

export type TokenBalancesReader = (parameters: TokenBalancesParameters) => Promise<readonly TokenBalance[]>

/**
 * Spec §7 balances: the wallet's own asset list first, then the data API, then the native balance from the
 * chain's RPC; tokens with decimals '0' dropped (spec §5), prices filled in where the source gave none.
 * Rejects only when even the RPC failed.
 */
export function createTokenBalancesReader(deps: TokenBalancesDeps): TokenBalancesReader {
  const { http, clock, log } = deps
  const cache = createTtlCache<CachedPortfolio>(clock, PORTFOLIO_CACHE_MS)

  /** `failed` when the host configured the service and it failed or does not serve the network (spec §8). */
  async function fromDataApi(parameters: TokenBalancesParameters): Promise<{ tokens?: TokenBalance[]; failed?: unknown }> {
    try {
      return { tokens: await getPortfolio(http, parameters) }
    } catch (error) {
      if (parameters.signal.aborted) throw error
      // Whatever happened, the chain's RPC still knows the native balance; a service the host never
      // configured is no failure the visitor needs to hear about.
      log.debug('data API balances unavailable', error)
      const off = error instanceof ServiceUnavailableError && error.reason === 'not-configured'
      return off ? {} : { failed: error }
    }
  }

  async function fromRpc({ address, caipNetwork, forceUpdate, signal }: TokenBalancesParameters): Promise<TokenBalance[]> {
    const { balance } = await deps.nativeBalance({ address, caipNetwork, forceUpdate, signal })
    return [nativeTokenBalance(caipNetwork, balance)]
  }

  return async (parameters) => {
    const { address, caipNetwork, forceUpdate, signal } = parameters
    // Dated from the question, not the answer (and from the kernel's own clock reading when it gives one):
    // the 30 s refresh then always finds the entry expired.
    const askedAt = parameters.requestedAt ?? clock.now()
    const key = `${caipNetwork.caipNetworkId}:${address.toLowerCase()}`
    const cached = forceUpdate ? undefined : cache.get(key)
    if (cached) return cached.balance
    let found = await getWalletAssets(parameters.connector, { address, caipNetwork, clock, signal })
    signal.throwIfAborted()
    let failed: unknown
    if (!found) ({ tokens: found, failed } = await fromDataApi(parameters))
    found ??= await fromRpc(parameters)
    signal.throwIfAborted()
    const kept = found.filter((token) => token.quantity.decimals !== '0')
    const balance = await withPrices(http, kept, { caipNetwork, projectId: deps.projectId, signal })
    // Not cached when degraded: after the 30 s block the service is asked again.
    if (failed !== undefined) throw new TokenBalanceUnavailableError({ fallback: balance, cause: failed })
    cache.set(key, { address: key, balance, timestamp: askedAt })
    return balance
  }
}
