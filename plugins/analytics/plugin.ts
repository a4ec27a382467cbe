import type { KitPlugin } from '../../kernel/index.js'
import type { AnalyticsEvent, ErrorProps } from './event-body.js'

/** Spec §3 tracking state. */
export interface AnalyticsState {
  /** Whether events are being sent: an analytics URL is set, the feature is on, the project's config allows it. */
  readonly enabled: boolean
  /** The kit's latest error events (scrubbed, within the rate limit), newest last, at most 10. */
  readonly recentErrors: readonly (AnalyticsEvent & { readonly props: ErrorProps })[]
}

declare module '../../kernel/types.js' {
  interface KitState {
    analytics?: AnalyticsState
  }
}

export interface AnalyticsParameters {
  /** Error telemetry: the kit's own errors as `type: 'error'` events (default true). False sends tracked events only. */
  readonly telemetry?: boolean
  /** How long an event waits for others to go in the same request, in ms (default 2000). */
  readonly flushDelayMs?: number
}

/**
 * Analytics (spec §7): every tracked event but MODAL_CREATED, and the kit's own errors, posted in batches to the
 * kit's `analyticsUrl`. Sends nothing without that URL, with `features.analytics: false`, on a server, or when
 * the wallet registry's getAnalyticsConfig says the project has it off. The descriptor is all a host's entry chunk
 * carries; the rest loads with the kit's runtime.
 */
export function analytics(parameters: AnalyticsParameters = {}): KitPlugin<'analytics'> {
  return {
    id: 'analytics',
    setup: async (ctx) => (await import('./setup.js')).setupAnalytics(ctx, parameters),
  }
}
