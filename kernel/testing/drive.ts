import type { FakeClock } from './fake-clock.js'
import { settle } from './settle.js'

/**
 * Settles `promise` by moving the fake clock from one due timer to the next, letting promise chains run in
 * between, so retries, backoffs and timeouts happen at their exact times without waiting for real ones.
 * Throws when nothing is pending and the promise is still open (it would never settle).
 */
export async function drive<T>(clock: FakeClock, promise: Promise<T>, { maxSteps = 1000 } = {}): Promise<T> {
  let done = false
  promise.then(
    () => (done = true),
    () => (done = true),
  )
  for (let step = 0; step < maxSteps; step++) {
    await settle()
    if (done) return promise
    const next = clock.pending()[0]
    if (!next) throw new Error('drive(): the promise is pending and no timer is due')
    clock.advance(Math.max(0, next.dueAt - clock.now()))
  }
  throw new Error(`drive(): still pending after ${maxSteps} timers`)
}
