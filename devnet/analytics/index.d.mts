import type { ServiceDefinition } from '../index.mjs'

/** Spec §7's body, as the collector checked it. */
export interface AnalyticsEvent {
  readonly eventId: string
  readonly url: string
  readonly domain: string
  readonly timestamp: number
  readonly props:
    | { readonly type: 'track'; readonly event: string; readonly properties?: Readonly<Record<string, unknown>>; readonly address?: string }
    | { readonly type: 'error'; readonly event: string; readonly source?: string; readonly errorType: string; readonly errorMessage: string; readonly stackTrace: string }
}

/** One event as received: when, from which page origin, with which query. */
export interface CollectedEvent {
  /** ms since the epoch. */
  readonly receivedAt: number
  readonly origin: string | null
  readonly projectId: string
  readonly st: string
  readonly sv: string
  readonly event: AnalyticsEvent
}

/** What the dashboard draws (GET /summary). */
export interface DashboardSummary {
  /** The chart's x values: the last 30 minutes' starts, in seconds since the epoch. */
  readonly minutes: readonly number[]
  /** Event name ('ERROR' for telemetry) -> events in each of those minutes. */
  readonly perMinute: Readonly<Record<string, readonly number[]>>
  readonly funnel: {
    /** Modal opens by a visitor not yet connected. */
    readonly opened: number
    readonly byType: readonly { readonly type: string; readonly selected: number; readonly connected: number }[]
  }
  /** Telemetry errors by errorType, tracked failures by event name. */
  readonly errors: readonly { readonly type: string; readonly count: number }[]
  /** The newest 50, newest first. */
  readonly recent: readonly {
    readonly receivedAt: number
    readonly projectId: string
    readonly domain: string
    readonly type: 'track' | 'error'
    readonly event: string
    readonly address: string | null
    readonly detail: string
  }[]
  readonly total: number
}

export interface StartCollectorOptions {
  /** Default 127.0.0.1. */
  host?: string | undefined
  /** Default 8803; 0 picks a free port. */
  port?: number | undefined
  /** The collector's clock (ms since the epoch); default Date.now. */
  now?: (() => number) | undefined
}

export interface Collector {
  /** http://host:port, no trailing slash. */
  readonly url: string
  /** Every event kept (the newest 5 000), oldest first; a copy. */
  readonly events: readonly CollectedEvent[]
  clear(): void
  /** Answers 403 from now on to these page origins and project ids (undefined: to none). */
  refuse(refusal: { readonly origins?: readonly string[]; readonly projectIds?: readonly string[] } | undefined): void
  close(): Promise<void>
}

export declare const DEFAULT_COLLECTOR_PORT: number
export declare const COLLECTOR_PORT_ENV: string

/**
 * POST /e?projectId&st&sv with one spec §7 event or a JSON array of up to 50 (body at most 64 KiB, any content type,
 * so sendBeacon's text/plain works too) → 204; 400 with reasons for a bad query or body, 413 past the size, 403 for
 * a refused origin or project. GET /events?projectId=&since= → { events }, GET /summary → DashboardSummary, GET / → the
 * dashboard. Controls: DELETE /__devnet/events, PUT /__devnet/refuse?origin=…&projectId=…, DELETE /__devnet/refuse.
 * CORS for loopback pages (credentials allowed, as sendBeacon sends them).
 */
export declare function startCollector(options?: StartCollectorOptions): Promise<Collector>
/** The collector as the devnet service `collector`. Port: option, else env DEVNET_COLLECTOR_PORT, else 8803. */
export declare function collectorService(options?: { port?: number | undefined }): ServiceDefinition
