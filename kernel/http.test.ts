import { describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { ErrorMessages, HttpRequestError, KitError, ServiceUnavailableError, TimeoutError } from './errors.js'
import { createHttp, HTTP_MAX_BODY_BYTES, retryAfterMs, type HttpDeps } from './http.js'
import { assertGasPriceSupported, assertSwapsSupported, MAX_SUPPORTED_CHAINS } from './supported-chains.js'
import { createCapturingLogger, createFakeClock, createFakeFetch, createTestKit, drive, jsonResponse, settle } from './testing/index.js'
import type { Alert } from './types.js'
import { kitInternals } from './internals.js'

const nameSchema = z.object({ name: z.string() })
const EMPTY = { name: '' }

function setup(options: Partial<HttpDeps['options']> = {}, start = 0) {
  const clock = createFakeClock(start)
  const fake = createFakeFetch(clock)
  const log = createCapturingLogger()
  const abort = new AbortController()
  const alerts: Alert[] = []
  const http = createHttp({
    options: { projectId: 'proj', sdkType: 'tessera', sdkVersion: '4.2.2', apiUrl: 'http://api.test/', ...options },
    clock,
    signal: abort.signal,
    log,
    fetch: fake.fetch,
    showAlert: (alert) => alerts.push(alert),
  })
  return { clock, fake, log, abort, alerts, http }
}

const get = (path = '/v1/thing', extra: object = {}) => ({ service: 'api' as const, path, schema: nameSchema, ...extra })

describe('http: what goes out', () => {
  it('joins the base URL and path and adds projectId, st and sv to every call', async () => {
    const { http, fake } = setup()
    fake.route('/v1/thing', jsonResponse({ name: 'a' }))
    await expect(http.request(get('/v1/thing', { query: { currency: 'usd', forceUpdate: false, skipped: undefined } }))).resolves.toEqual({ name: 'a' })
    const [call] = fake.calls
    expect(call!.url.origin + call!.url.pathname).toBe('http://api.test/v1/thing')
    expect(Object.fromEntries(call!.url.searchParams)).toEqual({ currency: 'usd', forceUpdate: 'false', projectId: 'proj', st: 'tessera', sv: '4.2.2' })
  })

  it('sends a POST body as JSON', async () => {
    const { http, fake } = setup()
    fake.route('/v1/fungible/price', jsonResponse({ name: 'priced' }))
    await http.request({ service: 'api', method: 'POST', path: '/v1/fungible/price', body: { currency: 'usd', addresses: ['x'] }, schema: nameSchema })
    expect(fake.calls[0]).toMatchObject({ method: 'POST', body: { currency: 'usd', addresses: ['x'] }, headers: { 'content-type': 'application/json' } })
  })
})

describe('http: retries', () => {
  it('retries 500 three times at 150, 300 and 600 ms, then fails with the status', async () => {
    const { http, fake, clock } = setup()
    fake.route('/v1/thing', jsonResponse({}, { status: 500 }))
    const error = await drive(clock, http.request(get())).catch((e: unknown) => e)
    expect(fake.calls.map((c) => c.at)).toEqual([0, 150, 450, 1050])
    expect(error).toBeInstanceOf(HttpRequestError)
    expect((error as HttpRequestError).status).toBe(500)
  })

  it.each([403, 408, 413, 429, 500, 502, 503, 504])('retries status %i', async (status) => {
    const { http, fake, clock } = setup()
    let n = 0
    fake.route('/v1/thing', () => (n++ === 0 ? jsonResponse({}, { status }) : jsonResponse({ name: 'ok' })))
    await expect(drive(clock, http.request(get()))).resolves.toEqual({ name: 'ok' })
    expect(fake.calls.map((c) => c.at)).toEqual([0, 150])
  })

  it.each([400, 404, 422])('does not retry status %i', async (status) => {
    const { http, fake, clock } = setup()
    fake.route('/v1/thing', jsonResponse({ message: 'no' }, { status }))
    await expect(drive(clock, http.request(get()))).rejects.toMatchObject({ name: 'HttpRequestError', status })
    expect(fake.calls).toHaveLength(1)
  })

  it('retries network errors, then succeeds', async () => {
    const { http, fake, clock } = setup()
    let n = 0
    fake.route('/v1/thing', () => (n++ < 2 ? new TypeError('Failed to fetch') : jsonResponse({ name: 'back' })))
    await expect(drive(clock, http.request(get()))).resolves.toEqual({ name: 'back' })
    expect(fake.calls.map((c) => c.at)).toEqual([0, 150, 450])
  })

  it('gives up on a network error after the third retry, keeping the cause', async () => {
    const { http, fake, clock } = setup()
    const offline = new TypeError('Failed to fetch')
    fake.route('/v1/thing', offline)
    const error = (await drive(clock, http.request(get())).catch((e: unknown) => e)) as HttpRequestError
    expect(fake.calls).toHaveLength(4)
    expect(error).toBeInstanceOf(HttpRequestError)
    expect(error.status).toBeUndefined()
    expect(error.cause).toBe(offline)
  })

  it('waits Retry-After seconds instead of the backoff', async () => {
    const { http, fake, clock } = setup()
    let n = 0
    fake.route('/v1/thing', () => (n++ === 0 ? jsonResponse({}, { status: 429, headers: { 'retry-after': '2' } }) : jsonResponse({ name: 'ok' })))
    await drive(clock, http.request(get()))
    expect(fake.calls.map((c) => c.at)).toEqual([0, 2000])
  })

  it('waits until a Retry-After HTTP date, measured on the kit clock', async () => {
    const start = Date.UTC(2030, 0, 1, 12, 0, 0)
    const { http, fake, clock } = setup({}, start)
    let n = 0
    const later = new Date(start + 5000).toUTCString()
    fake.route('/v1/thing', () => (n++ === 0 ? jsonResponse({}, { status: 503, headers: { 'retry-after': later } }) : jsonResponse({ name: 'ok' })))
    await drive(clock, http.request(get()))
    expect(fake.calls.map((c) => c.at - start)).toEqual([0, 5000])
  })

  it('caps Retry-After at 30 s', async () => {
    const { http, fake, clock } = setup()
    let n = 0
    fake.route('/v1/thing', () => (n++ === 0 ? jsonResponse({}, { status: 429, headers: { 'retry-after': '3600' } }) : jsonResponse({ name: 'ok' })))
    await drive(clock, http.request(get()))
    expect(fake.calls.map((c) => c.at)).toEqual([0, 30_000])
  })

  it('reads Retry-After: seconds, dates, past dates, garbage', () => {
    const now = Date.UTC(2030, 0, 1)
    expect(retryAfterMs('0', now)).toBe(0)
    expect(retryAfterMs(' 7 ', now)).toBe(7000)
    expect(retryAfterMs(new Date(now + 12_000).toUTCString(), now)).toBe(12_000)
    expect(retryAfterMs(new Date(now - 12_000).toUTCString(), now)).toBe(0)
    expect(retryAfterMs('soon', now)).toBeUndefined()
    expect(retryAfterMs(null, now)).toBeUndefined()
    expect(retryAfterMs('-1', now)).toBeUndefined()
  })
})

describe('http: timeout and abort', () => {
  it('times each attempt out after 10 s and ends in a TimeoutError after the retries', async () => {
    const { http, fake, clock } = setup()
    fake.route('/v1/thing', 'hang')
    const error = await drive(clock, http.request(get())).catch((e: unknown) => e)
    expect(fake.calls.map((c) => c.at)).toEqual([0, 10_150, 20_450, 31_050])
    expect(clock.now()).toBe(41_050)
    expect(error).toBeInstanceOf(TimeoutError)
    expect((error as TimeoutError).timeout).toBe(10_000)
    expect(fake.calls.every((c) => c.signal?.aborted)).toBe(true)
  })

  it("aborts an attempt in flight with the kit's signal, and stops retrying", async () => {
    const { http, fake, clock, abort } = setup()
    fake.route('/v1/thing', 'hang')
    const pending = http.request(get()).catch((e: unknown) => e)
    await settle()
    const reason = new Error('The kit was destroyed')
    abort.abort(reason)
    expect(await pending).toBe(reason)
    expect(fake.calls[0]!.signal?.aborted).toBe(true)
    clock.advance(60_000)
    expect(fake.calls).toHaveLength(1)
    expect(clock.pending()).toEqual([])
  })

  it('aborts during a backoff wait', async () => {
    const { http, fake, clock, abort } = setup()
    fake.route('/v1/thing', jsonResponse({}, { status: 503 }))
    const pending = http.request(get()).catch((e: unknown) => e)
    await settle()
    expect(clock.pending()).toHaveLength(1)
    abort.abort(new Error('gone'))
    expect(await pending).toMatchObject({ message: 'gone' })
    expect(clock.pending()).toEqual([])
    expect(fake.calls).toHaveLength(1)
  })

  it("aborts one call with the caller's signal, leaving the kit's others alone", async () => {
    const { http, fake } = setup()
    fake.route('/v1/slow', 'hang')
    fake.route('/v1/thing', jsonResponse({ name: 'fine' }))
    const mine = new AbortController()
    const slow = http.request(get('/v1/slow', { signal: mine.signal })).catch((e: unknown) => e)
    await settle()
    mine.abort(new Error('left the page'))
    expect(await slow).toMatchObject({ message: 'left the page' })
    await expect(http.request(get())).resolves.toEqual({ name: 'fine' })
  })

  it('sends nothing once the kit is destroyed', async () => {
    const { http, fake, abort } = setup()
    abort.abort(new Error('destroyed'))
    await expect(http.request(get())).rejects.toThrow('destroyed')
    expect(fake.calls).toHaveLength(0)
  })
})

describe('http: unreadable answers', () => {
  it('turns a body that is not JSON into the empty result, logged once per path', async () => {
    const { http, fake, log } = setup()
    fake.route('/v1/thing', new Response('<html>oops</html>', { status: 200 }))
    await expect(http.request(get('/v1/thing', { empty: EMPTY }))).resolves.toBe(EMPTY)
    await expect(http.request(get('/v1/thing', { empty: EMPTY }))).resolves.toBe(EMPTY)
    expect(log.matching('unreadable response')).toHaveLength(1)
    expect(fake.calls).toHaveLength(2)
  })

  it('treats a body of the wrong shape the same way, and throws without an empty result', async () => {
    const { http, fake, log } = setup()
    fake.route('/v1/thing', jsonResponse({ name: 42 }))
    fake.route('/v1/other', jsonResponse({ name: 42 }))
    await expect(http.request(get('/v1/thing'))).rejects.toBeInstanceOf(HttpRequestError)
    await expect(http.request(get('/v1/thing'))).rejects.toBeInstanceOf(HttpRequestError)
    await expect(http.request(get('/v1/other', { empty: EMPTY }))).resolves.toBe(EMPTY)
    expect(log.matching('unreadable response')).toHaveLength(2)
  })
})

/** A 200 whose JSON body is `size` bytes, served in 64 KiB chunks; counts the chunks the client pulled. */
function streamedName(size: number) {
  const chunk = 64 * 1024
  const body = new TextEncoder().encode(JSON.stringify({ name: 'x'.repeat(size - 11) }))
  const served = { chunks: 0, cancelled: false }
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const start = served.chunks++ * chunk
      if (start >= body.length) controller.close()
      else controller.enqueue(body.slice(start, start + chunk))
    },
    cancel() {
      served.cancelled = true
    },
  })
  return { response: new Response(stream, { status: 200 }), served, bodyChunks: Math.ceil(body.length / chunk) }
}

describe('http: body size limit', () => {
  it('stops reading a body past 1 MiB and answers the empty result, with one log line', async () => {
    const { http, fake, log } = setup()
    const big = streamedName(8 * 1024 * 1024)
    fake.route('/v1/thing', () => big.response)
    await expect(http.request(get('/v1/thing', { empty: EMPTY }))).resolves.toBe(EMPTY)
    expect(big.served.cancelled).toBe(true)
    expect(big.served.chunks).toBeLessThan(big.bodyChunks / 4)
    expect(log.matching(`response over ${HTTP_MAX_BODY_BYTES} bytes ignored from api GET /v1/thing`)).toHaveLength(1)
    expect(fake.calls).toHaveLength(1)
  })

  it('throws without an empty result, like any unreadable answer', async () => {
    const { http, fake } = setup()
    const big = streamedName(2 * 1024 * 1024)
    fake.route('/v1/thing', () => big.response)
    await expect(http.request(get())).rejects.toMatchObject({ name: 'HttpRequestError', status: 200 })
  })

  it('reads a body just under the limit', async () => {
    const { http, fake } = setup()
    const exact = streamedName(HTTP_MAX_BODY_BYTES)
    fake.route('/v1/thing', () => exact.response)
    await expect(http.request(get())).resolves.toMatchObject({ name: expect.stringMatching(/^x+$/) })
  })

  it('takes a limit per call', async () => {
    const { http, fake } = setup()
    fake.route('/v1/thing', jsonResponse({ name: 'twenty-eight bytes' }))
    await expect(http.request(get('/v1/thing', { empty: EMPTY, maxBytes: 28 }))).resolves.toBe(EMPTY)
    await expect(http.request(get('/v1/thing', { empty: EMPTY, maxBytes: 29 }))).resolves.toEqual({ name: 'twenty-eight bytes' })
  })

  it('does not read a body whose declared length is over the limit', async () => {
    const { http, fake } = setup()
    const big = streamedName(64 * 1024)
    fake.route('/v1/thing', () => new Response(big.response.body, { status: 200, headers: { 'content-length': String(2 * HTTP_MAX_BODY_BYTES) } }))
    await expect(http.request(get('/v1/thing', { empty: EMPTY }))).resolves.toBe(EMPTY)
    expect(big.served.cancelled).toBe(true)
  })
})

describe('http: retries only what is safe to send twice', () => {
  const post = (extra: object = {}) => ({ service: 'api' as const, method: 'POST' as const, path: '/v1/thing', body: { register: 'me' }, schema: nameSchema, ...extra })

  it.each([500, 503, 429])('does not send a POST again after status %i', async (status) => {
    const { http, fake, clock } = setup()
    fake.route('/v1/thing', jsonResponse({}, { status }))
    await expect(drive(clock, http.request(post()))).rejects.toMatchObject({ name: 'HttpRequestError', status })
    expect(fake.calls).toHaveLength(1)
  })

  it('does not send a POST again after a timeout: the server may have acted', async () => {
    const { http, fake, clock } = setup()
    fake.route('/v1/thing', 'hang')
    await expect(drive(clock, http.request(post()))).rejects.toBeInstanceOf(TimeoutError)
    expect(fake.calls).toHaveLength(1)
  })

  it('does not send a POST again when the connection broke while the body was read', async () => {
    const { http, fake, clock } = setup()
    const broken = new ReadableStream<Uint8Array>({ pull: (controller) => controller.error(new TypeError('network error')) })
    fake.route('/v1/thing', () => new Response(broken, { status: 200 }))
    await expect(drive(clock, http.request(post()))).rejects.toBeInstanceOf(HttpRequestError)
    expect(fake.calls).toHaveLength(1)
  })

  it('sends a POST again when it never reached the server (connection refused)', async () => {
    const { http, fake, clock } = setup()
    let n = 0
    fake.route('/v1/thing', () => (n++ < 2 ? new TypeError('Failed to fetch') : jsonResponse({ name: 'done' })))
    await expect(drive(clock, http.request(post()))).resolves.toEqual({ name: 'done' })
    expect(fake.calls.map((c) => c.at)).toEqual([0, 150, 450])
  })

  it('retries a POST marked idempotent like a GET', async () => {
    const { http, fake, clock } = setup()
    let n = 0
    fake.route('/v1/thing', () => (n++ === 0 ? jsonResponse({}, { status: 503 }) : jsonResponse({ name: 'priced' })))
    await expect(drive(clock, http.request(post({ idempotent: true })))).resolves.toEqual({ name: 'priced' })
    expect(fake.calls).toHaveLength(2)
  })

  it.each(['PUT', 'DELETE'] as const)('retries %s after a 503', async (method) => {
    const { http, fake, clock } = setup()
    let n = 0
    fake.route('/v1/thing', () => (n++ === 0 ? jsonResponse({}, { status: 503 }) : jsonResponse({ name: 'ok' })))
    await expect(drive(clock, http.request(get('/v1/thing', { method })))).resolves.toEqual({ name: 'ok' })
    expect(fake.calls).toHaveLength(2)
  })
})

describe('http: services the host did not configure', () => {
  it('sends nothing: the empty result, else ServiceUnavailableError', async () => {
    const { http, fake } = setup({ apiUrl: undefined })
    expect(http.isConfigured('api')).toBe(false)
    expect(http.isConfigured('registry')).toBe(false)
    await expect(http.request(get('/v1/thing', { empty: EMPTY }))).resolves.toBe(EMPTY)
    const error = await http.request(get()).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ServiceUnavailableError)
    expect(error).toMatchObject({ service: 'api', reason: 'not-configured' })
    await expect(http.isSupported('eip155:1')).resolves.toBe(false)
    expect(fake.calls).toHaveLength(0)
  })

  it('uses each service its own base URL', async () => {
    const { http, fake } = setup({ registryUrl: 'https://registry.test/base', analyticsUrl: 'https://pulse.test' })
    fake.route('/base/getWallets', jsonResponse({ name: 'registry' }))
    fake.route('/e', jsonResponse({ name: 'analytics' }))
    await http.request({ service: 'registry', path: '/getWallets', schema: nameSchema })
    await http.request({ service: 'analytics', method: 'POST', path: '/e', body: {}, schema: nameSchema })
    expect(fake.calls.map((c) => c.url.origin + c.url.pathname)).toEqual(['https://registry.test/base/getWallets', 'https://pulse.test/e'])
  })
})

describe("http: 'Invalid Project ID'", () => {
  it('alerts once when 403 persists through the retries', async () => {
    const { http, fake, clock, alerts } = setup()
    fake.route(/.*/, jsonResponse({}, { status: 403 }))
    await expect(drive(clock, http.request(get()))).rejects.toMatchObject({ status: 403 })
    expect(fake.calls).toHaveLength(4)
    expect(alerts).toEqual([{ message: ErrorMessages.INVALID_PROJECT_ID, variant: 'error' }])
    await expect(drive(clock, http.request(get('/v1/again')))).rejects.toMatchObject({ status: 403 })
    expect(alerts).toHaveLength(1)
  })

  it('alerts on 401 at once (not retried), and not for a 403 that a retry cured', async () => {
    const cured = setup()
    let n = 0
    cured.fake.route('/v1/thing', () => (n++ === 0 ? jsonResponse({}, { status: 403 }) : jsonResponse({ name: 'ok' })))
    await drive(cured.clock, cured.http.request(get()))
    expect(cured.alerts).toEqual([])

    const denied = setup()
    denied.fake.route('/v1/thing', jsonResponse({}, { status: 401 }))
    await expect(drive(denied.clock, denied.http.request(get()))).rejects.toMatchObject({ status: 401 })
    expect(denied.fake.calls).toHaveLength(1)
    expect(denied.alerts.map((a) => a.message)).toEqual([ErrorMessages.INVALID_PROJECT_ID])
  })
})

describe('http: supported-chains gating (spec §7)', () => {
  const chains = jsonResponse({ http: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'], ws: ['eip155:1'] })

  it('answers an unsupported network with the empty result without calling the endpoint; the list is loaded once', async () => {
    const { http, fake } = setup()
    fake.route('/v1/supported-chains', chains)
    fake.route('/v1/thing', jsonResponse({ name: 'served' }))
    await expect(http.request(get('/v1/thing', { caipNetworkId: 'eip155:10', empty: EMPTY }))).resolves.toBe(EMPTY)
    await expect(http.request(get('/v1/thing', { caipNetworkId: 'eip155:1', empty: EMPTY }))).resolves.toEqual({ name: 'served' })
    await expect(http.request(get('/v1/thing', { caipNetworkId: 'eip155:10' }))).rejects.toMatchObject({ name: 'ServiceUnavailableError', reason: 'unsupported-network' })
    await expect(http.isSupported('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).resolves.toBe(true)
    expect(fake.callsTo('/v1/supported-chains')).toHaveLength(1)
    expect(fake.callsTo('/v1/thing')).toHaveLength(1)
  })

  it(`refuses a list of more than ${MAX_SUPPORTED_CHAINS} networks: every network then reads unsupported`, async () => {
    const { http, fake } = setup()
    const ids = Array.from({ length: MAX_SUPPORTED_CHAINS + 1 }, (_, i) => `eip155:${i + 1}`)
    fake.route('/v1/supported-chains', jsonResponse({ http: ids }))
    await expect(http.isSupported('eip155:1')).resolves.toBe(false)
  })

  it('shares one load between concurrent callers', async () => {
    const { http, fake } = setup()
    fake.route('/v1/supported-chains', chains)
    await Promise.all([http.isSupported('eip155:1'), http.isSupported('eip155:10'), http.isSupported('eip155:1')])
    expect(fake.callsTo('/v1/supported-chains')).toHaveLength(1)
  })

  it('after a failed load, treats every network as unsupported and asks again no sooner than 30 s later', async () => {
    const { http, fake, clock } = setup()
    let up = false
    fake.route('/v1/supported-chains', () => (up ? chains.clone() : jsonResponse({}, { status: 404 })))
    await expect(drive(clock, http.isSupported('eip155:1'))).resolves.toBe(false)
    const failedAt = clock.now()
    up = true
    clock.advance(29_999)
    await expect(http.isSupported('eip155:1')).resolves.toBe(false)
    expect(fake.callsTo('/v1/supported-chains')).toHaveLength(1)
    clock.advance(failedAt + 30_000 - clock.now())
    await expect(http.isSupported('eip155:1')).resolves.toBe(true)
    expect(fake.callsTo('/v1/supported-chains')).toHaveLength(2)
  })

  it('makes swap and gas-price callers throw the spec messages for an unsupported network', async () => {
    const { http, fake } = setup()
    fake.route('/v1/supported-chains', chains)
    await expect(assertSwapsSupported(http, 'eip155:1')).resolves.toBeUndefined()
    await expect(assertSwapsSupported(http, 'eip155:10')).rejects.toThrow(new KitError(ErrorMessages.SWAPS_NETWORK_UNSUPPORTED))
    await expect(assertGasPriceSupported(http, 'eip155:10')).rejects.toMatchObject({ shortMessage: 'Network not supported for Gas Price' })
  })
})

describe('http on the kit', () => {
  it('is one instance on the kit and on every plugin context, using the global fetch and the options', async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => jsonResponse({ name: 'from the api' }))
    vi.stubGlobal('fetch', fetch)
    let fromPlugin: unknown
    const { kit } = createTestKit({ apiUrl: 'https://api.example', sdkVersion: '9.9.9', plugins: [{ id: 'probe', setup: (ctx) => void (fromPlugin = ctx.http) }] })
    await kit.ready
    expect(fromPlugin).toBe(kitInternals(kit).http)
    await expect(kitInternals(kit).http.request(get())).resolves.toEqual({ name: 'from the api' })
    const url = new URL(fetch.mock.calls[0]![0])
    expect(url.searchParams.get('sv')).toBe('9.9.9')
    expect(url.searchParams.get('projectId')).toBe('p')
    vi.unstubAllGlobals()
  })

  it('rejects a service URL that is not http(s)', () => {
    expect(() => createTestKit({ apiUrl: 'javascript:alert(1)' })).toThrow(/apiUrl: must be an http\(s\) URL/)
    expect(() => createTestKit({ registryUrl: 'ftp://registry.test' })).toThrow(/registryUrl/)
  })
})
