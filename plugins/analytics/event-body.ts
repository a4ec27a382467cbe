import { scrub } from './scrub.js'

/** A tracked event as the kit tracked it (spec §4), with the visitor's address when one is connected. */
export interface TrackProps {
  readonly type: 'track'
  readonly event: string
  readonly properties?: Readonly<Record<string, unknown>>
  readonly address?: string
}

/** One of the kit's own errors (spec §7 error telemetry), scrubbed. */
export interface ErrorProps {
  readonly type: 'error'
  readonly event: string
  /** Which part of the kit reported it ('plugin "send"', 'a state listener'). */
  readonly source: string
  /** The error's name, with its code when it has one ('ProviderRpcError 4001'). */
  readonly errorType: string
  readonly errorMessage: string
  readonly stackTrace: string
}

/** Spec §7's body, one per event. */
export interface AnalyticsEvent {
  readonly eventId: string
  readonly url: string
  readonly domain: string
  /** ms since the epoch. */
  readonly timestamp: number
  readonly props: TrackProps | ErrorProps
}

/** Where the event happened: the page's address and host. */
export interface PageInfo {
  readonly href: string
  readonly host: string
}

/** Bounds: a tracked event is a few short fields; anything longer is not what the dashboard needs. */
export const MAX_URL = 2_048
export const MAX_TEXT = 256
export const MAX_ERROR_MESSAGE = 512
export const MAX_STACK = 2_048
const MAX_LIST = 20
const MAX_KEYS = 20
const MAX_DEPTH = 3

export function randomUuid(): string {
  const crypto = globalThis.crypto
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  // randomUUID is missing outside secure contexts (a page on plain http with a LAN address): RFC 9562 v4 by hand.
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

export function eventBody(page: PageInfo, timestamp: number, props: TrackProps | ErrorProps): AnalyticsEvent {
  return { eventId: randomUuid(), url: scrub(page.href, MAX_URL), domain: page.host.slice(0, 253), timestamp, props }
}

export function trackProps(event: string, properties: unknown, address: string | undefined): TrackProps {
  const safe = plain(properties, 0)
  return {
    type: 'track',
    event: event.slice(0, 64),
    ...(safe !== null && typeof safe === 'object' && !Array.isArray(safe) ? { properties: safe as Record<string, unknown> } : {}),
    ...(address ? { address: address.slice(0, 128) } : {}),
  }
}

export function errorProps(source: string, error: unknown): ErrorProps {
  const err = error instanceof Error ? error : undefined
  const name = err?.name ?? typeof error
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined
  const message = err ? err.message : typeof error === 'string' ? error : String(error)
  return {
    type: 'error',
    event: 'KIT_ERROR',
    source: scrub(source, MAX_TEXT),
    errorType: scrub(typeof code === 'number' || typeof code === 'string' ? `${name} ${code}` : name, MAX_TEXT),
    errorMessage: scrub(message, MAX_ERROR_MESSAGE),
    stackTrace: scrub(err?.stack ?? '', MAX_STACK),
  }
}

/** JSON-safe and bounded, every string scrubbed: properties come from every plugin, and reach a third party. */
function plain(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return scrub(value, MAX_TEXT)
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value === 'boolean' || value === null) return value
  if (typeof value === 'bigint') return value.toString()
  if (depth >= MAX_DEPTH || typeof value !== 'object') return undefined
  if (Array.isArray(value)) return value.slice(0, MAX_LIST).map((item) => plain(item, depth + 1) ?? null)
  const out: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value).slice(0, MAX_KEYS)) {
    const safe = plain(item, depth + 1)
    if (safe !== undefined) out[key.slice(0, 64)] = safe
  }
  return out
}
