import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import type { ViewId, ViewLoader } from '../../kernel/index.js'
import type { SlotRegistry } from '../../kernel/slots.js'
import { loadViewModule, loadedViewModule } from '../../kernel/view-modules.js'
import type { RegisteredView, ViewRegistry } from '../../kernel/views.js'
import type { ViewProps } from '../view-props.js'

export type LazyView = LazyExoticComponent<ComponentType<ViewProps>> | ComponentType<ViewProps>

export interface LazyViewCache {
  get(id: ViewId, definition: RegisteredView): LazyView
  /** React.lazy remembers a failed import; forgetting it lets "Try again" load the view afresh. */
  forget(id: ViewId): void
}

/**
 * A loaded component renders as a plain one: no suspension, hence no spinner and no fallback throttling on its
 * first render (React holds a fallback for 300 ms). Typed loosely: views get ViewProps, slot parts no props.
 */
function loadedComponent<P>(load: ViewLoader): ComponentType<P> | undefined {
  const module = loadedViewModule(load)
  return module?.default === null || module?.default === undefined ? undefined : (module.default as ComponentType<P>)
}

function loadComponent<P>(load: ViewLoader, what: string): Promise<ComponentType<P>> {
  return loadViewModule(load).then(() => {
    const component = loadedComponent<P>(load)
    if (!component) throw new Error(`${what} has no default export`)
    return component
  })
}
const loadView = (id: ViewId, definition: RegisteredView) => loadComponent<ViewProps>(definition.load, `The view "${id}"`)

/** The views a visitor reaches first; fetched ahead (on idle, and when the modal mounts) so they open at once. */
export const FIRST_VIEWS: readonly ViewId[] = ['Connect', 'Account', 'ConnectingExternal', 'Networks']

export function preloadViews(views: Pick<ViewRegistry, 'get'>, ids: readonly ViewId[] = FIRST_VIEWS): void {
  for (const id of ids) {
    const definition = views.get(id)
    if (definition && !loadedViewModule(definition.load)) loadView(id, definition).catch(() => {})
  }
}

/** One React.lazy per view id, so re-opening a view never re-runs its import or remounts it needlessly. */
export function createLazyViewCache(): LazyViewCache {
  const cache = new Map<ViewId, { definition: RegisteredView; component: LazyView }>()
  return {
    get(id, definition) {
      const cached = cache.get(id)
      // The same component for the same registration, always: a new type would remount the view (and, say,
      // send a connecting wallet a second request). A plugin that re-registered the id brings a new loader.
      if (cached?.definition === definition) return cached.component
      const component = loadedComponent<ViewProps>(definition.load) ?? lazy(async () => ({ default: await loadView(id, definition) }))
      cache.set(id, { definition, component })
      return component
    },
    forget: (id) => void cache.delete(id),
  }
}

/** Slot parts (a Connect section, an Account tab): one component per loader, loaded once for every kit. */
const parts = new WeakMap<ViewLoader, LazyPart>()
export type LazyPart = LazyExoticComponent<ComponentType<object>> | ComponentType<object>
const loadPart = (load: ViewLoader) => loadComponent<object>(load, 'A slot part')

/** A loaded part renders as a plain component (no suspension, no spinner); the others load on first render. */
export function lazyPart(load: ViewLoader): LazyPart {
  const known = loadedComponent<object>(load) ?? parts.get(load)
  if (known) return known
  const component = lazy(async () => ({ default: await loadPart(load) }))
  parts.set(load, component)
  return component
}

/** React.lazy remembers a failed import; forgetting it lets "Try again" load the part afresh. */
export function forgetPart(load: ViewLoader): void {
  parts.delete(load)
}

/** The Connect sections and Account tabs, fetched ahead with the first views. */
export function preloadParts(slots: Pick<SlotRegistry, 'list'>): void {
  for (const { contribution } of [...slots.list('connect.section'), ...slots.list('account.tab')]) {
    if (!loadedViewModule(contribution.load)) loadPart(contribution.load).catch(() => {})
  }
}
