import { createSharedReads, createTtlCache, nativeTokenBalance, type CaipNetwork, type ChainAdapter, type PluginContext } from '../../kernel/index.js'
import { cosmosNetworkInfo } from './define-network.js'

/** Spec §9: native balance lifetime. */
export const COSMOS_BALANCE_CACHE_MS = 30_000

/** Spec §3 Cached balance. */
interface CachedBalance {
  readonly address: string
  readonly balance: string
  readonly timestamp: number
}

export type CosmosAccountServices = Required<Pick<ChainAdapter, 'getBalance' | 'getTokenBalances'>>

/**
 * The adapter's account answers, loaded on the first balance read. The balance is the network's staking coin
 * from its REST endpoint (a network the plugin did not define is read by its symbol in lowercase with a 'u',
 * the SDK's convention). One cache per kit, on the kit's clock.
 */
export function createCosmosAccountServices(ctx: PluginContext, restUrls: (network: CaipNetwork) => string[]): CosmosAccountServices {
  const cache = createTtlCache<CachedBalance>(ctx.clock, COSMOS_BALANCE_CACHE_MS)
  // The balance line and the token list ask at the same moment on connect: one request serves both.
  const reads = createSharedReads<string>(ctx.signal)

  async function nativeBalance(p: { address: string; caipNetwork: CaipNetwork; forceUpdate: boolean; signal?: AbortSignal }): Promise<{ balance: string; symbol: string }> {
    const { symbol, decimals } = p.caipNetwork.nativeCurrency
    const key = `${p.caipNetwork.caipNetworkId}:${p.address}`
    const cached = p.forceUpdate ? undefined : cache.get(key)
    if (cached) return { balance: cached.balance, symbol }
    const askedAt = ctx.clock.now()
    const denom = cosmosNetworkInfo(p.caipNetwork.caipNetworkId)?.denom ?? `u${symbol.toLowerCase()}`
    const balance = await reads.read(
      key,
      async (signal) => {
        const { getCosmosBalance } = await import('./balance.js')
        const read = await getCosmosBalance({ owner: p.address, denom, decimals, urls: restUrls(p.caipNetwork), signal })
        // Dated from the question, so the kernel's 30 s refresh always finds it expired.
        cache.set(key, { address: key, balance: read, timestamp: askedAt })
        return read
      },
      p.signal,
    )
    return { balance, symbol }
  }

  return {
    getBalance: ({ address, caipNetwork, forceUpdate, signal }) => nativeBalance({ address, caipNetwork, forceUpdate: forceUpdate ?? false, ...(signal ? { signal } : {}) }),
    // No data API serves Cosmos chains: the token list is the native coin.
    getTokenBalances: async ({ address, caipNetwork, forceUpdate, signal }) => [
      nativeTokenBalance(caipNetwork, (await nativeBalance({ address, caipNetwork, forceUpdate, signal })).balance),
    ],
  }
}
