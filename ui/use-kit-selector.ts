import { createContext, useContext, useRef, useSyncExternalStore } from 'react'
import type { Kit, KitState, PluginStore } from '../kernel/index.js'
import { kitInternals } from '../kernel/internals.js'

/** The host's kit, or a plugin's store: both can be read and watched, and both know the state they started from. */
type StateSource = Kit | Pick<PluginStore, 'get' | 'subscribe' | 'getInitialState'>

/**
 * The state a server rendered a provider's subtree from, when the provider was given an initial state: the kit's
 * creation state with it applied, computed per render rather than kept on the kit, since a server may share one
 * kit between visitors.
 */
export const ServerStateContext = createContext<{ readonly kit: Kit; readonly state: Readonly<KitState> } | null>(null)

type Cache<T> = { state: Readonly<KitState>; selector: (state: Readonly<KitState>) => T; value: T } | null

/**
 * A slice of the kit's state that keeps its reference until `equals` says it changed, so a selector that
 * builds a new array or object on every call does not re-render its component on unrelated updates.
 *
 * A server, and a client while it hydrates, read the state the kit was created with (or the provider's initial
 * state), never the live one: both sides then render the same markup, and React re-renders with the live state
 * once hydration is done.
 */
export function useKitSelector<T>(kit: StateSource, selector: (state: Readonly<KitState>) => T, equals: (a: T, b: T) => boolean = Object.is): T {
  const provided = useContext(ServerStateContext)
  const live = useRef<Cache<T>>(null)
  const server = useRef<Cache<T>>(null)
  const [getState, subscribe, getInitialState] =
    'getState' in kit
      ? [kit.getState, kit.subscribeState, () => (provided?.kit === kit ? provided.state : kitInternals(kit).initialState)]
      : [kit.get, kit.subscribe, kit.getInitialState]
  const read = (cache: { current: Cache<T> }, state: Readonly<KitState>): T => {
    const previous = cache.current
    // Inline selectors are new on every render, so the selector is part of the cache key.
    if (previous && previous.state === state && previous.selector === selector) return previous.value
    const next = selector(state)
    const value = previous && equals(previous.value, next) ? previous.value : next
    cache.current = { state, selector, value }
    return value
  }
  return useSyncExternalStore(
    subscribe,
    () => read(live, getState()),
    () => read(server, getInitialState()),
  )
}

/** Equal when both hold the same keys (or indices) with Object.is-equal values. */
export function shallowEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  const keysA = Object.keys(a)
  if (keysA.length !== Object.keys(b).length) return false
  return keysA.every((key) => Object.prototype.hasOwnProperty.call(b, key) && Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
}
