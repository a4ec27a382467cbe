import { createTtlCache, type CaipNetwork, type ChainAdapter, type PluginContext } from '../../kernel/index.js'
import { createIdentityReader } from './identity.js'
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

/** One RPC read and the callers waiting on it; a caller without a signal keeps it alive to the end. */
interface SharedRead {
  readonly promise: Promise<NativeBalance>
  readonly abort: AbortController
  waiters: number
}

function follow(shared: SharedRead, signal: AbortSignal | undefined): Promise<NativeBalance> {
  if (!signal) {
    shared.waiters = Number.POSITIVE_INFINITY
    return shared.promise
  }
  shared.waiters++
  return new Promise<NativeBalance>((resolve, reject) => {
    const leave = () => {
      reject(signal.reason)
      if (--shared.waiters === 0) shared.abort.abort(signal.reason)
    }
    signal.addEventListener('abort', leave, { once: true })
    shared.promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', leave))
  })
}

export type AccountServices = Required<Pick<ChainAdapter, 'getBalance' | 'getTokenBalances' | 'getIdentity'>>

/**
 * The adapter's account answers, loaded on the first balance read so none of this (nor viem) is in the code a
 * host runs at start-up. Caches live here, one set per kit, on the kit's clock.
 */
export function createAccountServices(ctx: PluginContext, rpcUrls: (network: CaipNetwork) => string[]): AccountServices {
  const { http, clock, log } = ctx
  const cache = createTtlCache<CachedNative>(clock, NATIVE_BALANCE_CACHE_MS)
  // The balance line and the token path's RPC fallback ask at the same moment on connect: one request serves both,
  // and it is aborted once every caller has gone (the account changed) or the kit is destroyed.
  const inFlight = new Map<string, SharedRead>()

  function nativeBalance({ address, caipNetwork, forceUpdate, signal }: NativeBalanceParameters): Promise<NativeBalance> {
    if (signal?.aborted) return Promise.reject(signal.reason)
    const key = `${caipNetwork.caipNetworkId}:${address.toLowerCase()}`
    const cached = forceUpdate ? undefined : cache.get(key)
    if (cached) return Promise.resolve({ balance: cached.balance, symbol: cached.symbol })
    let shared = inFlight.get(key)
    // A read every caller has left is ending: a new caller gets a read of its own.
    if (!shared || shared.abort.signal.aborted) {
      const abort = new AbortController()
      const stop = () => abort.abort(ctx.signal.reason)
      ctx.signal.addEventListener('abort', stop, { once: true })
      const askedAt = clock.now()
      const promise = (async () => {
        const { getNativeBalance } = await import('./balance.js')
        const result = await getNativeBalance(address, caipNetwork, rpcUrls(caipNetwork), abort.signal)
        // Dated from the question, as the portfolio is, so both expire together with the 30 s refresh.
        cache.set(key, { address: key, ...result, timestamp: askedAt })
        return result
      })().finally(() => {
        ctx.signal.removeEventListener('abort', stop)
        if (inFlight.get(key) === read) inFlight.delete(key)
      })
      const read: SharedRead = { promise, abort, waiters: 0 }
      inFlight.set(key, read)
      shared = read
    }
    return follow(shared, signal)
  }

  return {
    getBalance: ({ address, caipNetwork, forceUpdate, signal }) => nativeBalance({ address, caipNetwork, forceUpdate: forceUpdate ?? false, ...(signal ? { signal } : {}) }),
    getTokenBalances: createTokenBalancesReader({ http, clock, log, projectId: ctx.options.projectId, nativeBalance }),
    getIdentity: createIdentityReader({ http, clock, log }),
  }
}
