import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import type { ViewDefinition, ViewId } from '../../kernel/index.js'
import type { ViewProps } from '../view-props.js'

export type LazyView = LazyExoticComponent<ComponentType<ViewProps>>

export interface LazyViewCache {
  get(id: ViewId, definition: ViewDefinition): LazyView
  /** React.lazy remembers a failed import; forgetting it lets "Try again" load the view afresh. */
  forget(id: ViewId): void
}

/** One React.lazy per view id, so re-opening a view never re-runs its import or remounts it needlessly. */
export function createLazyViewCache(): LazyViewCache {
  const cache = new Map<ViewId, { definition: ViewDefinition; component: LazyView }>()
  return {
    get(id, definition) {
      const cached = cache.get(id)
      // A plugin that re-registered the id brings a new loader.
      if (cached?.definition === definition) return cached.component
      const component = lazy(async () => {
        const module = await definition.load()
        if (module.default === null || module.default === undefined) throw new Error(`The view "${id}" has no default export`)
        return { default: module.default as ComponentType<ViewProps> }
      })
      cache.set(id, { definition, component })
      return component
    },
    forget: (id) => void cache.delete(id),
  }
}
