/**
 * Reads that several callers ask for at once (an account's balance line and its token list's fallback, on connect):
 * one read per key serves them all, and it is aborted once every caller has left it (the account changed) or the
 * kit is destroyed. A caller without a signal keeps its read alive to the end.
 */
export interface SharedReads<T> {
  /** Joins the read of `key` in flight, or starts it with `start`, whose signal ends it. */
  read(key: string, start: (signal: AbortSignal) => Promise<T>, signal?: AbortSignal): Promise<T>
}

interface Read<T> {
  readonly promise: Promise<T>
  readonly abort: AbortController
  waiters: number
}

export function createSharedReads<T>(kitSignal: AbortSignal): SharedReads<T> {
  const inFlight = new Map<string, Read<T>>()

  function begin(key: string, start: (signal: AbortSignal) => Promise<T>): Read<T> {
    const abort = new AbortController()
    const stop = () => abort.abort(kitSignal.reason)
    kitSignal.addEventListener('abort', stop, { once: true })
    const promise = start(abort.signal).finally(() => {
      kitSignal.removeEventListener('abort', stop)
      if (inFlight.get(key) === read) inFlight.delete(key)
    })
    const read: Read<T> = { promise, abort, waiters: 0 }
    inFlight.set(key, read)
    return read
  }

  function follow(read: Read<T>, signal: AbortSignal | undefined): Promise<T> {
    if (!signal) {
      read.waiters = Number.POSITIVE_INFINITY
      return read.promise
    }
    read.waiters++
    return new Promise<T>((resolve, reject) => {
      const leave = () => {
        reject(signal.reason)
        if (--read.waiters === 0) read.abort.abort(signal.reason)
      }
      signal.addEventListener('abort', leave, { once: true })
      read.promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', leave))
    })
  }

  return {
    read(key, start, signal) {
      if (signal?.aborted) return Promise.reject(signal.reason)
      const current = inFlight.get(key)
      // A read every caller has left is ending: a new caller gets a read of its own.
      return follow(current && !current.abort.signal.aborted ? current : begin(key, start), signal)
    },
  }
}
