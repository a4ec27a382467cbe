import { Suspense, useEffect, useRef, useState } from 'react'
import type { RouteEntry } from '../../kernel/index.js'
import type { KitInternals } from '../../kernel/internals.js'
import { PluginReactContext } from '../plugin-context.js'
import { createRouteStateStore, RouteStateContext, type RouteStateStore } from '../route-state.js'
import { Spinner } from '../primitives/Spinner.js'
import type { ViewPrompt } from '../view-props.js'
import type { LazyViewCache } from './lazy-view-cache.js'
import { ViewErrorBoundary } from './ViewErrorBoundary.js'
import { useCoreMessages } from '../i18n/core-messages.js'

export interface ViewOutletProps {
  readonly internals: KitInternals
  readonly cache: LazyViewCache
  readonly route: RouteEntry | undefined
  /** Runs once each time a view has loaded and mounted. */
  readonly onViewShown: () => void
}

/** The view on top of the stack, with its plugin's context (the kit's own for core views) and its prompt, if any. */
export function ViewOutlet({ internals, cache, route, onViewShown }: ViewOutletProps) {
  const [attempt, setAttempt] = useState(0)
  const routeKey = useRouteKey(route)
  const routeStates = useRef(new WeakMap<RouteEntry, RouteStateStore>())
  const { t } = useCoreMessages()
  const loading = (
    <div className="view-loading">
      <Spinner size={28} label={t('modal.loading')} />
    </div>
  )
  if (!route) return loading
  const definition = internals.views.get(route.view)
  if (!definition) {
    return (
      <div className="state-message" role="alert">
        <p className="state-title">{t('modal.viewMissing')}</p>
        <p className="state-text">{t('modal.viewMissingHint', { view: route.view })}</p>
      </div>
    )
  }
  const View = cache.get(route.view, definition)
  const retry = () => {
    cache.forget(route.view)
    setAttempt((n) => n + 1)
  }
  const id = route.prompt?.id
  const prompt: ViewPrompt | undefined =
    id === undefined
      ? undefined
      : { resolve: (...value) => internals.modal.answer(id, { value: value[0] }), reject: (error) => internals.modal.answer(id, { error }) }
  let routeState = routeStates.current.get(route)
  if (!routeState) routeStates.current.set(route, (routeState = createRouteStateStore()))
  return (
    <PluginReactContext.Provider value={internals.contextOf(definition.owner)}>
      <RouteStateContext.Provider value={routeState}>
        <ViewErrorBoundary key={`${routeKey}:${attempt}`} onRetry={retry}>
          <Suspense fallback={loading}>
            <View params={route.params} prompt={prompt} />
            <Mounted onMount={onViewShown} />
          </Suspense>
        </ViewErrorBoundary>
      </RouteStateContext.Provider>
    </PluginReactContext.Provider>
  )
}

/** Inside the Suspense boundary, so its effect runs only once the loaded view is on screen. */
function Mounted({ onMount }: { readonly onMount: () => void }) {
  useEffect(() => {
    onMount()
  }, [])
  return null
}

/**
 * A key per route entry: pushing or replacing gives a view a fresh mount (and fresh state), while an
 * entry revisited with goBack is the same object in the immutable history and keeps its key.
 */
function useRouteKey(route: RouteEntry | undefined): number {
  const keys = useRef(new WeakMap<RouteEntry, number>())
  const next = useRef(0)
  if (!route) return -1
  let key = keys.current.get(route)
  if (key === undefined) {
    key = next.current++
    keys.current.set(route, key)
  }
  return key
}
