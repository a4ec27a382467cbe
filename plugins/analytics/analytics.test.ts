import { afterEach, describe, expect, it, vi } from 'vitest'
import type { KitOptionsInput } from '../../kernel/index.js'
import { createFakeConnector, createFakeFetch, createTestKit, expectClean, FAKE_ADDRESS, fakeChainPlugin, jsonResponse, kitInternals, settle } from '../../kernel/testing/index.js'
import type { AnalyticsEvent, ErrorProps, TrackProps } from './event-body.js'
import { analytics, type AnalyticsParameters } from './plugin.js'
import { FLUSH_DELAY_MS, MAX_BATCH_BYTES, MAX_BATCH_EVENTS } from './sender.js'

const COLLECTOR = 'https://pulse.test'
const REGISTRY = 'https://registry.test'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

afterEach(() => vi.unstubAllGlobals())

interface Setup {
  readonly options?: Omit<Partial<KitOptionsInput>, 'clock'>
  readonly parameters?: AnalyticsParameters
  /** What getAnalyticsConfig answers, when a registry is configured. */
  readonly config?: () => Response
  /** What /e answers (default 204). */
  readonly collector?: () => Response
  readonly beacon?: (url: string, data: Blob) => boolean
}

function analyticsKit({ options = {}, parameters, config, collector, beacon }: Setup = {}) {
  const wallet = createFakeConnector()
  const test = createTestKit({
    plugins: [fakeChainPlugin('eip155', { connectors: [wallet] }), analytics(parameters)],
    analyticsUrl: COLLECTOR,
    ...(config ? { registryUrl: REGISTRY } : {}),
    ...options,
  })
  const http = createFakeFetch(test.clock)
  if (config) http.route('/getAnalyticsConfig', config)
  http.route('/e', () => collector?.() ?? new Response(null, { status: 204 }))
  vi.stubGlobal('fetch', http.fetch)
  const beacons: { url: string; events: AnalyticsEvent[] }[] = []
  vi.stubGlobal('navigator', {
    ...navigator,
    sendBeacon: (url: string, data: Blob) => {
      const sent = beacon ? beacon(url, data) : true
      if (sent) void data.text().then((text) => beacons.push({ url, events: JSON.parse(text) as AnalyticsEvent[] }))
      return sent
    },
  })
  const bus = kitInternals(test.kit).bus
  /** Every event the collector received, request by request. */
  const posts = () => http.callsTo('/e').map((call) => call.body as AnalyticsEvent[])
  const sent = () => posts().flat()
  const names = () => sent().map((event) => event.props.event)
  const fail = (source: string, error: unknown) => bus.emit('kit:error', { source, error })
  return { ...test, wallet, http, beacons, posts, sent, names, fail }
}

describe('analytics(): tracked events', () => {
  it('posts each tracked event but MODAL_CREATED with spec §7 fields, batched after the flush delay, the address once connected', async () => {
    const { kit, clock, http, posts, sent } = analyticsKit()
    await kit.ready
    kitInternals(kit).bus.emit('kit:tracked', { event: 'MODAL_CREATED' })
    kit.open()
    await kit.connect('fake')
    kit.close()
    await settle()
    expect(http.callsTo('/e')).toEqual([])

    clock.advance(FLUSH_DELAY_MS)
    await settle()
    expect(posts()).toHaveLength(1)
    const [call] = http.callsTo('/e')
    expect(call!.method).toBe('POST')
    expect(`${call!.url.origin}${call!.url.pathname}`).toBe(`${COLLECTOR}/e`)
    expect(Object.fromEntries(call!.url.searchParams)).toEqual({ projectId: 'p', st: 'tessera', sv: kitInternals(kit).options.sdkVersion })
    expect(call!.headers['content-type']).toBe('application/json')
    const events = sent()
    expect(events.map((e) => e.props.event)).toEqual(['MODAL_OPEN', 'SELECT_WALLET', 'CONNECT_SUCCESS', 'MODAL_CLOSE'])
    for (const event of events) {
      expect(event.eventId).toMatch(UUID)
      expect(event).toMatchObject({ url: location.href, domain: location.host, timestamp: 0 })
    }
    expect(new Set(events.map((e) => e.eventId)).size).toBe(events.length)
    const props = events.map((e) => e.props as TrackProps)
    expect(props[0]).toEqual({ type: 'track', event: 'MODAL_OPEN', properties: { connected: false } })
    expect(props[1]).toEqual({ type: 'track', event: 'SELECT_WALLET', properties: { name: 'Fake Wallet', type: 'INJECTED' } })
    expect(props[2]).toMatchObject({ event: 'CONNECT_SUCCESS', address: FAKE_ADDRESS })
    expect(props[3]).toMatchObject({ event: 'MODAL_CLOSE', properties: { connected: true }, address: FAKE_ADDRESS })
  })

  it(`sends a full batch of ${MAX_BATCH_EVENTS} at once, without waiting`, async () => {
    const { kit, posts } = analyticsKit()
    await kit.ready
    for (let i = 0; i < MAX_BATCH_EVENTS; i++) kitInternals(kit).bus.emit('kit:tracked', { event: 'MODAL_OPEN', properties: { connected: false } })
    await settle()
    expect(posts().map((batch) => batch.length)).toEqual([MAX_BATCH_EVENTS])
  })

  it('splits what waits into requests under 32 KiB each (a keepalive request must stay under 64 KiB)', async () => {
    const { kit, clock, http } = analyticsKit()
    await kit.ready
    // A plugin's event with large properties: 30 keys of 1 000 characters, cut to 20 of 256 (about 5 KiB each).
    const large = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`key${i}`, `${'-'.repeat(1_000)}${i}`]))
    for (let i = 0; i < 9; i++) kitInternals(kit).bus.emit('kit:tracked', { event: 'MODAL_OPEN', properties: large as never })
    clock.advance(FLUSH_DELAY_MS)
    await settle()
    const bodies = http.callsTo('/e').map((call) => JSON.stringify(call.body))
    expect(bodies.length).toBeGreaterThan(1)
    for (const body of bodies) expect(body.length).toBeLessThanOrEqual(MAX_BATCH_BYTES)
    const events = http.callsTo('/e').flatMap((call) => call.body as AnalyticsEvent[])
    expect(events).toHaveLength(9)
    expect(Object.keys((events[0]!.props as TrackProps).properties!)).toHaveLength(20)
    expect(Object.values((events[0]!.props as TrackProps).properties!).every((value) => typeof value === 'string' && value.length === 256)).toBe(true)
  })

  it('when the page is hidden or closed, sends what waits by sendBeacon (JSON) at once', async () => {
    const { kit, http, beacons } = analyticsKit()
    await kit.ready
    kit.open()
    kit.close()
    window.dispatchEvent(new Event('pagehide'))
    await settle()
    expect(http.callsTo('/e')).toEqual([])
    expect(beacons).toHaveLength(1)
    expect(beacons[0]!.url).toBe(`${COLLECTOR}/e?projectId=p&st=tessera&sv=${kitInternals(kit).options.sdkVersion}`)
    expect(beacons[0]!.events.map((e) => e.props.event)).toEqual(['MODAL_OPEN', 'MODAL_CLOSE'])
  })

  it('falls back to a keepalive fetch when the browser will not queue the beacon', async () => {
    const { kit, http, names } = analyticsKit({ beacon: () => false })
    await kit.ready
    kit.open()
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })
    await settle()
    expect(names()).toEqual(['MODAL_OPEN'])
    expect(http.callsTo('/e')).toHaveLength(1)
  })

  it('a 403 from the collector shows the allow-list alert once and stops sending', async () => {
    const { kit, clock, http } = analyticsKit({ options: { debug: true }, collector: () => jsonResponse({ message: 'origin not allowed' }, { status: 403 }) })
    await kit.ready
    kit.open()
    clock.advance(FLUSH_DELAY_MS)
    await settle()
    expect(kit.getState().modal.alert).toEqual({ message: 'Invalid App Configuration', variant: 'error' })
    expect(kit.getState().analytics?.enabled).toBe(false)
    kitInternals(kit).store.update((draft) => void (draft.modal.alert = undefined))
    kit.close()
    kit.open()
    clock.advance(FLUSH_DELAY_MS)
    window.dispatchEvent(new Event('pagehide'))
    await settle()
    expect(http.callsTo('/e')).toHaveLength(1)
    expect(kit.getState().modal.alert).toBeUndefined()
  })

  it('leaves nothing behind when the kit is destroyed, and sends what waited', async () => {
    const { kit, clock, names } = analyticsKit()
    await kit.ready
    kit.open()
    await kit.destroy()
    await settle()
    expect(names()).toEqual(['MODAL_OPEN'])
    expectClean(kit, { clock })
  })
})

describe('analytics(): when nothing is sent', () => {
  it.each([
    ['without an analyticsUrl', { analyticsUrl: undefined }],
    ['with features.analytics false', { features: { analytics: false } }],
  ])('%s', async (_, options) => {
    const { kit, clock, http, beacons } = analyticsKit({ options })
    await kit.ready
    kit.open()
    clock.advance(FLUSH_DELAY_MS)
    window.dispatchEvent(new Event('pagehide'))
    await settle()
    expect(http.calls).toEqual([])
    expect(beacons).toEqual([])
    expect(kit.getState().analytics).toEqual({ enabled: false, recentErrors: [] })
  })

  it("when the project's getAnalyticsConfig says isAnalyticsEnabled: false", async () => {
    const { kit, clock, http, beacons } = analyticsKit({ config: () => jsonResponse({ isAnalyticsEnabled: false }) })
    await kit.ready
    kit.open()
    await settle()
    clock.advance(FLUSH_DELAY_MS)
    window.dispatchEvent(new Event('pagehide'))
    await settle()
    expect(http.calls.map((call) => call.url.pathname)).toEqual(['/getAnalyticsConfig'])
    expect(http.calls[0]!.url.searchParams.get('projectId')).toBe('p')
    expect(beacons).toEqual([])
    expect(kit.getState().analytics?.enabled).toBe(false)
  })

  it('until getAnalyticsConfig has answered: an unreadable answer holds the events, a later yes sends them', async () => {
    let answer: unknown = { isAnalyticsEnabled: 'yes' }
    const { kit, clock, http, names } = analyticsKit({ config: () => jsonResponse(answer) })
    await kit.ready
    await settle()
    kit.open()
    clock.advance(FLUSH_DELAY_MS)
    window.dispatchEvent(new Event('pagehide'))
    await settle()
    expect(names()).toEqual([])
    expect(kit.getState().analytics?.enabled).toBe(false)

    answer = { isAnalyticsEnabled: true }
    kit.close()
    kit.open()
    await settle()
    expect(kit.getState().analytics?.enabled).toBe(true)
    clock.advance(FLUSH_DELAY_MS)
    await settle()
    expect(names()).toEqual(['MODAL_OPEN', 'MODAL_CLOSE', 'MODAL_OPEN'])
    // At start, then at each modal open until one answered.
    expect(http.callsTo('/getAnalyticsConfig')).toHaveLength(3)
  })
})

describe('analytics(): error telemetry', () => {
  it("posts the kit's errors as type 'error' events, scrubbed, and keeps them in the tracking state", async () => {
    const { kit, clock, sent } = analyticsKit()
    await kit.ready
    const error = Object.assign(new Error('signing failed for alice@example.com with key 0x' + 'ab'.repeat(32)), { name: 'ProviderRpcError', code: 4001 })
    error.stack = `ProviderRpcError: signing failed\n    at sign (https://app.test/kit.js:1:2)`
    kitInternals(kit).bus.emit('kit:error', { source: 'plugin "send"', error })
    clock.advance(FLUSH_DELAY_MS)
    await settle()
    const [event] = sent()
    expect(event!.eventId).toMatch(UUID)
    expect(event!.props).toEqual({
      type: 'error',
      event: 'KIT_ERROR',
      source: 'plugin "send"',
      errorType: 'ProviderRpcError 4001',
      errorMessage: 'signing failed for [redacted] with key [redacted]',
      stackTrace: 'ProviderRpcError: signing failed\n    at sign (https://app.test/kit.js:1:2)',
    } satisfies ErrorProps)
    expect(kit.getState().analytics?.recentErrors).toEqual([event])
  })

  it('sends at most 5 error events in any rolling 60 s', async () => {
    const { kit, clock, fail, sent } = analyticsKit()
    await kit.ready
    const errorsSent = () => sent().filter((e) => e.props.type === 'error').map((e) => (e.props as ErrorProps).errorMessage)
    // One every 10 s: the sixth (at 50 s) finds five in the last minute.
    for (let i = 0; i < 6; i++) {
      fail('test', new Error(`e${i}`))
      clock.advance(10_000)
    }
    await settle()
    expect(errorsSent()).toEqual(['e0', 'e1', 'e2', 'e3', 'e4'])
    // At 60 s the first has left the window: one place, taken by the first to come.
    fail('test', new Error('e6'))
    fail('test', new Error('e7'))
    clock.advance(1_000)
    // At 61 s the window (1 s to 61 s) holds e1..e4 and e6.
    fail('test', new Error('e8'))
    clock.advance(9_000)
    // At 70 s e1 (10 s) has left.
    fail('test', new Error('e9'))
    clock.advance(FLUSH_DELAY_MS)
    await settle()
    expect(errorsSent()).toEqual(['e0', 'e1', 'e2', 'e3', 'e4', 'e6', 'e9'])
    expect(kit.getState().analytics?.recentErrors.map((e) => e.props.errorMessage)).toEqual(['e0', 'e1', 'e2', 'e3', 'e4', 'e6', 'e9'])
  })

  it('telemetry: false sends tracked events but no errors', async () => {
    const { kit, clock, fail, names } = analyticsKit({ parameters: { telemetry: false } })
    await kit.ready
    fail('test', new Error('boom'))
    kit.open()
    clock.advance(FLUSH_DELAY_MS)
    await settle()
    expect(names()).toEqual(['MODAL_OPEN'])
    expect(kit.getState().analytics?.recentErrors).toEqual([])
  })
})
