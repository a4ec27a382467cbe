import { freeze, produce, type Draft } from 'immer'
import type { StateContainer } from './state-container.js'
import type { PluginSliceKey, PluginStore, Slice } from './context.js'
import { AlreadyRegisteredError } from './registry-errors.js'
import type { KitState } from './types.js'

export interface KitStore extends PluginStore {
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
export function createStore(container: StateContainer): KitStore {
  container.set(freeze(container.get(), true))
  const slices = new Set<string>()
  const update = (recipe: (draft: Draft<KitState>) => void) => container.set(produce(container.get(), recipe))
  const subscribe = container.subscribe

  return {
    get: container.get,
    getInitialState: () => container.initial,
    update,
    subscribe,
    select(selector, listener, equals = Object.is) {
      let current = selector(container.get())
      return subscribe(() => {
        const next = selector(container.get())
        if (equals(current, next)) return
        const previous = current
        current = next
        listener(next, previous)
      })
    },
    register(key, initialSlice) {
      if (slices.has(key as string) || key in container.get()) throw new AlreadyRegisteredError('state slice', String(key))
      slices.add(key as string)
      update((draft) => {
        ;(draft as Record<string, unknown>)[key as string] = initialSlice
      })
      const slice: Slice<KitState[typeof key]> = {
        get: () => container.get()[key],
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
    listenerCount: container.listenerCount,
    dispose: container.clear,
  }
}
