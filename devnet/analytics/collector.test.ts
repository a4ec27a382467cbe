// @vitest-environment node
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startCollector, type AnalyticsEvent, type Collector, type DashboardSummary } from './index.mjs'

const PAGE = 'http://127.0.0.1:4173'
const QUERY = 'projectId=tessera-devnet-project&st=tessera&sv=0.1.0'
let collector: Collector
let now = Date.UTC(2026, 10, 24, 12, 30, 15)

beforeAll(async () => {
  collector = await startCollector({ port: 0, now: () => now })
})
afterAll(() => collector.close())
beforeEach(() => {
  collector.clear()
  collector.refuse(undefined)
})

const track = (event: string, properties?: Record<string, unknown>, address?: string): AnalyticsEvent => ({
  eventId: randomUUID(),
  url: `${PAGE}/`,
  domain: '127.0.0.1:4173',
  timestamp: now,
  props: { type: 'track', event, ...(properties ? { properties } : {}), ...(address ? { address } : {}) },
})
const failure = (errorType: string): AnalyticsEvent => ({
  ...track('KIT_ERROR'),
  props: { type: 'error', event: 'KIT_ERROR', source: 'test', errorType, errorMessage: 'boom', stackTrace: '' },
})
const post = (body: unknown, { query = QUERY, origin = PAGE, contentType = 'application/json' } = {}) =>
  fetch(`${collector.url}/e?${query}`, { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body), headers: { origin, 'content-type': contentType } })

describe('the analytics collector', () => {
  it('takes one spec §7 event or a batch, and lists them with their query and page origin', async () => {
    const one = track('MODAL_OPEN', { connected: false })
    const batch = [track('SELECT_WALLET', { name: 'Test Wallet', type: 'INJECTED' }), track('CONNECT_SUCCESS', { name: 'Test Wallet', method: 'browser' }, '0xabc')]
    const answer = await post(one)
    expect(answer.status).toBe(204)
    expect(answer.headers.get('access-control-allow-origin')).toBe(PAGE)
    // sendBeacon's fallback type: the body is read as JSON whatever the type says.
    expect((await post(batch, { contentType: 'text/plain;charset=UTF-8' })).status).toBe(204)
    const { events } = (await (await fetch(`${collector.url}/events`)).json()) as { events: Collector['events'] }
    expect(events.map((e) => e.event)).toEqual([one, ...batch])
    expect(events[0]).toMatchObject({ receivedAt: now, origin: PAGE, projectId: 'tessera-devnet-project', st: 'tessera', sv: '0.1.0' })
    expect(((await (await fetch(`${collector.url}/events?projectId=other`)).json()) as { events: unknown[] }).events).toEqual([])
  })

  it.each([
    ['no projectId', { query: 'st=tessera&sv=1' }, track('MODAL_OPEN'), 'projectId'],
    ['no sdk version', { query: 'projectId=p&st=tessera' }, track('MODAL_OPEN'), 'sv'],
    ['a body that is not JSON', {}, '{"eventId":', ''],
    ['an eventId that is not a UUID', {}, { ...track('MODAL_OPEN'), eventId: '42' }, 'eventId'],
    ['an unknown props type', {}, { ...track('MODAL_OPEN'), props: { type: 'page', event: 'X' } }, 'props.type'],
    ['an empty batch', {}, [], ''],
    ['a batch of 51', {}, Array.from({ length: 51 }, () => track('MODAL_OPEN')), ''],
  ])('answers 400 with the reason to %s', async (_, options, body, field) => {
    const answer = await post(body, options)
    expect(answer.status).toBe(400)
    const reasons = ((await answer.json()) as { reasons: { field: string }[] }).reasons
    expect(reasons.map((r) => r.field)).toContain(field)
    expect(collector.events).toEqual([])
  })

  it('refuses a body over 64 KiB with 413, reading none of it into the store', async () => {
    const answer = await post([{ ...track('MODAL_OPEN'), url: 'x'.repeat(70_000) }])
    expect(answer.status).toBe(413)
    expect(collector.events).toEqual([])
  })

  it('answers 403 to an origin or a project a test refused, and takes them again once allowed', async () => {
    await fetch(`${collector.url}/__devnet/refuse?origin=${encodeURIComponent(PAGE)}`, { method: 'PUT' })
    expect((await post(track('MODAL_OPEN'))).status).toBe(403)
    expect((await post(track('MODAL_OPEN'), { origin: 'http://localhost:5173' })).status).toBe(204)
    collector.refuse({ projectIds: ['tessera-devnet-project'] })
    expect((await post(track('MODAL_OPEN'), { origin: 'http://localhost:5173' })).status).toBe(403)
    await fetch(`${collector.url}/__devnet/refuse`, { method: 'DELETE' })
    expect((await post(track('MODAL_OPEN'))).status).toBe(204)
    expect(collector.events).toHaveLength(2)
  })

  it('lets loopback pages post JSON with credentials (as sendBeacon does), and no other origin', async () => {
    const preflight = (origin: string) =>
      fetch(`${collector.url}/e?${QUERY}`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } })
    const allowed = await preflight(PAGE)
    expect(allowed.status).toBe(204)
    expect(Object.fromEntries([...allowed.headers].filter(([name]) => name.startsWith('access-control-')))).toMatchObject({
      'access-control-allow-origin': PAGE,
      'access-control-allow-credentials': 'true',
      'access-control-allow-methods': 'GET, POST, OPTIONS',
      'access-control-allow-headers': 'content-type',
    })
    const other = await preflight('https://evil.example')
    expect(other.status).toBe(403)
    expect(other.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('sums up per minute by type, the connect funnel per connector type, errors by type and the newest events', async () => {
    const minute = Math.floor(now / 60_000) * 60
    now -= 60_000
    await post([track('MODAL_OPEN', { connected: false }), track('SELECT_WALLET', { name: 'Test Wallet', type: 'INJECTED' })])
    now += 60_000
    await post([
      track('CONNECT_SUCCESS', { name: 'Test Wallet', method: 'browser' }, '0xabc'),
      track('MODAL_OPEN', { connected: true }),
      track('SELECT_WALLET', { name: 'Other', type: 'WALLET_CONNECT' }),
      track('CONNECT_ERROR', { name: 'Other', message: 'User rejected the request.' }),
      failure('HttpRequestError'),
      failure('HttpRequestError'),
    ])
    const summary = (await (await fetch(`${collector.url}/summary`)).json()) as DashboardSummary
    expect(summary.minutes).toHaveLength(30)
    expect(summary.minutes.at(-1)).toBe(minute)
    expect(Object.fromEntries(Object.entries(summary.perMinute).map(([name, counts]) => [name, counts.slice(-2)]))).toEqual({
      MODAL_OPEN: [1, 1],
      SELECT_WALLET: [1, 1],
      CONNECT_SUCCESS: [0, 1],
      CONNECT_ERROR: [0, 1],
      ERROR: [0, 2],
    })
    expect(summary.funnel).toEqual({
      opened: 1,
      byType: [
        { type: 'INJECTED', selected: 1, connected: 1 },
        { type: 'WALLET_CONNECT', selected: 1, connected: 0 },
      ],
    })
    expect(summary.errors).toEqual([
      { type: 'HttpRequestError', count: 2 },
      { type: 'CONNECT_ERROR', count: 1 },
    ])
    expect(summary.total).toBe(8)
    expect(summary.recent[0]).toMatchObject({ type: 'error', event: 'KIT_ERROR', detail: 'HttpRequestError: boom' })
    expect(summary.recent.at(-1)).toMatchObject({ type: 'track', event: 'MODAL_OPEN', domain: '127.0.0.1:4173', detail: '{"connected":false}' })
  })

  it('serves the dashboard under a strict CSP, with uPlot from node_modules', async () => {
    const page = await fetch(`${collector.url}/`)
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'")
    expect(await page.text()).toContain('<script type="module" src="/dashboard.js"></script>')
    const uplot = await fetch(`${collector.url}/uPlot.esm.js`)
    expect(uplot.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(await uplot.text()).toMatch(/export \{ uPlot as default \}/)
    expect((await fetch(`${collector.url}/uPlot.min.css`)).status).toBe(200)
    expect((await fetch(`${collector.url}/nothing`)).status).toBe(404)
  })
})
