import { getPortfolio, nativeTokenBalance, ServiceUnavailableError, TokenBalanceUnavailableError, type CaipNetwork, type Http, type Logger, type TokenBalance, type TokenBalancesParameters } from '../../kernel/index.js'

export interface SolanaTokenDeps {
  readonly http: Http
  readonly log: Logger
  readonly nativeBalance: (parameters: { address: string; caipNetwork: CaipNetwork; forceUpdate: boolean; signal: AbortSignal }) => Promise<{ balance: string }>
}

/**
 * Spec §7 balances for Solana: the data API where the host configured it and it serves the cluster, else the
 * native balance from the cluster's RPC. When the configured API fails, the native balance is the fallback the
 * kernel shows under 'Token Balance Unavailable'. Tokens with 0 decimals are dropped (spec §5).
 */
export function createSolanaTokenBalances(deps: SolanaTokenDeps): (parameters: TokenBalancesParameters) => Promise<readonly TokenBalance[]> {
  return async ({ address, caipNetwork, forceUpdate, signal }) => {
    const native = async () => [nativeTokenBalance(caipNetwork, (await deps.nativeBalance({ address, caipNetwork, forceUpdate, signal })).balance)]
    let failure: unknown
    try {
      const balances = await getPortfolio(deps.http, { address, caipNetwork, forceUpdate, signal })
      return balances.filter((token) => token.quantity.decimals !== '0')
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
