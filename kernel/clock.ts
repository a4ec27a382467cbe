export type TimerId = number & { readonly __timer: unique symbol }

/** Every timer in the kit goes through a Clock so tests can drive spec §9's constants with a fake one. */
export interface Clock {
  now(): number
  setTimeout(fn: () => void, ms: number): TimerId
  clearTimeout(id: TimerId | undefined): void
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms) as unknown as TimerId,
  clearTimeout: (id) => {
    if (id !== undefined) globalThis.clearTimeout(id as unknown as ReturnType<typeof setTimeout>)
  },
}

/** Resolves after `ms` on the given clock, or rejects when the signal aborts. */
export function sleep(clock: Clock, ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const id = clock.setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    function onAbort() {
      clock.clearTimeout(id)
      reject(signal?.reason)
    }
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}
