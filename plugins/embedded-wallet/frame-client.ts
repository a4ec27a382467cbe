import { ErrorMessages, KitError, type Clock, type TimerId } from '../../kernel/index.js'
import {
  APP_PREFIX,
  FRAME_ERROR,
  FRAME_READY,
  frameMessageSchema,
  replyType,
  WITH_REQUEST_TIMEOUT,
  WITHOUT_LOAD_TIMEOUT,
  type FrameRequestMessage,
  type FrameRequestName,
} from './frame-protocol.js'

/** Spec §9: how long the frame has to announce itself, how long a login step may take, and the settle after READY. */
export const FRAME_LOAD_TIMEOUT_MS = 20_000
export const FRAME_REQUEST_TIMEOUT_MS = 30_000
export const FRAME_READY_DELAY_MS = 500

/** The two ends of the page ↔ frame link; the channel keeps only messages from the frame's window and origin. */
export interface FrameChannel {
  post(message: FrameRequestMessage): void
  listen(listener: (data: unknown) => void): () => void
}

export type FrameFailure =
  | { readonly kind: 'load' }
  | { readonly kind: 'timeout' }
  /** The frame refused this page (its origin is not allowed for the project, or the project is unknown). */
  | { readonly kind: 'refused'; readonly code: string; readonly message: string }
  /** One request's error answer (a session the frame no longer accepts): other requests go on. */
  | { readonly kind: 'answer'; readonly code: string | number | undefined; readonly message: string | undefined }

export interface FrameClientOptions {
  readonly channel: FrameChannel
  readonly clock: Clock
  /** Told once per failure, so the plugin can show spec §8's alert. */
  readonly onFailure?: (failure: FrameFailure) => void
  readonly newId?: () => string
}

/** A request the frame answered with an error event, or that could not be answered. */
export class FrameRequestError extends KitError {
  override name = 'FrameRequestError'
  constructor(
    /** The request it answers; undefined for the frame's own failure (it never loaded, it refused the page). */
    readonly request: FrameRequestName | undefined,
    shortMessage: string,
    options: { readonly details?: string; readonly frameCode?: number | string } = {},
  ) {
    super(shortMessage, { ...(options.details ? { details: options.details } : {}) })
    this.frameCode = options.frameCode
  }
  readonly frameCode: number | string | undefined
}

export interface FrameClient {
  /** Settles when the frame announced itself and the ready delay passed; rejects when it never did. */
  readonly ready: Promise<void>
  request(name: FrameRequestName, payload?: unknown, options?: { readonly signal?: AbortSignal }): Promise<unknown>
  destroy(): void
}

interface Pending {
  readonly name: FrameRequestName
  resolve(value: unknown): void
  reject(error: unknown): void
  timer?: TimerId
  dispose(): void
}

/** Spec §8: the frame's refusals of a page, in the kit's words (its origin is not allowed; the project is unknown). */
const REFUSALS: Readonly<Record<string, string>> = {
  INVALID_APP_CONFIGURATION: ErrorMessages.INVALID_APP_CONFIGURATION,
  INVALID_PROJECT_ID: ErrorMessages.INVALID_PROJECT_ID,
}
const refusalMessage = (code: string, message: string) => (Object.hasOwn(REFUSALS, code) ? REFUSALS[code]! : message)

/**
 * The page's side of the secure frame: ids on every request, answers matched by id and reply type, spec §9's
 * timeouts (either one aborts every pending request, as the spec says), aborts with spec §8's messages.
 */
export function createFrameClient(options: FrameClientOptions): FrameClient {
  const { channel, clock } = options
  let sequence = 0
  const newId = options.newId ?? (() => `${Date.now().toString(36)}-${(sequence++).toString(36)}`)
  const pending = new Map<string, Pending>()
  let failure: FrameRequestError | undefined
  let announced = false
  let readyTimer: TimerId | undefined

  let markReady!: () => void
  let markFailed!: (error: unknown) => void
  const ready = new Promise<void>((resolve, reject) => {
    markReady = resolve
    markFailed = reject
  })
  // The rejection is read by requests and callers; an unread one must not surface as unhandled.
  ready.catch(() => {})
  /** Requests that never time out on load still wait for the frame. */
  let whenUp!: () => void
  const up = new Promise<void>((resolve) => (whenUp = resolve))

  const fail = (error: FrameRequestError, report: FrameFailure, which: (p: Pending) => boolean = () => true) => {
    for (const [id, p] of [...pending]) {
      if (!which(p)) continue
      pending.delete(id)
      p.dispose()
      p.reject(error)
    }
    options.onFailure?.(report)
  }

  const loadTimer = clock.setTimeout(() => {
    if (announced) return
    failure = new FrameRequestError(undefined, ErrorMessages.EMBEDDED_WALLET_LOAD_FAILED, { details: ErrorMessages.FRAME_LOAD_FAILED })
    markFailed(failure)
    fail(failure, { kind: 'load' }, (p) => !WITHOUT_LOAD_TIMEOUT.has(p.name))
  }, FRAME_LOAD_TIMEOUT_MS)

  const stop = channel.listen((data) => {
    const parsed = frameMessageSchema.safeParse(data)
    if (!parsed.success) return
    const message = parsed.data
    if (message.type === FRAME_READY) {
      if (announced || failure) return
      announced = true
      clock.clearTimeout(loadTimer)
      readyTimer = clock.setTimeout(() => {
        markReady()
        whenUp()
      }, FRAME_READY_DELAY_MS)
      return
    }
    if (message.type === FRAME_ERROR) {
      const { code, message: text } = message.payload as { code: string; message: string }
      failure = new FrameRequestError(undefined, refusalMessage(code, text), { frameCode: code })
      clock.clearTimeout(loadTimer)
      markFailed(failure)
      fail(failure, { kind: 'refused', code, message: text })
      return
    }
    const { id } = message as { id: string }
    const entry = pending.get(id)
    if (!entry) return
    const ok = message.type === replyType(entry.name, true)
    // An answer of another request's kind under this id is not this request's answer.
    if (!ok && message.type !== replyType(entry.name, false)) return
    pending.delete(id)
    entry.dispose()
    if (ok) entry.resolve((message as { payload?: unknown }).payload)
    else {
      const payload = (message as { payload?: { message?: string; code?: number | string } }).payload
      entry.reject(new FrameRequestError(entry.name, payload?.message || ErrorMessages.UNKNOWN_ERROR, { frameCode: payload?.code }))
      options.onFailure?.({ kind: 'answer', code: payload?.code, message: payload?.message })
    }
  })

  let destroyed = false
  return {
    ready,
    request(name, payload, { signal } = {}) {
      if (destroyed) return Promise.reject(new FrameRequestError(name, ErrorMessages.FRAME_NOT_SET))
      if (failure && !WITHOUT_LOAD_TIMEOUT.has(name)) return Promise.reject(failure)
      const id = newId()
      return new Promise<unknown>((resolve, reject) => {
        const abortError = () => new FrameRequestError(name, name === 'RPC_REQUEST' ? ErrorMessages.REQUEST_ABORTED : ErrorMessages.SOMETHING_WENT_WRONG)
        const aborted = () => {
          if (!pending.delete(id)) return
          entry.dispose()
          reject(abortError())
        }
        const entry: Pending = {
          name,
          resolve,
          reject,
          dispose: () => {
            clock.clearTimeout(entry.timer)
            signal?.removeEventListener('abort', aborted)
          },
        }
        if (signal?.aborted) return reject(abortError())
        pending.set(id, entry)
        signal?.addEventListener('abort', aborted, { once: true })
        if (WITH_REQUEST_TIMEOUT.has(name)) {
          entry.timer = clock.setTimeout(() => {
            const timedOut = new FrameRequestError(name, ErrorMessages.EMBEDDED_WALLET_REQUEST_TIMED_OUT, { details: ErrorMessages.FRAME_REQUEST_TIMEOUT })
            fail(timedOut, { kind: 'timeout' })
          }, FRAME_REQUEST_TIMEOUT_MS)
        }
        const send = () => {
          if (pending.get(id) === entry) channel.post({ type: `${APP_PREFIX}${name}`, id, ...(payload === undefined ? {} : { payload }) })
        }
        void (WITHOUT_LOAD_TIMEOUT.has(name) ? up : ready).then(send, () => {})
      })
    },
    destroy() {
      if (destroyed) return
      destroyed = true
      stop()
      clock.clearTimeout(loadTimer)
      clock.clearTimeout(readyTimer)
      for (const [id, p] of [...pending]) {
        pending.delete(id)
        p.dispose()
        p.reject(new FrameRequestError(p.name, ErrorMessages.FRAME_NOT_SET))
      }
    },
  }
}
