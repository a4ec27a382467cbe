import { createSharedReads, createTtlCache, type CaipNetwork, type ChainAdapter, type PluginContext } from '../../kernel/index.js'
import { createSolanaTokenBalances } from './token-balances.js'

/** Spec §9: native balance lifetime. */
export const SOL_BALANCE_CACHE_MS = 30_000

/** Spec §3 Cached balance. */
interface CachedSol {
  readonly address: string
  readonly balance: string
  readonly timestamp: number
}

export type SolanaAccountServices = Required<Pick<ChainAdapter, 'getBalance' | 'getTokenBalances'>>

/**
 * The adapter's account answers, loaded on the first balance read; @solana/kit comes with the RPC read itself
 * (balance.ts), so neither is in the code a host runs at start-up. One cache per kit, on the kit's clock.
 */
export function createSolanaAccountServices(ctx: PluginContext, rpcUrls: (network: CaipNetwork) => string[]): SolanaAccountServices {
  const cache = createTtlCache<CachedSol>(ctx.clock, SOL_BALANCE_CACHE_MS)
  const symbolOf = (network: CaipNetwork) => network.nativeCurrency.symbol

  // The balance line and the token list's RPC fallback ask at the same moment on connect: one request serves both.
  const reads = createSharedReads<string>(ctx.signal)

  async function nativeBalance(p: { address: string; caipNetwork: CaipNetwork; forceUpdate: boolean; signal?: AbortSignal }): Promise<{ balance: string; symbol: string }> {
    // Solana addresses are case-sensitive: the key keeps the address as it is.
    const key = `${p.caipNetwork.caipNetworkId}:${p.address}`
    const cached = p.forceUpdate ? undefined : cache.get(key)
    if (cached) return { balance: cached.balance, symbol: symbolOf(p.caipNetwork) }
    const askedAt = ctx.clock.now()
    const balance = await reads.read(
      key,
      async (signal) => {
        const { getSolBalance } = await import('./balance.js')
        const read = await getSolBalance(p.address, rpcUrls(p.caipNetwork), signal)
        // Dated from the question, so the kernel's 30 s refresh always finds it expired.
        cache.set(key, { address: key, balance: read, timestamp: askedAt })
        return read
      },
      p.signal,
    )
    return { balance, symbol: symbolOf(p.caipNetwork) }
  }

  return {
    getBalance: ({ address, caipNetwork, forceUpdate, signal }) => nativeBalance({ address, caipNetwork, forceUpdate: forceUpdate ?? false, ...(signal ? { signal } : {}) }),
    getTokenBalances: createSolanaTokenBalances({ http: ctx.http, log: ctx.log, nativeBalance }),
  }
}
