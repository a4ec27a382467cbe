import type { MessageKey } from './messages.js'
import { AlreadyRegisteredError } from './registry-errors.js'
import type { MessageRef, Unsubscribe, ViewId, ViewLoader } from './types.js'
import { loadViewModule, loadedViewModule } from './view-modules.js'

/** A view as the modal keeps it: its loader, its title and which plugin's context its component gets. */
export interface RegisteredView {
  readonly load: ViewLoader
  readonly title?: string | ((params: unknown) => string | MessageRef)
  /** The title's message key, shown in the visitor's locale when `title` gives none. */
  readonly titleKey?: MessageKey
  readonly back?: boolean
  /** The plugin that registered it; the kit's own views have none. */
  readonly owner?: string
}

export interface ViewRegistry {
  register(id: ViewId, definition: RegisteredView): Unsubscribe
  get(id: ViewId): RegisteredView | undefined
  has(id: ViewId): boolean
  /** Fetches a registered view's code ahead of its first showing; a view not registered (yet) is skipped. */
  preload(id: ViewId): void
  clear(): void
}

/** View id -> lazy loader. Registering an id twice is a plugin conflict, so it throws. */
export function createViewRegistry(): ViewRegistry {
  const views = new Map<ViewId, RegisteredView>()
  return {
    register(id, definition) {
      if (views.has(id)) throw new AlreadyRegisteredError('view', id)
      views.set(id, definition)
      return () => {
        if (views.get(id) === definition) views.delete(id)
      }
    },
    get: (id) => views.get(id),
    has: (id) => views.has(id),
    preload(id) {
      const definition = views.get(id)
      // A failure here shows when the view is opened, with its own "Try again".
      if (definition && !loadedViewModule(definition.load)) loadViewModule(definition.load).catch(() => {})
    },
    clear: () => views.clear(),
  }
}
