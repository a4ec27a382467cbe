import { freeze, produce, type Draft } from 'immer'
import type { CoreStateKey, KitState, PluginSliceKey, Slice, StoreApi, Unsubscribe } from './types.js'

export interface KitStore extends StoreApi {
  /** Kernel-only writer for the core keys. */
  update(recipe: (draft: Draft<KitState>) => void): void
  /** Removes a plugin's slice, so a plugin that failed or was disposed leaves no state behind. */
  unregister(key: PluginSliceKey): void
  /** @internal Read-only introspection for leak checks in tests; not part of the documented API. */
  listenerCount(): number
  dispose(): void
}

/**
 * One immer store: snapshots are frozen and structurally shared, so `get()` keeps returning the same
 * reference for untouched parts and `select` listeners fire only when their value really changed.
 */
export function createStore(initial: Pick<KitState, CoreStateKey>, onListenerError: (error: unknown) => void): KitStore {
  // Plugin slices are typed as present (declaration merging) but only exist once their plugin registers them.
  let state = freeze(initial as KitState, true)
  const listeners = new Set<() => void>()
  const slices = new Set<string>()

  function update(recipe: (draft: Draft<KitState>) => void) {
    const next = produce(state, recipe)
    if (next === state) return
    state = next
    for (const listener of [...listeners]) {
      try {
        listener()
      } catch (error) {
        onListenerError(error)
      }
    }
  }

  function subscribe(listener: () => void): Unsubscribe {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  }

  return {
    get: () => state,
    update,
    subscribe,
    select(selector, listener, equals = Object.is) {
      let current = selector(state)
      return subscribe(() => {
        const next = selector(state)
        if (equals(current, next)) return
        const previous = current
        current = next
        listener(next, previous)
      })
    },
    register(key, initialSlice) {
      if (slices.has(key as string) || key in state) throw new Error(`state slice "${String(key)}" is already registered`)
      slices.add(key as string)
      update((draft) => {
        ;(draft as Record<string, unknown>)[key as string] = initialSlice
      })
      const slice: Slice<KitState[typeof key]> = {
        get: () => state[key],
        set: (recipe) =>
          update((draft) => {
            const d = draft as Record<string, unknown>
            const result = (recipe as (s: unknown) => unknown)(d[key as string])
            if (result !== undefined) d[key as string] = result
          }),
      }
      return slice
    },
    unregister(key) {
      if (!slices.delete(key as string)) return
      update((draft) => {
        delete (draft as Record<string, unknown>)[key as string]
      })
    },
    listenerCount: () => listeners.size,
    dispose() {
      listeners.clear()
    },
  }
}
