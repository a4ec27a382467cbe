import { createTtlCache, type CaipNetwork, type ChainAdapter, type PluginContext } from '../../kernel/index.js'
import type { BalanceReader } from './balance.js'
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

export type AccountServices = Required<Pick<ChainAdapter, 'getBalance' | 'getTokenBalances' | 'getIdentity'>>

/**
 * The adapter's account answers, loaded on the first balance read so none of this (nor viem) is in the code a
 * host runs at start-up. Caches live here, one set per kit, on the kit's clock.
 */
export function createAccountServices(ctx: PluginContext, rpcUrls: (network: CaipNetwork) => string[]): AccountServices {
  const { http, clock, log } = ctx
  let reader: Promise<BalanceReader> | undefined
  const cache = createTtlCache<CachedNative>(clock, NATIVE_BALANCE_CACHE_MS)
  // The balance line and the token path's RPC fallback ask at the same moment on connect: one request serves both.
  const inFlight = new Map<string, Promise<{ balance: string; symbol: string }>>()

  function nativeBalance({ address, caipNetwork, forceUpdate }: { address: string; caipNetwork: CaipNetwork; forceUpdate: boolean }) {
    const key = `${caipNetwork.caipNetworkId}:${address.toLowerCase()}`
    const cached = forceUpdate ? undefined : cache.get(key)
    if (cached) return Promise.resolve({ balance: cached.balance, symbol: cached.symbol })
    const pending = inFlight.get(key)
    if (pending) return pending
    const askedAt = clock.now()
    const read = (async () => {
      reader ??= import('./balance.js').then((m) => m.createBalanceReader(ctx.signal))
      const result = await (await reader).getNativeBalance(address, caipNetwork, rpcUrls(caipNetwork))
      // Dated from the question, as the portfolio is, so both expire together with the 30 s refresh.
      cache.set(key, { address: key, ...result, timestamp: askedAt })
      return result
    })().finally(() => inFlight.delete(key))
    inFlight.set(key, read)
    return read
  }

  return {
    getBalance: ({ address, caipNetwork, forceUpdate }) => nativeBalance({ address, caipNetwork, forceUpdate: forceUpdate ?? false }),
    getTokenBalances: createTokenBalancesReader({ http, clock, log, projectId: ctx.options.projectId, nativeBalance }),
    getIdentity: createIdentityReader({ http, clock, log }),
  }
}
