import mitt from 'mitt'
import type { Unsubscribe } from './types.js'

export interface Bus<Events extends object> {
  on<K extends keyof Events>(type: K, fn: (payload: Events[K]) => void): Unsubscribe
  onAny(fn: <K extends keyof Events>(type: K, payload: Events[K]) => void): Unsubscribe
  emit<K extends keyof Events>(type: K, payload: Events[K]): void
  clear(): void
  /** @internal Read-only introspection for leak checks in tests; not part of the documented API. */
  listenerCount(): number
}

/** A typed mitt; `on` returns its own undo so plugins can hand it straight to onDispose. */
export function createBus<Events extends object>(onListenerError: (error: unknown) => void): Bus<Events> {
  // Interfaces (augmentable by plugins) have no index signature, so mitt is typed loosely inside.
  const emitter = mitt<Record<string | symbol, unknown>>()
  // A listener that throws must not stop the others or the emitter's caller.
  const guard =
    <A extends unknown[]>(fn: (...args: A) => void) =>
    (...args: A) => {
      try {
        fn(...args)
      } catch (error) {
        onListenerError(error)
      }
    }
  return {
    on(type, fn) {
      const handler = guard(fn)
      emitter.on(type as string, handler as (payload: unknown) => void)
      return () => emitter.off(type as string, handler as (payload: unknown) => void)
    },
    onAny(fn) {
      const handler = guard(fn as (type: string | symbol, payload: unknown) => void)
      emitter.on('*', handler)
      return () => emitter.off('*', handler)
    },
    emit(type, payload) {
      emitter.emit(type as string, payload)
    },
    clear() {
      emitter.all.clear()
    },
    listenerCount() {
      let count = 0
      for (const handlers of emitter.all.values()) count += handlers?.length ?? 0
      return count
    },
  }
}
