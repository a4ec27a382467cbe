import { describe, expect, it } from 'vitest'
import { createFakeClock } from '../../kernel/testing/index.js'
import {
  createFrameClient,
  FRAME_LOAD_TIMEOUT_MS,
  FRAME_READY_DELAY_MS,
  FRAME_REQUEST_TIMEOUT_MS,
  type FrameChannel,
  type FrameFailure,
} from './frame-client.js'
import type { FrameRequestMessage } from './frame-protocol.js'

function fakeFrame() {
  const sent: FrameRequestMessage[] = []
  const listeners = new Set<(data: unknown) => void>()
  const channel: FrameChannel = {
    post: (message) => void sent.push(message),
    listen(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
  const deliver = (data: unknown) => {
    for (const listener of [...listeners]) listener(data)
  }
  return { channel, sent, deliver, listeners }
}

function setup() {
  const clock = createFakeClock()
  const frame = fakeFrame()
  const failures: FrameFailure[] = []
  let n = 0
  const client = createFrameClient({ channel: frame.channel, clock, onFailure: (f) => failures.push(f), newId: () => `r${++n}` })
  const up = async () => {
    frame.deliver({ type: '@tessera-frame/READY', payload: { version: '1' } })
    clock.advance(FRAME_READY_DELAY_MS)
    await client.ready
  }
  return { clock, frame, failures, client, up }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
/** What a request came to: its answer, or the short message a toast or alert would show. */
const outcome = (promise: Promise<unknown>) => promise.then((value) => ({ value }), (error: { shortMessage?: string; message: string }) => ({ error: error.shortMessage ?? error.message }))

describe('the secure frame client', () => {
  it('sends nothing before the frame is ready (500 ms after it said so), then matches answers to requests by id', async () => {
    const { frame, client, clock } = setup()
    const email = client.request('CONNECT_EMAIL', { email: 'a@example.com' })
    const user = client.request('GET_USER', { chainId: 1 })
    frame.deliver({ type: '@tessera-frame/READY' })
    clock.advance(FRAME_READY_DELAY_MS - 1)
    await settle()
    expect(frame.sent).toEqual([])
    clock.advance(1)
    await settle()
    expect(frame.sent).toEqual([
      { type: '@tessera-app/CONNECT_EMAIL', id: 'r1', payload: { email: 'a@example.com' } },
      { type: '@tessera-app/GET_USER', id: 'r2', payload: { chainId: 1 } },
    ])

    // Answered out of order; each by its own id.
    frame.deliver({ type: '@tessera-frame/GET_USER_SUCCESS', id: 'r2', payload: { address: '0xabc' } })
    frame.deliver({ type: '@tessera-frame/CONNECT_EMAIL_ERROR', id: 'r1', payload: { message: 'Please try again after 12 seconds' } })
    expect(await outcome(user)).toEqual({ value: { address: '0xabc' } })
    expect(await outcome(email)).toEqual({ error: 'Please try again after 12 seconds' })
  })

  it('ignores answers under an unknown id, of another request’s kind, or not shaped like the frame’s', async () => {
    const { frame, client, up } = setup()
    await up()
    const user = client.request('GET_USER')
    await settle()
    frame.deliver({ type: '@tessera-frame/GET_USER_SUCCESS', id: 'nope', payload: 'forged' })
    frame.deliver({ type: '@tessera-frame/SIGN_OUT_SUCCESS', id: 'r1', payload: 'wrong kind' })
    frame.deliver({ type: '@tessera-frame/GET_USER_SUCCESS', id: '<script>', payload: 'bad id' })
    frame.deliver('@tessera-frame/GET_USER_SUCCESS')
    frame.deliver({ type: '@tessera-frame/GET_USER_ERROR', id: 'r1', payload: { message: 'x'.repeat(501) } })
    frame.deliver({ type: '@tessera-frame/GET_USER_SUCCESS', id: 'r1', payload: { address: '0xreal' } })
    expect(await user).toEqual({ address: '0xreal' })
  })

  it('an error event without a message rejects with the spec’s words', async () => {
    const { frame, client, up } = setup()
    await up()
    const out = client.request('IS_CONNECTED')
    await settle()
    frame.deliver({ type: '@tessera-frame/IS_CONNECTED_ERROR', id: 'r1' })
    expect(await outcome(out)).toEqual({ error: 'An error occurred' })
  })

  it('a frame that never announces itself fails every waiting request after 20 s, once, with the load alert', async () => {
    const { client, clock, failures } = setup()
    const user = outcome(client.request('GET_USER'))
    const theme = client.request('SYNC_THEME', { themeMode: 'dark' })
    let themeSettled = false
    void theme.then(() => (themeSettled = true), () => (themeSettled = true))
    clock.advance(FRAME_LOAD_TIMEOUT_MS - 1)
    await settle()
    expect(failures).toEqual([])
    clock.advance(1)
    expect(await user).toEqual({ error: 'Network Error - Could not load embedded wallet' })
    expect(failures).toEqual([{ kind: 'load' }])
    expect(await outcome(client.ready)).toEqual({ error: 'Network Error - Could not load embedded wallet' })
    expect(await client.ready.catch((error: { details?: string }) => error.details)).toBe('iframe_load_failed')
    // Spec §9: theme sync is not bound by the load timeout.
    await settle()
    expect(themeSettled).toBe(false)
    expect(await outcome(client.request('IS_CONNECTED'))).toEqual({ error: 'Network Error - Could not load embedded wallet' })
  })

  it('a login step unanswered for 30 s aborts every pending request with the timeout alert; other requests have no timer', async () => {
    const { client, clock, failures, up } = setup()
    await up()
    const otp = outcome(client.request('CONNECT_OTP', { otp: '123456' }))
    const rpc = outcome(client.request('RPC_REQUEST', { method: 'personal_sign', params: [] }))
    clock.advance(FRAME_REQUEST_TIMEOUT_MS)
    expect(await otp).toEqual({ error: 'Embedded Wallet Request Timed Out' })
    expect(await rpc).toEqual({ error: 'Embedded Wallet Request Timed Out' })
    expect(failures).toEqual([{ kind: 'timeout' }])

    const slow = client.request('RPC_REQUEST', { method: 'eth_sendTransaction' })
    let settled = false
    void slow.then(() => (settled = true), () => (settled = true))
    clock.advance(FRAME_REQUEST_TIMEOUT_MS * 3)
    await settle()
    expect(settled).toBe(false)
  })

  it('an aborted RPC request says so; another aborted request says something went wrong; neither is answered later', async () => {
    const { frame, client, up } = setup()
    await up()
    const rpcAbort = new AbortController()
    const otherAbort = new AbortController()
    const rpc = outcome(client.request('RPC_REQUEST', { method: 'personal_sign' }, { signal: rpcAbort.signal }))
    const email = outcome(client.request('CONNECT_EMAIL', { email: 'a@example.com' }, { signal: otherAbort.signal }))
    await settle()
    rpcAbort.abort()
    otherAbort.abort()
    expect(await rpc).toEqual({ error: 'Request was aborted' })
    expect(await email).toEqual({ error: 'Something went wrong' })
    frame.deliver({ type: '@tessera-frame/RPC_REQUEST_SUCCESS', id: 'r1', payload: '0xlate' })
    const already = new AbortController()
    already.abort()
    expect(await outcome(client.request('SIGN_OUT', undefined, { signal: already.signal }))).toEqual({ error: 'Something went wrong' })
  })

  it('a frame that refuses the page (origin not allowed) fails everything with Invalid App Configuration', async () => {
    const { frame, client, failures } = setup()
    const user = outcome(client.request('GET_USER'))
    frame.deliver({ type: '@tessera-frame/FRAME_ERROR', payload: { code: 'INVALID_APP_CONFIGURATION', message: 'Origin not allowed' } })
    expect(await user).toEqual({ error: 'Invalid App Configuration' })
    expect(failures).toEqual([{ kind: 'refused', code: 'INVALID_APP_CONFIGURATION', message: 'Origin not allowed' }])
    // A READY after the refusal changes nothing.
    frame.deliver({ type: '@tessera-frame/READY' })
    expect(await outcome(client.request('IS_CONNECTED'))).toEqual({ error: 'Invalid App Configuration' })
  })

  it("reports one request's error answer (a session the frame no longer accepts) without failing the others", async () => {
    const { frame, client, failures, up } = setup()
    await up()
    const user = outcome(client.request('GET_USER'))
    const connected = outcome(client.request('IS_CONNECTED'))
    await settle()
    frame.deliver({ type: '@tessera-frame/GET_USER_ERROR', id: 'r1', payload: { code: 'JWT_TOKEN_NOT_VALID', message: 'JWT token not yet valid' } })
    frame.deliver({ type: '@tessera-frame/IS_CONNECTED_SUCCESS', id: 'r2', payload: { isConnected: true } })
    expect(await user).toEqual({ error: 'JWT token not yet valid' })
    expect(await connected).toEqual({ value: { isConnected: true } })
    expect(failures).toEqual([{ kind: 'answer', code: 'JWT_TOKEN_NOT_VALID', message: 'JWT token not yet valid' }])
  })

  it('destroy rejects what is pending, stops listening, and refuses new requests', async () => {
    const { frame, client, up } = setup()
    await up()
    const user = outcome(client.request('GET_USER'))
    client.destroy()
    expect(await user).toEqual({ error: 'W3mFrame: iframe is not set' })
    expect(frame.listeners.size).toBe(0)
    expect(await outcome(client.request('GET_USER'))).toEqual({ error: 'W3mFrame: iframe is not set' })
  })
})
