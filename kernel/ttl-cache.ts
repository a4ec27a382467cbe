import type { Clock } from './clock.js'

/** Entries carry their own timestamp, so they keep the spec §3 shapes (cached balance, cached identity). */
export interface TtlCache<E extends { readonly timestamp: number }> {
  /** The entry while younger than the lifetime, else undefined (and forgotten). */
  get(key: string): E | undefined
  set(key: string, entry: E): void
  clear(): void
}

/** Enough for every address and network a visitor switches between; an old entry goes first past it. */
const MAX_ENTRIES = 256

/** Spec §9 cache lifetimes, measured on the kit's clock so tests move time instead of waiting. */
export function createTtlCache<E extends { readonly timestamp: number }>(clock: Clock, ttlMs: number): TtlCache<E> {
  const entries = new Map<string, E>()
  return {
    get(key) {
      const entry = entries.get(key)
      if (!entry) return undefined
      if (clock.now() - entry.timestamp < ttlMs) return entry
      entries.delete(key)
      return undefined
    },
    set(key, entry) {
      entries.delete(key)
      entries.set(key, entry)
      if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!)
    },
    clear: () => entries.clear(),
  }
}
