import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import type { Kit, ViewDefinition, ViewId } from '../../kernel/index.js'
import type { ViewProps } from '../view-props.js'

export type LazyView = LazyExoticComponent<ComponentType<ViewProps>> | ComponentType<ViewProps>

export interface LazyViewCache {
  get(id: ViewId, definition: ViewDefinition): LazyView
  /** React.lazy remembers a failed import; forgetting it lets "Try again" load the view afresh. */
  forget(id: ViewId): void
}

/**
 * Views whose module has arrived, by definition (so per kit and per registration). A loaded view renders as a
 * plain component: no suspension, hence no spinner and no fallback throttling on its first render.
 */
const loaded = new WeakMap<ViewDefinition, ComponentType<ViewProps>>()

function loadView(id: ViewId, definition: ViewDefinition): Promise<ComponentType<ViewProps>> {
  return definition.load().then((module) => {
    if (module.default === null || module.default === undefined) throw new Error(`The view "${id}" has no default export`)
    const component = module.default as ComponentType<ViewProps>
    loaded.set(definition, component)
    return component
  })
}

/** The views a visitor reaches first; fetched ahead (on idle, and when the modal mounts) so they open at once. */
export const FIRST_VIEWS: readonly ViewId[] = ['Connect', 'Account', 'ConnectingExternal', 'Networks']

export function preloadViews(kit: Pick<Kit, 'views'>, ids: readonly ViewId[] = FIRST_VIEWS): void {
  for (const id of ids) {
    const definition = kit.views.get(id)
    if (definition && !loaded.has(definition)) loadView(id, definition).catch(() => {})
  }
}

/** One React.lazy per view id, so re-opening a view never re-runs its import or remounts it needlessly. */
export function createLazyViewCache(): LazyViewCache {
  const cache = new Map<ViewId, { definition: ViewDefinition; component: LazyView }>()
  return {
    get(id, definition) {
      const cached = cache.get(id)
      // The same component for the same registration, always: a new type would remount the view (and, say,
      // send a connecting wallet a second request). A plugin that re-registered the id brings a new loader.
      if (cached?.definition === definition) return cached.component
      const component = loaded.get(definition) ?? lazy(async () => ({ default: await loadView(id, definition) }))
      cache.set(id, { definition, component })
      return component
    },
    forget: (id) => void cache.delete(id),
  }
}
