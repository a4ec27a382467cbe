import type { Clock, TimerId } from './clock.js'

export interface KeyedThrottle<K> {
  /** Runs at once when `key` last ran `ms` ago or more; otherwise once when that time is up, however often asked. */
  request(key: K): void
  /** Forgets `key`: a run waiting for it does not happen. */
  cancel(key: K): void
  dispose(): void
}

/**
 * At most one run per key every `ms` on the kit's clock, the first without delay and the last never lost: a burst
 * costs two runs, and a stream that never stops still runs every `ms` rather than waiting for it to end.
 */
export function createKeyedThrottle<K>(clock: Clock, ms: number, run: (key: K) => void): KeyedThrottle<K> {
  const lastRun = new Map<K, number>()
  const waiting = new Map<K, TimerId>()
  const now = (key: K) => {
    waiting.delete(key)
    lastRun.set(key, clock.now())
    run(key)
  }
  return {
    request(key) {
      if (waiting.has(key)) return
      const due = (lastRun.get(key) ?? Number.NEGATIVE_INFINITY) + ms
      if (clock.now() >= due) return now(key)
      waiting.set(key, clock.setTimeout(() => now(key), due - clock.now()))
    },
    cancel(key) {
      clock.clearTimeout(waiting.get(key))
      waiting.delete(key)
      lastRun.delete(key)
    },
    dispose() {
      for (const timer of waiting.values()) clock.clearTimeout(timer)
      waiting.clear()
    },
  }
}
