// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest'
import { InternalRpcError, InvalidInputRpcError, InvalidParamsRpcError, InvalidRequestRpcError, JsonRpcVersionUnsupportedError, LimitExceededRpcError, MethodNotFoundRpcError, MethodNotSupportedRpcError, ParseRpcError, ResourceNotFoundRpcError, ResourceUnavailableRpcError, TransactionRejectedRpcError } from 'viem'
import { RPC_ERROR_KINDS } from '../../kernel/index.js'
import { getNativeBalance } from './balance.js'
import { defineEvmNetwork } from './define-network.js'
import { capRetryAfter, createRpcClients, MAX_RPC_CLIENTS, type RpcClients } from './rpc-client.js'

const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const network = defineEvmNetwork({ id: 31337, name: 'Devnet', rpcUrls: ['http://a.invalid'] })

interface RpcCall {
  readonly url: string
  readonly method: string
  readonly at: number
}
type Answer = { status?: number; headers?: Record<string, string>; result?: unknown; error?: { code: number; message: string }; delayMs?: number }

/** A scripted set of JSON-RPC endpoints: each URL answers through its own script, every call is recorded. */
function scriptedEndpoints(scripts: Record<string, (method: string, nth: number) => Answer>) {
  const calls: RpcCall[] = []
  const counts = new Map<string, number>()
  const started = Date.now()
  const fetchFn: typeof fetch = async (input, init) => {
    const url = String(input)
    const body = JSON.parse(String(init?.body)) as { id: number; method: string } | { id: number; method: string }[]
    const list = Array.isArray(body) ? body : [body]
    const answers = list.map((call) => {
      calls.push({ url, method: call.method, at: Date.now() - started })
      const key = `${url} ${call.method}`
      const nth = counts.get(key) ?? 0
      counts.set(key, nth + 1)
      return { call, answer: scripts[url]!(call.method, nth) }
    })
    const delay = Math.max(...answers.map((a) => a.answer.delayMs ?? 0))
    if (delay > 0) {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(resolve, delay)
        init?.signal?.addEventListener('abort', () => {
          clearTimeout(timer)
          reject(init.signal!.reason)
        })
      })
    }
    const status = answers.find((a) => a.answer.status)?.answer.status ?? 200
    const payload = answers.map(({ call, answer }) => ({ jsonrpc: '2.0', id: call.id, ...(answer.error ? { error: answer.error } : { result: answer.result ?? '0x1' }) }))
    return new Response(JSON.stringify(Array.isArray(body) ? payload : payload[0]), {
      status,
      headers: { 'content-type': 'application/json', ...answers.find((a) => a.answer.headers)?.answer.headers },
    })
  }
  return { calls, fetchFn, of: (method: string) => calls.filter((c) => c.method === method) }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const ok = (): Answer => ({ result: '0xde0b6b3a7640000' })

let clients: RpcClients | undefined
afterEach(() => clients?.dispose())

describe('one RPC URL: retries (spec §7)', () => {
  it.each([403, 408, 413, 429, 500, 502, 503, 504])('retries HTTP %i, backing off 150 then 300 ms, and answers', async (status) => {
    const rpc = scriptedEndpoints({ 'http://a.invalid/': (_, nth) => (nth < 2 ? { status, error: { code: -32000, message: 'busy' } } : ok()) })
    clients = createRpcClients({ fetchFn: rpc.fetchFn })
    const { balance } = await getNativeBalance(ALICE, network, clients.client(network, ['http://a.invalid/']))
    expect(balance).toBe('1')
    const [first, second, third] = rpc.of('eth_getBalance')
    expect(rpc.of('eth_getBalance')).toHaveLength(3)
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(140)
    expect(third!.at - second!.at).toBeGreaterThanOrEqual(290)
  })

  it('gives up after 3 retries, and never retries a status outside the list', async () => {
    const failing = scriptedEndpoints({ 'http://a.invalid/': () => ({ status: 503, result: null }) })
    clients = createRpcClients({ fetchFn: failing.fetchFn })
    await expect(getNativeBalance(ALICE, network, clients.client(network, ['http://a.invalid/']))).rejects.toThrow()
    expect(failing.of('eth_getBalance')).toHaveLength(4)

    const refused = scriptedEndpoints({ 'http://a.invalid/': () => ({ status: 400, result: null }) })
    clients = createRpcClients({ fetchFn: refused.fetchFn })
    await expect(getNativeBalance(ALICE, network, clients.client(network, ['http://a.invalid/']))).rejects.toThrow()
    expect(refused.of('eth_getBalance')).toHaveLength(1)
  })

  it('waits what Retry-After asks, not the backoff', async () => {
    const rpc = scriptedEndpoints({ 'http://a.invalid/': (_, nth) => (nth === 0 ? { status: 429, headers: { 'retry-after': '1' }, result: null } : ok()) })
    clients = createRpcClients({ fetchFn: rpc.fetchFn })
    await getNativeBalance(ALICE, network, clients.client(network, ['http://a.invalid/']))
    const [first, second] = rpc.of('eth_getBalance')
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(990)
  })

  it("caps the Retry-After viem would wait at 30 s, and drops one it could not read", async () => {
    const answer = (retryAfter: string) => capRetryAfter(async () => new Response('{}', { status: 429, headers: { 'retry-after': retryAfter, 'x-kept': 'yes' } }))
    const capped = await answer('3600')('http://a.invalid/')
    expect(capped.headers.get('retry-after')).toBe('30')
    expect(capped.headers.get('x-kept')).toBe('yes')
    expect(capped.status).toBe(429)
    expect((await answer('2')('http://a.invalid/')).headers.get('retry-after')).toBe('2')
    expect((await answer('soon')('http://a.invalid/')).headers.has('retry-after')).toBe(false)
  })

  it('stops at once when the call is aborted', async () => {
    const rpc = scriptedEndpoints({ 'http://a.invalid/': () => ({ ...ok(), delayMs: 5_000 }) })
    clients = createRpcClients({ fetchFn: rpc.fetchFn })
    const controller = new AbortController()
    const read = getNativeBalance(ALICE, network, clients.client(network, ['http://a.invalid/'], controller.signal))
    await sleep(50)
    controller.abort(new Error('account changed'))
    await expect(read).rejects.toThrow()
    expect(rpc.of('eth_getBalance')).toHaveLength(1)
  })
})

describe('JSON-RPC error codes (spec §8)', () => {
  it("read as the typed error of their code, under viem's own class names and codes", async () => {
    const rpc = scriptedEndpoints({ 'http://a.invalid/': () => ({ error: { code: -32005, message: 'daily request count exceeded' } }) })
    clients = createRpcClients({ fetchFn: rpc.fetchFn })
    const failure = await getNativeBalance(ALICE, network, clients.client(network, ['http://a.invalid/'])).catch((e: unknown) => e)
    expect(failure).toMatchObject({ name: 'LimitExceededRpcError', code: -32005, shortMessage: 'Request exceeds defined limit.' })
    expect(String((failure as Error).message)).toContain('daily request count exceeded')

    const classes = [ParseRpcError, InvalidRequestRpcError, MethodNotFoundRpcError, InvalidParamsRpcError, InternalRpcError, InvalidInputRpcError, ResourceNotFoundRpcError, ResourceUnavailableRpcError, TransactionRejectedRpcError, MethodNotSupportedRpcError, LimitExceededRpcError, JsonRpcVersionUnsupportedError]
    for (const Class of classes) {
      const viemError = new Class(new Error('x'))
      expect(RPC_ERROR_KINDS.get(viemError.code)?.name, String(viemError.code)).toBe(viemError.name)
    }
  })
})

describe('several RPC URLs: ranked fallback (spec §9: ping 1 s, 10 samples, 0.7 stability / 0.3 latency)', () => {
  it('a failing URL hands over to the next within the same read, without its own retries first', async () => {
    const rpc = scriptedEndpoints({ 'http://a.invalid/': () => ({ status: 500, result: null }), 'http://b.invalid/': ok })
    clients = createRpcClients({ fetchFn: rpc.fetchFn })
    const started = Date.now()
    const { balance } = await getNativeBalance(ALICE, network, clients.client(network, ['http://a.invalid/', 'http://b.invalid/']))
    expect(balance).toBe('1')
    const reads = rpc.of('eth_getBalance').map((c) => c.url)
    expect(reads.at(-1)).toBe('http://b.invalid/')
    // Not a's 3 retries (150 + 300 + 600 ms) before b's turn; at most one round of 150 ms when the first ranking
    // reorders the list between two tries, which viem allows.
    expect(reads.filter((url) => url === 'http://a.invalid/').length).toBeLessThanOrEqual(2)
    expect(Date.now() - started).toBeLessThan(1_000)
  })

  it('moves reads to the faster URL once the samples show the first is slow', async () => {
    const rpc = scriptedEndpoints({ 'http://a.invalid/': () => ({ ...ok(), delayMs: 300 }), 'http://b.invalid/': () => ({ ...ok(), delayMs: 5 }) })
    clients = createRpcClients({ fetchFn: rpc.fetchFn })
    const urls = ['http://a.invalid/', 'http://b.invalid/']
    await getNativeBalance(ALICE, network, clients.client(network, urls))
    expect(rpc.of('eth_getBalance').at(-1)!.url).toBe('http://a.invalid/')
    // The first round's samples land once the slower ping answers (300 ms).
    await sleep(450)
    await getNativeBalance(ALICE, network, clients.client(network, urls))
    expect(rpc.of('eth_getBalance').at(-1)!.url).toBe('http://b.invalid/')
  })

  it('weighs stability over latency: a fast URL failing half its pings ranks below a slow steady one', async () => {
    const rpc = scriptedEndpoints({
      'http://a.invalid/': (method, nth) => (method === 'eth_blockNumber' && nth % 2 === 1 ? { status: 500, result: null } : { ...ok(), delayMs: 5 }),
      'http://b.invalid/': () => ({ ...ok(), delayMs: 150 }),
    })
    clients = createRpcClients({ fetchFn: rpc.fetchFn })
    const urls = ['http://a.invalid/', 'http://b.invalid/']
    clients.client(network, urls)
    // Two rounds: a's samples are 1 success, 1 failure (stability 0.5) against b's 2 of 2.
    await sleep(1_400)
    expect(rpc.of('eth_blockNumber').filter((c) => c.url === 'http://a.invalid/')).toHaveLength(2)
    await getNativeBalance(ALICE, network, clients.client(network, urls))
    // 0.7 × 0.5 + 0.3 × ~0.97 ≈ 0.64 for a against 0.7 × 1 + 0.3 × 0 = 0.7 for b; reversed weights would pick a.
    expect(rpc.of('eth_getBalance').map((c) => c.url)).toEqual(['http://b.invalid/'])
  })

  it('keeps one client per network, so samples accumulate; disposal stops the pings', async () => {
    const rpc = scriptedEndpoints({ 'http://a.invalid/': ok, 'http://b.invalid/': ok })
    clients = createRpcClients({ fetchFn: rpc.fetchFn })
    const urls = ['http://a.invalid/', 'http://b.invalid/']
    for (let i = 0; i < 5; i++) clients.client(network, urls, new AbortController().signal)
    await sleep(1_500)
    // One ranking: two rounds of one ping per URL, not five.
    expect(rpc.of('eth_blockNumber')).toHaveLength(4)
    clients.dispose()
    await sleep(1_200)
    const after = rpc.of('eth_blockNumber').length
    await sleep(1_200)
    expect(rpc.of('eth_blockNumber')).toHaveLength(after)
    expect(() => clients!.client(network, urls)).toThrow()
  })

  it(`keeps at most ${MAX_RPC_CLIENTS} networks ranking; the least recently used stops`, async () => {
    const scripts: Record<string, () => Answer> = {}
    const networks = Array.from({ length: MAX_RPC_CLIENTS + 1 }, (_, i) => {
      scripts[`http://a${i}.invalid/`] = ok
      scripts[`http://b${i}.invalid/`] = ok
      return defineEvmNetwork({ id: 1000 + i, name: `N${i}`, rpcUrls: [`http://a${i}.invalid/`] })
    })
    const rpc = scriptedEndpoints(scripts)
    clients = createRpcClients({ fetchFn: rpc.fetchFn })
    networks.forEach((n, i) => clients!.client(n, [`http://a${i}.invalid/`, `http://b${i}.invalid/`]))
    await sleep(2_300)
    const pingsOf = (i: number) => rpc.of('eth_blockNumber').filter((c) => c.url === `http://a${i}.invalid/`).length
    expect(pingsOf(0)).toBeLessThanOrEqual(2)
    expect(pingsOf(MAX_RPC_CLIENTS)).toBe(3)
  })
})
