import type { Clock, Logger, TimerId } from '../../kernel/index.js'
import type { AnalyticsEvent } from './event-body.js'

/** Events wait this long for others to go with them (one request instead of several for a connect). */
export const FLUSH_DELAY_MS = 2_000
/** Events per request. */
export const MAX_BATCH_EVENTS = 10
/** Bytes per request: under a keepalive request's 64 KiB, which a page being closed may still send. */
export const MAX_BATCH_BYTES = 32_768
/** Held events at most (while the remote config is asked, or offline); the oldest go first. */
export const MAX_QUEUED_EVENTS = 100

export interface SenderDeps {
  /** `{analyticsUrl}/e?projectId=…&st=…&sv=…` */
  readonly endpoint: string
  readonly clock: Clock
  readonly log: Logger
  readonly flushDelayMs?: number
  readonly fetch?: (url: string, init: RequestInit) => Promise<Response>
  /** navigator.sendBeacon where the page has it. */
  readonly beacon?: (url: string, data: Blob) => boolean
  /** The collector refused the page (403): nothing more is sent. */
  readonly onForbidden: () => void
}

export interface Sender {
  add(event: AnalyticsEvent): void
  /** Sends everything queued now; 'beacon' when the page is going away (a beacon outlives the page). */
  flush(how: 'fetch' | 'beacon'): void
  /** While held, events queue and nothing is sent (the remote config has not answered yet). */
  hold(held: boolean): void
  /** Forgets what is queued (the remote config said no). */
  clear(): void
  stop(): void
}

/**
 * Batches: a request carries a JSON array of spec §7 bodies, sent at most FLUSH_DELAY_MS after the first of them,
 * at once when a batch is full, and with sendBeacon when the page is hidden or closed. Nothing waits on it.
 */
export function createSender(deps: SenderDeps): Sender {
  const { clock, log } = deps
  const delay = deps.flushDelayMs ?? FLUSH_DELAY_MS
  const doFetch = deps.fetch ?? ((url: string, init: RequestInit) => globalThis.fetch(url, init))
  let queue: string[] = []
  let timer: TimerId | undefined
  let held = false
  let stopped = false

  const cancelTimer = () => {
    clock.clearTimeout(timer)
    timer = undefined
  }

  function post(body: string) {
    doFetch(deps.endpoint, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
      // A request started as the page unloads still completes; no cookies go to the analytics host.
      keepalive: true,
      credentials: 'omit',
    }).then(
      (response) => {
        if (response.status === 403 && !stopped) {
          stop()
          deps.onForbidden()
        } else if (!response.ok) log.debug(`analytics: the collector answered ${response.status}`)
      },
      (error: unknown) => log.debug('analytics: the collector could not be reached', error),
    )
  }

  function beacon(body: string) {
    try {
      if (deps.beacon?.(deps.endpoint, new Blob([body], { type: 'application/json' }))) return
    } catch (error) {
      log.debug('analytics: sendBeacon refused the batch', error)
    }
    post(body)
  }

  /** The queue as request bodies, each within MAX_BATCH_EVENTS and MAX_BATCH_BYTES. */
  function batches(): string[] {
    const bodies: string[] = []
    let batch: string[] = []
    let size = 2
    for (const event of queue) {
      if (batch.length > 0 && (batch.length >= MAX_BATCH_EVENTS || size + event.length + 1 > MAX_BATCH_BYTES)) {
        bodies.push(`[${batch.join(',')}]`)
        batch = []
        size = 2
      }
      batch.push(event)
      size += event.length + 1
    }
    if (batch.length > 0) bodies.push(`[${batch.join(',')}]`)
    queue = []
    return bodies
  }

  function flush(how: 'fetch' | 'beacon') {
    cancelTimer()
    if (held || stopped || queue.length === 0) return
    for (const body of batches()) (how === 'beacon' ? beacon : post)(body)
  }

  function stop() {
    stopped = true
    queue = []
    cancelTimer()
  }

  return {
    add(event) {
      if (stopped) return
      const json = JSON.stringify(event)
      // One event alone over the limit could never be sent: its fields are bounded, so this is a bug guard.
      if (json.length > MAX_BATCH_BYTES) return log.debug('analytics: an event over the batch size was dropped')
      queue.push(json)
      if (queue.length > MAX_QUEUED_EVENTS) queue.splice(0, queue.length - MAX_QUEUED_EVENTS)
      if (held) return
      if (queue.length >= MAX_BATCH_EVENTS) flush('fetch')
      else timer ??= clock.setTimeout(() => flush('fetch'), delay)
    },
    flush,
    hold(value) {
      held = value
      if (!held && queue.length > 0) timer ??= clock.setTimeout(() => flush('fetch'), delay)
    },
    clear() {
      queue = []
      cancelTimer()
    },
    stop,
  }
}
