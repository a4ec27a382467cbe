import { anySignal } from './any-signal.js'
import { sleep, systemClock, type Clock } from './clock.js'
import { TimeoutError } from './errors.js'
import { HTTP_RETRY_BASE_MS, HTTP_RETRY_COUNT, HTTP_TIMEOUT_MS, RETRY_STATUSES, retryAfterMs } from './http.js'

/** Whether a failed try is worth another, and what the server asked to wait (its Retry-After header). */
export interface RetryVerdict {
  readonly retry: boolean
  readonly retryAfter?: string | null | undefined
}

export interface RpcRetryOptions {
  /** Ends the call (the account changed, the kit was destroyed): no further try, the wait cut short. */
  readonly signal?: AbortSignal | undefined
  readonly clock?: Clock | undefined
  /** Shown in a timeout's error. */
  readonly url: string
  /** Reads a failure; a timeout of the try is always retried. */
  readonly verdict: (error: unknown) => RetryVerdict
}

/**
 * The chain RPC rules of spec §7 and §9 for plugins whose transport is not viem's (Solana, Cosmos REST): each try
 * gets 10 s, a failure the verdict calls retryable is tried again up to 3 times, after the server's Retry-After
 * (capped at 30 s) or an exponential backoff from 150 ms (150, 300, 600).
 */
export async function withRpcRetries<T>(attempt: (signal: AbortSignal) => Promise<T>, options: RpcRetryOptions): Promise<T> {
  const clock = options.clock ?? systemClock
  for (let retry = 0; ; retry++) {
    options.signal?.throwIfAborted()
    const timeout = new AbortController()
    const timer = clock.setTimeout(() => timeout.abort(new TimeoutError({ url: options.url, timeout: HTTP_TIMEOUT_MS })), HTTP_TIMEOUT_MS)
    const combined = anySignal(timeout.signal, options.signal)
    try {
      return await attempt(combined.signal)
    } catch (error) {
      if (options.signal?.aborted) throw options.signal.reason
      const timedOut = timeout.signal.aborted
      const failure: unknown = timedOut ? timeout.signal.reason : error
      const verdict: RetryVerdict = timedOut ? { retry: true } : options.verdict(error)
      if (!verdict.retry || retry >= HTTP_RETRY_COUNT) throw failure
      await sleep(clock, retryAfterMs(verdict.retryAfter ?? null, clock.now()) ?? HTTP_RETRY_BASE_MS * 2 ** retry, options.signal)
    } finally {
      clock.clearTimeout(timer)
      combined.release()
    }
  }
}

/** A fetch that never reached a server rejects with a TypeError (the spec's "network errors"); aborts are not one. */
export const isNetworkError = (error: unknown): boolean => error instanceof TypeError

/** A response whose status is worth another try, carried through the retry loop. */
class RetryableResponse extends Error {
  constructor(readonly response: Response) {
    super(`HTTP ${response.status}`)
  }
}

/**
 * fetch under the same rules, for a plain HTTP read (a REST endpoint): network errors and the statuses of spec §7
 * are tried again; the last answer is returned as it came, whatever its status.
 */
export function createRetryingFetch(deps: { readonly fetch?: typeof fetch; readonly clock?: Clock } = {}): (url: string, init?: RequestInit) => Promise<Response> {
  const doFetch = deps.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init))
  return async (url, init = {}) => {
    try {
      return await withRpcRetries(
        async (signal) => {
          const response = await doFetch(url, { ...init, signal })
          if (RETRY_STATUSES.has(response.status)) throw new RetryableResponse(response)
          return response
        },
        {
          url,
          signal: init.signal ?? undefined,
          clock: deps.clock,
          verdict: (error) => (error instanceof RetryableResponse ? { retry: true, retryAfter: error.response.headers.get('retry-after') } : { retry: isNetworkError(error) }),
        },
      )
    } catch (error) {
      if (error instanceof RetryableResponse) return error.response
      throw error
    }
  }
}
