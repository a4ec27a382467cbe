import type * as z from 'zod/mini'
import { anySignal } from './any-signal.js'
import type { CaipNetworkId } from './caip.js'
import { sleep, type Clock } from './clock.js'
import { ErrorMessages, HttpRequestError, ServiceUnavailableError, TimeoutError } from './errors.js'
import type { Logger } from './log.js'
import type { KitOptions } from './options.js'
import { createSupportedChains, supportedChainsSchema } from './supported-chains.js'
import type { Alert } from './types.js'

/** Spec §9 RPC timeout, per attempt: a retry gets the full time again. */
export const HTTP_TIMEOUT_MS = 10_000
/** Spec §7: 3 retries, backing off exponentially from 150 ms (150, 300, 600). */
export const HTTP_RETRY_COUNT = 3
export const HTTP_RETRY_BASE_MS = 150
/** A server may ask for any Retry-After; past this the visitor is better served by the fallback. */
export const RETRY_AFTER_CAP_MS = 30_000
/** Spec §7 transport: these statuses are worth another try; 403 included, as a gateway's rate limit answers it. */
export const RETRY_STATUSES: ReadonlySet<number> = /* @__PURE__ */ new Set([403, 408, 413, 429, 500, 502, 503, 504])
/** Far above any real answer the kit reads; a larger body is not read further (a hostile list must not freeze the page). */
export const HTTP_MAX_BODY_BYTES = 1024 * 1024
/** Methods that mean the same thing when sent twice, so a retry cannot make the server act twice. */
const IDEMPOTENT_METHODS: ReadonlySet<string> = /* @__PURE__ */ new Set(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS'])

export type HttpService = 'api' | 'registry' | 'analytics'
export type HttpQuery = Readonly<Record<string, string | number | boolean | undefined>>

export interface HttpRequest<S extends z.ZodMiniType> {
  readonly service: HttpService
  readonly method?: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE' | 'OPTIONS'
  /**
   * A POST that only reads (a price lookup) may say so, and is then retried like a GET. Any other POST is sent
   * again only when the first try never reached the server, never after an answer or a timeout.
   */
  readonly idempotent?: boolean
  /** The largest body read, in bytes (default HTTP_MAX_BODY_BYTES); past it the call answers `empty`. */
  readonly maxBytes?: number
  /** Starts with '/', appended to the service's base URL. */
  readonly path: string
  readonly query?: HttpQuery
  /** Sent as JSON. */
  readonly body?: unknown
  readonly schema: S
  /** What the caller gets instead of an error when the service is off or answers something unreadable. */
  readonly empty?: z.output<S>
  /** Spec §7: a data API call for a network the API does not serve is not sent (answers `empty`). */
  readonly caipNetworkId?: CaipNetworkId
  /** Aborts this call only; the kit's own signal aborts every call. */
  readonly signal?: AbortSignal
}

/** The one way the kit talks to HTTP services (spec §7): the plugin context and the kit core carry it. */
export interface Http {
  request<S extends z.ZodMiniType>(request: HttpRequest<S>): Promise<z.output<S>>
  /** Whether the host configured a base URL for the service. */
  isConfigured(service: HttpService): boolean
  /** Whether the data API serves the network; false while it is off or its list cannot be loaded. */
  isSupported(caipNetworkId: CaipNetworkId): Promise<boolean>
}

export interface HttpDeps {
  readonly options: Pick<KitOptions, 'projectId' | 'sdkType' | 'sdkVersion' | 'apiUrl' | 'registryUrl' | 'analyticsUrl'>
  readonly clock: Clock
  /** The kit's: aborts every call on destroy. */
  readonly signal: AbortSignal
  readonly log: Logger
  /** Defaults to the global fetch, looked up per call. */
  readonly fetch?: (url: string, init: RequestInit) => Promise<Response>
  /** Spec §8: where the 'Invalid Project ID' alert goes (the modal controller). */
  readonly showAlert?: (alert: Alert) => void
}

interface Answer {
  readonly status: number
  readonly retryAfter: string | null
  /** Undefined when the body was larger than the call's limit (and so not read to the end). */
  readonly text: string | undefined
}

/** Errors of attempts that got no response at all: only those may be retried for a call that is not idempotent. */
const unanswered = new WeakSet<object>()

export function createHttp(deps: HttpDeps): Http {
  const { options, clock, log } = deps
  const doFetch = deps.fetch ?? ((url: string, init: RequestInit) => globalThis.fetch(url, init))
  const bases: Record<HttpService, string | undefined> = {
    api: options.apiUrl,
    registry: options.registryUrl,
    analytics: options.analyticsUrl,
  }
  const warned = new Set<string>()
  let alerted = false

  const base = (service: HttpService) => bases[service]?.replace(/\/+$/, '')

  function urlFor(root: string, path: string, query: HttpQuery | undefined): string {
    const params = new URLSearchParams()
    for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) params.set(key, String(value))
    params.set('projectId', options.projectId)
    params.set('st', options.sdkType)
    params.set('sv', options.sdkVersion)
    return `${root}${path}?${params}`
  }

  /** One try, body included, bounded by the timeout; resolves with whatever status came back. */
  function attempt(url: string, init: RequestInit, maxBytes: number, signal: AbortSignal): Promise<Answer> {
    return new Promise<Answer>((resolve, reject) => {
      if (signal.aborted) return reject(signal.reason)
      const controller = new AbortController()
      let settled = false
      const finish = (error: unknown, answer?: Answer) => {
        if (settled) return
        settled = true
        clock.clearTimeout(timer)
        signal.removeEventListener('abort', onAbort)
        if (error !== undefined) {
          controller.abort(error)
          reject(error)
        } else resolve(answer!)
      }
      const onAbort = () => finish(signal.reason)
      const timer = clock.setTimeout(() => finish(new TimeoutError({ url, timeout: HTTP_TIMEOUT_MS })), HTTP_TIMEOUT_MS)
      signal.addEventListener('abort', onAbort, { once: true })
      // Timeout and abort settle through finish() without waiting for fetch, so a fetch that ignores its
      // signal cannot hold the caller; one that throws synchronously (no fetch at all) is a network error.
      let responded = false
      Promise.resolve()
        .then(() => doFetch(url, { ...init, signal: controller.signal }))
        .then(async (response) => {
          responded = true
          return { status: response.status, retryAfter: response.headers.get('retry-after'), text: await readBounded(response, maxBytes) }
        })
        .then(
          (answer) => finish(undefined, answer),
          (error: unknown) => {
            const failure = new HttpRequestError({ url, cause: error })
            if (!responded) unanswered.add(failure)
            finish(failure)
          },
        )
    })
  }

  function invalidProjectId() {
    if (alerted) return
    alerted = true
    deps.showAlert?.({ message: ErrorMessages.INVALID_PROJECT_ID, variant: 'error' })
  }

  function unreadable<S extends z.ZodMiniType>(req: HttpRequest<S>, url: string, status: number, cause: unknown, why = 'unreadable response'): z.output<S> {
    // Per path, not per call: a broken endpoint polled every 30 s must not flood the console.
    const key = `${req.service} ${req.method ?? 'GET'} ${req.path}`
    if (!warned.has(`${why} ${key}`)) {
      warned.add(`${why} ${key}`)
      log.warn(`${why} from ${key}`, cause)
    }
    if (req.empty !== undefined) return req.empty
    throw new HttpRequestError({ url, status, details: 'The response is not what the service promises', cause })
  }

  async function send<S extends z.ZodMiniType>(req: HttpRequest<S>, root: string, signal: AbortSignal): Promise<z.output<S>> {
    const url = urlFor(root, req.path, req.query)
    const method = req.method ?? 'GET'
    const init: RequestInit = {
      method,
      ...(req.body === undefined ? {} : { body: JSON.stringify(req.body), headers: { 'content-type': 'application/json' } }),
    }
    const idempotent = req.idempotent ?? IDEMPOTENT_METHODS.has(method)
    const maxBytes = req.maxBytes ?? HTTP_MAX_BODY_BYTES
    for (let retry = 0; ; retry++) {
      let answer: Answer
      try {
        answer = await attempt(url, init, maxBytes, signal)
      } catch (error) {
        // After a timeout the server may have acted on a POST; only one it never received is safe to send again.
        const mayRetry = idempotent || (typeof error === 'object' && error !== null && unanswered.has(error))
        if (signal.aborted || retry >= HTTP_RETRY_COUNT || !mayRetry) throw error
        await sleep(clock, backoff(retry), signal)
        continue
      }
      const { status, text } = answer
      if (status >= 200 && status < 300) {
        if (text === undefined) {
          const tooLarge = new HttpRequestError({ url, status, details: `The response is larger than ${maxBytes} bytes` })
          return unreadable(req, url, status, tooLarge, `response over ${maxBytes} bytes ignored`)
        }
        let json: unknown
        try {
          json = JSON.parse(text)
        } catch (error) {
          return unreadable(req, url, status, error)
        }
        const parsed = req.schema.safeParse(json)
        return parsed.success ? parsed.data : unreadable(req, url, status, parsed.error)
      }
      if (idempotent && RETRY_STATUSES.has(status) && retry < HTTP_RETRY_COUNT) {
        await sleep(clock, retryAfterMs(answer.retryAfter, clock.now()) ?? backoff(retry), signal)
        continue
      }
      if (status === 401 || status === 403) invalidProjectId()
      throw new HttpRequestError({ url, status, details: text?.slice(0, 200) || undefined })
    }
  }

  const supported = createSupportedChains({
    clock,
    log,
    load: () => request({ service: 'api', path: '/v1/supported-chains', schema: supportedChainsSchema }),
  })

  async function request<S extends z.ZodMiniType>(req: HttpRequest<S>): Promise<z.output<S>> {
    const root = base(req.service)
    const off = (reason: 'not-configured' | 'unsupported-network') => {
      if (req.empty !== undefined) return req.empty
      throw new ServiceUnavailableError({ service: req.service, reason, caipNetworkId: req.caipNetworkId })
    }
    if (!root) return off('not-configured')
    if (req.caipNetworkId !== undefined && !(await supported.isSupported(req.caipNetworkId))) return off('unsupported-network')
    const signal = anySignal(deps.signal, req.signal)
    try {
      return await send(req, root, signal.signal)
    } finally {
      signal.release()
    }
  }

  return {
    request,
    isConfigured: (service) => base(service) !== undefined,
    isSupported: (caipNetworkId) => (base('api') ? supported.isSupported(caipNetworkId) : Promise.resolve(false)),
  }
}

const backoff = (retry: number) => HTTP_RETRY_BASE_MS * 2 ** retry

/**
 * The body as text, or undefined once it passes `maxBytes`: read as a stream and cancelled there, so a huge
 * answer costs at most the limit in memory (a declared Content-Length over it is not read at all).
 */
async function readBounded(response: Response, maxBytes: number): Promise<string | undefined> {
  const declared = Number(response.headers.get('content-length'))
  const reader = response.body?.getReader()
  if (declared > maxBytes) {
    await reader?.cancel().catch(() => {})
    return undefined
  }
  if (!reader) {
    const text = await response.text()
    return new TextEncoder().encode(text).length > maxBytes ? undefined : text
  }
  const decoder = new TextDecoder()
  let text = ''
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return text + decoder.decode()
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel().catch(() => {})
      return undefined
    }
    text += decoder.decode(value, { stream: true })
  }
}

/** Retry-After in seconds or as an HTTP date, capped; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number): number | undefined {
  const value = header?.trim()
  if (!value) return undefined
  // An HTTP date names its weekday and month; anything else that is not whole seconds is unreadable.
  const ms = /^\d+$/.test(value) ? Number(value) * 1000 : /[a-z]/i.test(value) ? Date.parse(value) - now : Number.NaN
  if (Number.isNaN(ms)) return undefined
  return Math.min(Math.max(ms, 0), RETRY_AFTER_CAP_MS)
}
