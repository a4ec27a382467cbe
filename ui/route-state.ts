import { createContext, useCallback, useContext, useRef, useState, useSyncExternalStore } from 'react'

/** Values kept for one route entry: they outlive the view's component while another view is pushed over it. */
export interface RouteStateStore {
  get(key: string): unknown
  has(key: string): boolean
  set(key: string, value: unknown): void
  subscribe(listener: () => void): () => void
}

export function createRouteStateStore(): RouteStateStore {
  const values = new Map<string, unknown>()
  const listeners = new Set<() => void>()
  return {
    get: (key) => values.get(key),
    has: (key) => values.has(key),
    set(key, value) {
      if (Object.is(values.get(key), value) && values.has(key)) return
      values.set(key, value)
      for (const listener of [...listeners]) listener()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}

export const RouteStateContext = createContext<RouteStateStore | null>(null)

/**
 * useState that belongs to the route entry rather than the component: a view covered by another one (a connection
 * step's prompt) and shown again by going back finds its state as it left it, including what arrived meanwhile.
 * Outside the modal it is plain component state.
 */
export function useRouteState<T>(key: string, initial: T): [T, (value: T) => void, () => T] {
  const store = useContext(RouteStateContext)
  const [local, setLocal] = useState(initial)
  const latest = useRef(local)
  const subscribe = useCallback((listener: () => void) => store?.subscribe(listener) ?? (() => {}), [store])
  const value = useSyncExternalStore(
    subscribe,
    () => (store ? (store.has(key) ? (store.get(key) as T) : initial) : local),
    () => (store ? (store.has(key) ? (store.get(key) as T) : initial) : local),
  )
  const set = useCallback(
    (next: T) => {
      latest.current = next
      if (store) store.set(key, next)
      else setLocal(next)
    },
    [store, key],
  )
  // The value as of now, for effects that run twice before a render (StrictMode).
  const get = useCallback((): T => (store ? (store.has(key) ? (store.get(key) as T) : initial) : latest.current), [store, key])
  return [value, set, get]
}
