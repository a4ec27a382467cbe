import type { Unsubscribe, ViewDefinition, ViewId, ViewRegistry } from './types.js'

/** View id -> lazy loader. Registering an id twice is a plugin conflict, so it throws. */
export function createViewRegistry(): ViewRegistry & { clear(): void } {
  const views = new Map<ViewId, ViewDefinition>()
  return {
    register(id, definition): Unsubscribe {
      if (views.has(id)) throw new Error(`View "${id}" is already registered`)
      views.set(id, definition)
      return () => {
        if (views.get(id) === definition) views.delete(id)
      }
    },
    get: (id) => views.get(id),
    has: (id) => views.has(id),
    clear: () => views.clear(),
  }
}
