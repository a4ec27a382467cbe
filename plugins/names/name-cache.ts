import { createTtlCache, type Clock } from '../../kernel/index.js'

/** Spec §9: the name service's answers live 5 minutes. */
export const NAME_CACHE_MS = 5 * 60_000

/** Spec §3 name cache entry: an address, its names (the first is its primary name), when they were read. */
export interface NameCacheEntry {
  readonly address: string
  readonly ens: readonly string[]
  readonly timestamp: number
}

/** A name's address, read at `timestamp` (undefined: the name points nowhere). */
interface ForwardEntry {
  readonly address: string | undefined
  readonly timestamp: number
}

/** Both directions of the name service, per network, on the kit's clock. */
export function createNameCache(clock: Clock) {
  const reverse = createTtlCache<NameCacheEntry>(clock, NAME_CACHE_MS)
  const forward = createTtlCache<ForwardEntry>(clock, NAME_CACHE_MS)
  const reverseKey = (caipNetworkId: string, address: string) => `${caipNetworkId}:${address.toLowerCase()}`
  const forwardKey = (caipNetworkId: string, name: string) => `${caipNetworkId}:${name.toLowerCase()}`
  return {
    namesOf: (caipNetworkId: string, address: string) => reverse.get(reverseKey(caipNetworkId, address)),
    setNames: (caipNetworkId: string, entry: NameCacheEntry) => reverse.set(reverseKey(caipNetworkId, entry.address), entry),
    addressOf: (caipNetworkId: string, name: string) => forward.get(forwardKey(caipNetworkId, name)),
    setAddress: (caipNetworkId: string, name: string, address: string | undefined, timestamp: number) =>
      forward.set(forwardKey(caipNetworkId, name), { address, timestamp }),
  }
}
export type NameCache = ReturnType<typeof createNameCache>
