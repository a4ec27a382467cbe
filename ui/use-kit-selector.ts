import { useRef, useSyncExternalStore } from 'react'
import type { Kit, KitState, PluginStore } from '../kernel/index.js'

/** The host's kit, or a plugin's store: both can be read and watched. */
type StateSource = Pick<Kit, 'getState' | 'subscribeState'> | Pick<PluginStore, 'get' | 'subscribe'>

/**
 * A slice of the kit's state that keeps its reference until `equals` says it changed, so a selector that
 * builds a new array or object on every call does not re-render its component on unrelated updates.
 */
export function useKitSelector<T>(kit: StateSource, selector: (state: Readonly<KitState>) => T, equals: (a: T, b: T) => boolean = Object.is): T {
  const last = useRef<{ state: Readonly<KitState>; selector: typeof selector; value: T } | null>(null)
  const [getState, subscribe] = 'getState' in kit ? [kit.getState, kit.subscribeState] : [kit.get, kit.subscribe]
  const getSnapshot = (): T => {
    const state = getState()
    const previous = last.current
    // Inline selectors are new on every render, so the selector is part of the cache key.
    if (previous && previous.state === state && previous.selector === selector) return previous.value
    const next = selector(state)
    const value = previous && equals(previous.value, next) ? previous.value : next
    last.current = { state, selector, value }
    return value
  }
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot)
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
