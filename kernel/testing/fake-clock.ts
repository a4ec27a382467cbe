import type { Clock, TimerId } from '../clock.js'

export interface PendingTimer {
  readonly id: TimerId
  /** Fake time at which the timer fires. */
  readonly dueAt: number
}

/** A `Clock` that only moves when a test says so, so spec §9 durations are checked to the millisecond. */
export interface FakeClock extends Clock {
  /** Moves time forward by `ms`, running every timer that falls due, in due order (ties in scheduling order). */
  advance(ms: number): void
  /** Timers scheduled and neither fired nor cleared, soonest first. */
  pending(): readonly PendingTimer[]
}

interface Timer extends PendingTimer {
  readonly seq: number
  readonly fn: () => void
}

export function createFakeClock(start = 0): FakeClock {
  let now = start
  let seq = 0
  const timers = new Map<TimerId, Timer>()
  const byDue = (a: Timer, b: Timer) => a.dueAt - b.dueAt || a.seq - b.seq

  return {
    now: () => now,
    setTimeout(fn, ms) {
      seq += 1
      const id = seq as TimerId
      // Like the platform: a negative or non-numeric delay means "as soon as possible".
      const delay = Number.isFinite(ms) && ms > 0 ? ms : 0
      timers.set(id, { id, seq, fn, dueAt: now + delay })
      return id
    },
    clearTimeout(id) {
      if (id !== undefined) timers.delete(id)
    },
    advance(ms) {
      if (!(ms >= 0)) throw new RangeError(`advance(ms) needs a non-negative number, got ${ms}`)
      const target = now + ms
      // Re-read after each timer: one may schedule or clear others that fall inside the window.
      for (;;) {
        const next = [...timers.values()].filter((t) => t.dueAt <= target).sort(byDue)[0]
        if (!next) break
        timers.delete(next.id)
        now = next.dueAt
        next.fn()
      }
      now = target
    },
    pending: () => [...timers.values()].sort(byDue).map(({ id, dueAt }) => ({ id, dueAt })),
  }
}
