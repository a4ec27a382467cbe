import { createSharedReads, createTtlCache, type CaipNetwork, type ChainAdapter, type PluginContext } from '../../kernel/index.js'
import { createIdentityReader } from './identity.js'
import type { RpcClientFor } from './rpc-client-for.js'
import { createTokenBalancesReader } from './token-balances.js'

/** Spec §9: native balance lifetime. */
export const NATIVE_BALANCE_CACHE_MS = 30_000

/** Spec §3 Cached balance. */
interface CachedNative {
  readonly address: string
  readonly balance: string
  readonly symbol: string
  readonly timestamp: number
}

interface NativeBalance {
  readonly balance: string
  readonly symbol: string
}

interface NativeBalanceParameters {
  readonly address: string
  readonly caipNetwork: CaipNetwork
  readonly forceUpdate: boolean
  readonly signal?: AbortSignal
}

export type AccountServices = Required<Pick<ChainAdapter, 'getBalance' | 'getTokenBalances' | 'getIdentity'>>

/**
 * The adapter's account answers, loaded on the first balance read so none of this (nor viem) is in the code a
 * host runs at start-up. Caches live here, one set per kit, on the kit's clock.
 */
export function createAccountServices(ctx: PluginContext, rpc: RpcClientFor): AccountServices {
  const { http, clock, log } = ctx
  const cache = createTtlCache<CachedNative>(clock, NATIVE_BALANCE_CACHE_MS)
  // The balance line and the token path's RPC fallback ask at the same moment on connect: one request serves both.
  const reads = createSharedReads<NativeBalance>(ctx.signal)

  function nativeBalance({ address, caipNetwork, forceUpdate, signal }: NativeBalanceParameters): Promise<NativeBalance> {
    const key = `${caipNetwork.caipNetworkId}:${address.toLowerCase()}`
    const cached = forceUpdate ? undefined : cache.get(key)
    if (cached) return Promise.resolve({ balance: cached.balance, symbol: cached.symbol })
    const askedAt = clock.now()
    return reads.read(
      key,
      async (abortSignal) => {
        const { getNativeBalance } = await import('./balance.js')
        const result = await getNativeBalance(address, caipNetwork, await rpc(caipNetwork, abortSignal))
        // Dated from the question, as the portfolio is, so both expire together with the 30 s refresh.
        cache.set(key, { address: key, ...result, timestamp: askedAt })
        return result
      },
      signal,
    )
  }

  return {
    getBalance: ({ address, caipNetwork, forceUpdate, signal }) => nativeBalance({ address, caipNetwork, forceUpdate: forceUpdate ?? false, ...(signal ? { signal } : {}) }),
    getTokenBalances: createTokenBalancesReader({ http, clock, log, projectId: ctx.options.projectId, nativeBalance }),
    getIdentity: createIdentityReader({ http, clock, log }),
  }
}
