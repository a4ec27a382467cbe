// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { clientIdFrom, startRelay, type Relay } from './index.mjs'

interface Frame {
  id?: number | null
  method?: string
  params?: { id: string; data: { topic: string; message: string; publishedAt: number; tag: number } }
  result?: unknown
  error?: { code: number; message: string }
}

/** A JWT with just the claim the relay reads; the signature is never checked. */
function fakeJwt(iss: string) {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  return `${part({ alg: 'EdDSA', typ: 'JWT' })}.${part({ iss, sub: 'test', aud: 'ws://relay' })}.c2ln`
}

/** A raw relay client: every frame it receives is kept in order; pushes are acknowledged unless `ack` is false. */
async function connect(relay: Relay, clientId: string, { ack = true } = {}) {
  const socket = new WebSocket(`${relay.url}/?auth=${fakeJwt(clientId)}&projectId=test`)
  const frames: Frame[] = []
  const waiters = new Set<() => void>()
  let nextId = 1
  socket.on('message', (data) => {
    const frame = JSON.parse(data.toString()) as Frame
    frames.push(frame)
    if (ack && frame.method === 'irn_subscription') socket.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true }))
    for (const wake of [...waiters]) wake()
  })
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject))
  const waitFor = (predicate: (frame: Frame) => boolean, timeoutMs = 2_000) =>
    new Promise<Frame>((resolve, reject) => {
      const check = () => {
        const found = frames.find(predicate)
        if (!found) return
        waiters.delete(check)
        clearTimeout(timer)
        resolve(found)
      }
      const timer = setTimeout(() => {
        waiters.delete(check)
        reject(new Error(`no matching frame; got ${JSON.stringify(frames)}`))
      }, timeoutMs)
      waiters.add(check)
      check()
    })
  const request = async (method: string, params: unknown) => {
    const id = nextId++
    socket.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }))
    return waitFor((frame) => frame.id === id && frame.method === undefined)
  }
  return {
    frames,
    socket,
    request,
    /** The first push on `topic`, waiting for it if need be. */
    push: (topic: string) => waitFor((frame) => frame.method === 'irn_subscription' && frame.params?.data.topic === topic),
    /** Pushes received so far, as [topic, message]. */
    pushes: () => frames.filter((frame) => frame.method === 'irn_subscription').map((f) => [f.params!.data.topic, f.params!.data.message]),
    /** Resolves once every frame the relay sent before now has arrived (a socket delivers in order). */
    settle: () => request('irn_unsubscribe', { topic: 'barrier', id: 'x' }),
    close: () => new Promise<void>((resolve) => (socket.readyState === WebSocket.CLOSED ? resolve() : (socket.once('close', () => resolve()), socket.close()))),
  }
}

const publish = (topic: string, message: string, ttl = 300, tag = 1108) => ({ topic, message, ttl, tag, prompt: false })

let relay: Relay | undefined
afterEach(async () => {
  await relay?.close()
  relay = undefined
})

describe('loopback WalletConnect relay', () => {
  it('delivers a message published before the subscription, after the subscribe result', async () => {
    relay = await startRelay({ port: 0 })
    const dapp = await connect(relay, 'did:key:dapp')
    const wallet = await connect(relay, 'did:key:wallet')
    expect((await dapp.request('irn_publish', publish('t1', 'hello'))).result).toBe(true)

    const answer = await wallet.request('irn_subscribe', { topic: 't1' })
    expect(answer.result).toMatch(/^[0-9a-f]{64}$/)
    const push = await wallet.push('t1')
    expect(wallet.frames.indexOf(answer)).toBeLessThan(wallet.frames.indexOf(push))
    expect(push.params).toMatchObject({ id: answer.result, data: { topic: 't1', message: 'hello', tag: 1108 } })
    expect(typeof push.params!.data.publishedAt).toBe('number')
  })

  it('pushes live messages to subscribers but never back to the publisher', async () => {
    relay = await startRelay({ port: 0 })
    const dapp = await connect(relay, 'did:key:dapp')
    const wallet = await connect(relay, 'did:key:wallet')
    await dapp.request('irn_subscribe', { topic: 't' })
    await wallet.request('irn_subscribe', { topic: 't' })
    await dapp.request('irn_publish', publish('t', 'from dapp'))
    await wallet.push('t')
    await dapp.settle()
    expect(dapp.pushes()).toEqual([])
    expect(wallet.pushes()).toEqual([['t', 'from dapp']])
  })

  it('never delivers a message twice to one client: resubscribing, a re-published message, a reconnect after the ack', async () => {
    relay = await startRelay({ port: 0 })
    const dapp = await connect(relay, 'did:key:dapp')
    await dapp.request('irn_publish', publish('t', 'once'))
    const wallet = await connect(relay, 'did:key:wallet')
    await wallet.request('irn_subscribe', { topic: 't' })
    await wallet.push('t')
    await wallet.request('irn_batchSubscribe', { topics: ['t', 'other'] })
    await dapp.request('irn_publish', publish('t', 'once'))
    await dapp.settle()
    await wallet.settle()
    expect(wallet.pushes()).toEqual([['t', 'once']])

    await wallet.close()
    const again = await connect(relay, 'did:key:wallet')
    await again.request('irn_subscribe', { topic: 't' })
    await again.settle()
    expect(again.pushes()).toEqual([])
    // Another client still gets it: the message stays until its ttl.
    const third = await connect(relay, 'did:key:third')
    await third.request('irn_subscribe', { topic: 't' })
    await third.push('t')
  })

  it('hands an unacknowledged push out again after the socket dies', async () => {
    relay = await startRelay({ port: 0 })
    const dapp = await connect(relay, 'did:key:dapp')
    const lossy = await connect(relay, 'did:key:wallet', { ack: false })
    await lossy.request('irn_subscribe', { topic: 't' })
    await dapp.request('irn_publish', publish('t', 'keep me'))
    await lossy.push('t')
    await lossy.close()
    const wallet = await connect(relay, 'did:key:wallet')
    await wallet.request('irn_subscribe', { topic: 't' })
    await wallet.push('t')
  })

  it('drops messages once their ttl has passed', async () => {
    let now = 1_000_000
    relay = await startRelay({ port: 0, now: () => now })
    const dapp = await connect(relay, 'did:key:dapp')
    await dapp.request('irn_publish', publish('short', 'gone soon', 10))
    await dapp.request('irn_publish', publish('long', 'still here', 60))
    expect(relay.messages('short')).toHaveLength(1)
    now += 10_001
    expect(relay.messages('short')).toEqual([])
    const wallet = await connect(relay, 'did:key:wallet')
    await wallet.request('irn_batchSubscribe', { topics: ['short', 'long'] })
    await wallet.push('long')
    await wallet.settle()
    expect(wallet.pushes()).toEqual([['long', 'still here']])
  })

  it('runs the composite pairing methods: wc_proposeSession and wc_approveSession', async () => {
    relay = await startRelay({ port: 0 })
    const dapp = await connect(relay, 'did:key:dapp')
    const wallet = await connect(relay, 'did:key:wallet')
    const proposal = { pairingTopic: 'pair', sessionProposal: 'proposal', ttl: 300, correlationId: 1 }
    expect((await dapp.request('wc_proposeSession', proposal)).result).toBe(true)
    expect(relay.messages('pair')).toMatchObject([{ message: 'proposal', tag: 1100, publisherId: 'did:key:dapp' }])

    await wallet.request('irn_subscribe', { topic: 'pair' })
    await wallet.push('pair')
    const approval = {
      sessionTopic: 'session',
      pairingTopic: 'pair',
      sessionProposalResponse: 'response',
      sessionSettlementRequest: 'settle',
      ttl: 300,
      correlationId: 1,
      approvedChains: ['eip155:31337'],
      approvedMethods: ['personal_sign'],
      approvedEvents: ['chainChanged'],
    }
    expect((await wallet.request('wc_approveSession', approval)).result).toBe(true)
    // The dapp is subscribed to the pairing topic by its proposal: the answer reaches it at once.
    await dapp.push('pair')
    expect(dapp.pushes()).toEqual([['pair', 'response']])
    await dapp.request('irn_subscribe', { topic: 'session' })
    await dapp.push('session')
    expect(dapp.pushes()).toEqual([['pair', 'response'], ['session', 'settle']])
    expect(relay.messages('session')).toMatchObject([{ tag: 1102 }])
    // The wallet is subscribed to the session topic by its approval.
    await dapp.request('irn_publish', publish('session', 'request'))
    await wallet.push('session')
    await wallet.settle()
    expect(wallet.pushes()).toEqual([['pair', 'proposal'], ['session', 'request']])
  })

  it('answers the batch methods and stops pushing after an unsubscribe', async () => {
    relay = await startRelay({ port: 0 })
    const dapp = await connect(relay, 'did:key:dapp')
    const wallet = await connect(relay, 'did:key:wallet')
    const ids = (await wallet.request('irn_batchSubscribe', { topics: ['a', 'b'] })).result as string[]
    expect(ids).toHaveLength(2)
    await dapp.request('irn_batchPublish', { messages: [publish('a', 'A'), publish('b', 'B'), publish('c', 'C')] })
    await wallet.push('b')
    expect((await wallet.request('irn_batchFetchMessages', { topics: ['c'] })).result).toMatchObject({
      messages: [{ topic: 'c', message: 'C' }],
      hasMore: false,
    })
    await wallet.request('irn_batchUnsubscribe', { subscriptions: [{ topic: 'a', id: ids[0] }] })
    await wallet.request('irn_unsubscribe', { topic: 'b', id: ids[1] })
    await dapp.request('irn_publish', publish('a', 'A2'))
    await dapp.settle()
    await wallet.settle()
    expect(wallet.pushes()).toEqual([['a', 'A'], ['b', 'B']])
  })

  it('refuses bad requests with JSON-RPC errors and connections without a client id', async () => {
    relay = await startRelay({ port: 0 })
    const client = await connect(relay, 'did:key:client')
    expect((await client.request('irn_nope', {})).error?.code).toBe(-32601)
    expect((await client.request('irn_publish', { topic: 't', message: 'm' })).error?.code).toBe(-32602)
    expect((await client.request('irn_batchPublish', { messages: [publish('t', 'ok'), { topic: 't' }] })).error?.code).toBe(-32602)
    expect(relay.messages('t')).toEqual([])
    await expect(upgradeStatus(`${relay.url}/?projectId=test`)).resolves.toBe(401)
    expect(clientIdFrom(`/?auth=${fakeJwt('did:key:z6Mk')}`)).toBe('did:key:z6Mk')
  })

  it('drop() closes every socket and refuses new ones until resume(); requests are logged', async () => {
    relay = await startRelay({ port: 0 })
    const client = await connect(relay, 'did:key:client')
    await client.request('irn_subscribe', { topic: 't' })
    expect(relay.log).toMatchObject([{ clientId: 'did:key:client', method: 'irn_subscribe', params: { topic: 't' } }])
    const closed = new Promise((resolve) => client.socket.once('close', resolve))
    await relay.drop()
    await closed
    expect(relay.connections).toBe(0)
    await expect(upgradeStatus(`${relay.url}/?auth=${fakeJwt('did:key:client')}`)).resolves.toBe(503)
    const control = relay.url.replace('ws:', 'http:')
    expect(await (await fetch(`${control}/__devnet/resume`, { method: 'POST' })).json()).toEqual({ dropped: false })
    const back = await connect(relay, 'did:key:client')
    await back.request('irn_subscribe', { topic: 't' })
    expect((await (await fetch(`${control}/__devnet/log`)).json()) as unknown[]).toHaveLength(2)
    relay.clearLog()
    expect(relay.log).toEqual([])
  })
})

/** The HTTP status a WebSocket upgrade gets. */
function upgradeStatus(url: string) {
  return new Promise<number>((resolve, reject) => {
    const socket = new WebSocket(url)
    socket.once('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0)
      socket.terminate()
    })
    socket.once('open', () => {
      socket.close()
      reject(new Error('connected'))
    })
    socket.once('error', () => {})
  })
}
