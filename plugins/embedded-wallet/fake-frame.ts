// Test helper: a frame answering over an in-memory channel, as the devnet frame answers (never shipped).
import type { Clock } from '../../kernel/index.js'
import { createFrameClient, FRAME_READY_DELAY_MS, type FrameChannel, type FrameClient } from './frame-client.js'
import { FRAME_PREFIX, type FrameRequestMessage, type FrameRequestName } from './frame-protocol.js'

/** What the fake frame does with a request: answer (a value), fail ({ error }), or stay silent (undefined). */
export type FakeAnswer = { readonly ok: unknown } | { readonly error: string; readonly code?: string | number } | undefined
export type FakeHandlers = Partial<Record<FrameRequestName, (payload: unknown) => FakeAnswer>>

export interface FakeFrame {
  readonly client: FrameClient
  readonly sent: FrameRequestMessage[]
  /** Names of the requests sent, in order. */
  names(): string[]
  handlers: FakeHandlers
}

export function createFakeFrame(clock: Clock & { advance(ms: number): void }, handlers: FakeHandlers = {}): FakeFrame {
  const sent: FrameRequestMessage[] = []
  const listeners = new Set<(data: unknown) => void>()
  const fake: FakeFrame = {
    sent,
    handlers,
    names: () => sent.map((m) => m.type.replace('@tessera-app/', '')),
    client: undefined as unknown as FrameClient,
  }
  const deliver = (data: unknown) => {
    for (const listener of [...listeners]) listener(data)
  }
  const channel: FrameChannel = {
    post(message) {
      sent.push(message)
      const name = message.type.replace('@tessera-app/', '') as FrameRequestName
      const answer = fake.handlers[name]?.(message.payload)
      if (!answer) return
      queueMicrotask(() =>
        deliver(
          'ok' in answer
            ? { type: `${FRAME_PREFIX}${name}_SUCCESS`, id: message.id, payload: answer.ok }
            : { type: `${FRAME_PREFIX}${name}_ERROR`, id: message.id, payload: { message: answer.error, ...(answer.code === undefined ? {} : { code: answer.code }) } },
        ),
      )
    },
    listen(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
  let n = 0
  Object.assign(fake, { client: createFrameClient({ channel, clock, newId: () => `t${++n}` }) })
  deliver({ type: `${FRAME_PREFIX}READY`, payload: { version: '1' } })
  clock.advance(FRAME_READY_DELAY_MS)
  return fake
}
