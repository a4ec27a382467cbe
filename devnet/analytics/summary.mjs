// @ts-check

/** @typedef {import('./index.mjs').CollectedEvent} CollectedEvent */
/** @typedef {import('./index.mjs').DashboardSummary} DashboardSummary */

const MINUTE_MS = 60_000
/** The chart's span. */
export const CHART_MINUTES = 30
const RECENT = 50

/**
 * What the dashboard shows, from the collected events: events per minute by name over the last half hour, the
 * connect funnel per connector type, errors by type and the newest events.
 * @param {readonly CollectedEvent[]} events oldest first
 * @param {number} now ms since the epoch
 * @returns {DashboardSummary}
 */
export function summarize(events, now) {
  const last = Math.floor(now / MINUTE_MS)
  const minutes = Array.from({ length: CHART_MINUTES }, (_, i) => (last - CHART_MINUTES + 1 + i) * 60)
  /** @type {Record<string, number[]>} */
  const perMinute = {}
  for (const { receivedAt, event } of events) {
    const index = Math.floor(receivedAt / MINUTE_MS) - (last - CHART_MINUTES + 1)
    if (index < 0 || index >= CHART_MINUTES) continue
    const name = event.props.type === 'error' ? 'ERROR' : event.props.event
    const series = (perMinute[name] ??= new Array(CHART_MINUTES).fill(0))
    series[index] = (series[index] ?? 0) + 1
  }
  return { minutes, perMinute, funnel: funnel(events), errors: errorsByType(events), recent: recent(events), total: events.length }
}

/**
 * Opened (the modal, by a visitor not yet connected) → wallet selected → connected, per connector type. A
 * CONNECT_SUCCESS names the wallet, not its type: it counts for the type the same page last selected it as.
 * @param {readonly CollectedEvent[]} events
 */
function funnel(events) {
  let opened = 0
  /** @type {Map<string, { selected: number, connected: number }>} */
  const byType = new Map()
  /** @type {Map<string, string>} page origin + wallet name -> connector type */
  const lastType = new Map()
  const row = (/** @type {string} */ type) => {
    let entry = byType.get(type)
    if (!entry) byType.set(type, (entry = { selected: 0, connected: 0 }))
    return entry
  }
  for (const { origin, event } of events) {
    const props = event.props
    if (props.type !== 'track') continue
    const properties = props.properties ?? {}
    const name = typeof properties.name === 'string' ? properties.name : ''
    if (props.event === 'MODAL_OPEN' && properties.connected === false) opened += 1
    if (props.event === 'SELECT_WALLET') {
      const type = typeof properties.type === 'string' ? properties.type : 'UNKNOWN'
      lastType.set(`${origin} ${name}`, type)
      row(type).selected += 1
    }
    if (props.event === 'CONNECT_SUCCESS') row(lastType.get(`${origin} ${name}`) ?? 'UNKNOWN').connected += 1
  }
  return { opened, byType: [...byType].map(([type, counts]) => ({ type, ...counts })).sort((a, b) => b.selected - a.selected) }
}

/**
 * Telemetry errors by their errorType, and tracked failures (CONNECT_ERROR, SEND_ERROR, …) by their event name.
 * @param {readonly CollectedEvent[]} events
 */
function errorsByType(events) {
  /** @type {Map<string, number>} */
  const counts = new Map()
  for (const { event } of events) {
    const props = event.props
    const key = props.type === 'error' ? props.errorType : props.event.endsWith('_ERROR') ? props.event : undefined
    if (key !== undefined) counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  return [...counts].map(([type, count]) => ({ type, count })).sort((a, b) => b.count - a.count)
}

/** @param {readonly CollectedEvent[]} events */
function recent(events) {
  return events
    .slice(-RECENT)
    .reverse()
    .map(({ receivedAt, projectId, event }) => ({
      receivedAt,
      projectId,
      domain: event.domain,
      type: event.props.type,
      event: event.props.event,
      address: event.props.type === 'track' ? (event.props.address ?? null) : null,
      detail: event.props.type === 'error' ? `${event.props.errorType}: ${event.props.errorMessage}` : JSON.stringify(event.props.properties ?? {}),
    }))
}
