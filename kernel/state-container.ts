import type { CoreStateKey } from './context.js'
import type { KitState, Unsubscribe } from './types.js'

/**
 * The kit's state before (and beneath) the immer store: readable and subscribable from the first line of
 * createKit, so buttons render at once while the runtime that writes it is still loading.
 */
export interface StateContainer<S = KitState> {
  get(): S
  /**
   * The state the kit was created with, never written: what a server renders and what hydration reads, so both
   * sides agree whatever the runtime has done since.
   */
  readonly initial: S
  set(next: S): void
  subscribe(listener: () => void): Unsubscribe
  /** @internal Read-only introspection for leak checks in tests. */
  listenerCount(): number
  clear(): void
}

export function createStateContainer(initial: Pick<KitState, CoreStateKey>, onListenerError: (error: unknown) => void): StateContainer {
  // Plugin slices are typed as present (declaration merging) but only exist once their plugin registers them.
  return createContainer(initial as KitState, onListenerError)
}

/** A value that can be read, replaced and watched; the kit's state and its theme are each one. */
export function createContainer<S>(initial: S, onListenerError: (error: unknown) => void): StateContainer<S> {
  let state = initial
  const listeners = new Set<() => void>()
  return {
    get: () => state,
    initial: state,
    set(next) {
      if (next === state) return
      state = next
      for (const listener of [...listeners]) {
        try {
          listener()
        } catch (error) {
          onListenerError(error)
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    listenerCount: () => listeners.size,
    clear: () => listeners.clear(),
  }
}
