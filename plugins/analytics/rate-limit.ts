import type { Clock } from '../../kernel/index.js'

/** Spec §7 error telemetry: at most 5 error events in any 60 s. */
export const TELEMETRY_MAX_EVENTS = 5
export const TELEMETRY_WINDOW_MS = 60_000

export interface RateLimit {
  /** True (and counted) when one more fits in the rolling window that ends now. */
  take(): boolean
}

/** A rolling window: the times of the last `max` accepted, so the oldest leaving the window frees a place. */
export function createRateLimit(clock: Clock, max = TELEMETRY_MAX_EVENTS, windowMs = TELEMETRY_WINDOW_MS): RateLimit {
  const accepted: number[] = []
  return {
    take() {
      const now = clock.now()
      while (accepted.length > 0 && now - accepted[0]! >= windowMs) accepted.shift()
      if (accepted.length >= max) return false
      accepted.push(now)
      return true
    },
  }
}
