import type { Eip1193Provider } from './provider.js'

type Handler = (params: unknown) => unknown
export interface FakeProvider extends Eip1193Provider {
  readonly calls: { method: string; params?: unknown }[]
  handle(method: string, handler: Handler): void
  emit(event: string, payload: unknown): void
  listenerCount(event: string): number
}

/** An EIP-1193 wallet for unit tests: answers from handlers, records every call, emits events on demand. */
export function createFakeProvider(initial: Record<string, Handler> = {}): FakeProvider {
  const handlers = new Map<string, Handler>(Object.entries(initial))
  const listeners = new Map<string, Set<(payload: unknown) => void>>()
  const calls: { method: string; params?: unknown }[] = []
  return {
    calls,
    async request({ method, params }) {
      calls.push({ method, params })
      const handler = handlers.get(method)
      if (!handler) throw { code: -32601, message: `${method} not supported` }
      return handler(params)
    },
    on(event, listener) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)!.add(listener as (payload: unknown) => void)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener as (payload: unknown) => void)
    },
    handle: (method, handler) => void handlers.set(method, handler),
    emit: (event, payload) => listeners.get(event)?.forEach((l) => l(payload)),
    listenerCount: (event) => listeners.get(event)?.size ?? 0,
  }
}
