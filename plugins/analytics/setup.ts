import { ErrorMessages, parseCaipAddress, type PluginContext } from '../../kernel/index.js'
import { errorProps, eventBody, trackProps, type AnalyticsEvent, type ErrorProps, type PageInfo } from './event-body.js'
import type { AnalyticsParameters, AnalyticsState } from './plugin.js'
import { createRateLimit } from './rate-limit.js'
import { isAnalyticsEnabled } from './remote-config.js'
import { createSender } from './sender.js'

/** Spec §3: the tracking state keeps the latest few error events. */
export const MAX_RECENT_ERRORS = 10

export function setupAnalytics(ctx: PluginContext, parameters: AnalyticsParameters): void {
  const state = ctx.store.register('analytics', { enabled: false, recentErrors: [] } satisfies AnalyticsState)
  const { analyticsUrl, features, projectId, sdkType, sdkVersion } = ctx.options
  // Server-side rendering has no visitor; no URL or the feature off means the host chose to send nothing.
  if (typeof window === 'undefined' || typeof document === 'undefined' || !analyticsUrl || !features.analytics) return

  const query = new URLSearchParams({ projectId, st: sdkType, sv: sdkVersion })
  const sender = createSender({
    endpoint: `${analyticsUrl.replace(/\/+$/, '')}/e?${query}`,
    clock: ctx.clock,
    log: ctx.log,
    flushDelayMs: parameters.flushDelayMs,
    beacon: typeof navigator.sendBeacon === 'function' ? (url, data) => navigator.sendBeacon(url, data) : undefined,
    onForbidden: () => {
      setEnabled(false)
      // Spec §7: the page's origin is not on the project's allow-list; said once, as nothing more is sent.
      ctx.modal.showAlert({ message: ErrorMessages.INVALID_APP_CONFIGURATION, variant: 'error' })
    },
  })
  const setEnabled = (enabled: boolean) => state.set((draft) => ({ recentErrors: draft?.recentErrors ?? [], enabled }))
  const page = (): PageInfo => ({ href: location.href, host: location.host })
  const address = () => {
    const caipAddress = ctx.store.get().activeCaipAddress
    return caipAddress ? parseCaipAddress(caipAddress).address : undefined
  }

  ctx.bus.on('kit:tracked', (tracked) => {
    if (tracked.event === 'MODAL_CREATED') return
    sender.add(eventBody(page(), ctx.clock.now(), trackProps(tracked.event, tracked.properties, address())))
  })

  if (parameters.telemetry !== false) {
    const limit = createRateLimit(ctx.clock)
    ctx.bus.on('kit:error', ({ source, error }) => {
      if (!limit.take()) return
      const event = eventBody(page(), ctx.clock.now(), errorProps(source, error)) as AnalyticsEvent & { props: ErrorProps }
      state.set((draft) => ({ enabled: draft?.enabled ?? false, recentErrors: [...(draft?.recentErrors ?? []), event].slice(-MAX_RECENT_ERRORS) }))
      sender.add(event)
    })
  }

  // Closing or hiding the tab: what is queued goes now, by beacon, which the browser sends after the page is gone.
  const onHide = () => sender.flush('beacon')
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') sender.flush('beacon')
  }
  window.addEventListener('pagehide', onHide)
  document.addEventListener('visibilitychange', onVisibility)
  ctx.onDispose(() => {
    window.removeEventListener('pagehide', onHide)
    document.removeEventListener('visibilitychange', onVisibility)
    sender.flush('fetch')
    sender.stop()
  })

  if (!ctx.http.isConfigured('registry')) return setEnabled(true)
  // The project's own setting decides; until it has answered nothing leaves the page (a failed answer is asked
  // again when the visitor next opens the modal, and events wait, up to the queue's bound).
  sender.hold(true)
  let asking = false
  let answered = false
  const ask = () => {
    if (asking || answered) return
    asking = true
    isAnalyticsEnabled(ctx.http, ctx.signal).then(
      (enabled) => {
        asking = false
        answered = true
        if (!enabled) {
          sender.stop()
          return
        }
        setEnabled(true)
        sender.hold(false)
      },
      (error: unknown) => {
        asking = false
        if (!ctx.signal.aborted) ctx.log.warn('analytics: the project settings could not be read; nothing is sent until they are', error)
      },
    )
  }
  ctx.bus.on('modal:opened', ask)
  ask()
}
