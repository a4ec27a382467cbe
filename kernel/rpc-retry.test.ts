import { describe, expect, it } from 'vitest'
import { TimeoutError } from './errors.js'
import { createRetryingFetch } from './rpc-retry.js'
import { createFakeClock } from './testing/fake-clock.js'
import { createFakeFetch, jsonResponse } from './testing/fake-fetch.js'
import { drive } from './testing/drive.js'

function setup(answers: (nth: number) => Response | Error | 'hang') {
  const clock = createFakeClock(1_000_000)
  const fake = createFakeFetch(clock)
  let nth = 0
  fake.route('/rest', () => answers(nth++))
  const fetch = createRetryingFetch({ fetch: fake.fetch as typeof globalThis.fetch, clock })
  return { clock, fake, get: (signal?: AbortSignal) => drive(clock, fetch('https://rest.invalid/rest', signal ? { signal } : {})) }
}

const answeredAt = (fake: ReturnType<typeof createFakeFetch>) => fake.callsTo('/rest').map((c) => c.at - 1_000_000)

describe('the RPC rules for reads outside viem (spec §7, §9)', () => {
  it.each([403, 408, 413, 429, 500, 502, 503, 504])('retries HTTP %i at 150, 300 and 600 ms, then returns the last answer', async (status) => {
    const { fake, get } = setup(() => jsonResponse({}, { status }))
    const response = await get()
    expect(response.status).toBe(status)
    expect(answeredAt(fake)).toEqual([0, 150, 450, 1050])
  })

  it('stops retrying at the first good answer and never retries a status outside the list', async () => {
    const flaky = setup((nth) => jsonResponse({ ok: nth }, { status: nth < 1 ? 502 : 200 }))
    expect(await (await flaky.get()).json()).toEqual({ ok: 1 })
    expect(answeredAt(flaky.fake)).toEqual([0, 150])
    const missing = setup(() => jsonResponse({}, { status: 404 }))
    expect((await missing.get()).status).toBe(404)
    expect(answeredAt(missing.fake)).toEqual([0])
  })

  it('waits what Retry-After asks (seconds or a date), capped at 30 s', async () => {
    const seconds = setup((nth) => (nth === 0 ? jsonResponse({}, { status: 429, headers: { 'retry-after': '2' } }) : jsonResponse({})))
    await seconds.get()
    expect(answeredAt(seconds.fake)).toEqual([0, 2_000])
    const huge = setup((nth) => (nth === 0 ? jsonResponse({}, { status: 503, headers: { 'retry-after': '3600' } }) : jsonResponse({})))
    await huge.get()
    expect(answeredAt(huge.fake)).toEqual([0, 30_000])
    const date = setup((nth) => (nth === 0 ? jsonResponse({}, { status: 503, headers: { 'retry-after': new Date(1_000_000 + 5_000).toUTCString() } }) : jsonResponse({})))
    await date.get()
    expect(answeredAt(date.fake)[1]).toBeGreaterThanOrEqual(4_000)
  })

  it('retries network errors and timeouts (10 s a try); rethrows once the retries are spent', async () => {
    const network = setup((nth) => (nth < 2 ? new TypeError('Failed to fetch') : jsonResponse({})))
    expect((await network.get()).status).toBe(200)
    expect(answeredAt(network.fake)).toEqual([0, 150, 450])
    const hanging = setup(() => 'hang')
    await expect(hanging.get()).rejects.toBeInstanceOf(TimeoutError)
    expect(answeredAt(hanging.fake)).toEqual([0, 10_150, 20_450, 31_050])
    expect(hanging.clock.pending()).toEqual([])
  })

  it('an abort ends the read at once, with no try after it and no timer left', async () => {
    const { clock, fake, get } = setup(() => jsonResponse({}, { status: 503 }))
    const controller = new AbortController()
    const read = get(controller.signal)
    clock.advance(10)
    controller.abort(new Error('account changed'))
    await expect(read).rejects.toThrow('account changed')
    expect(fake.callsTo('/rest')).toHaveLength(1)
    expect(clock.pending()).toEqual([])
  })
})
