import type { KitStore } from './store.js'
import type { Router } from './context.js'
import type { KitViews, RouteEntry, ViewId } from './types.js'

/** The modal's view stack (spec §2): push, replace, reset, go back, go back to index. */
export function createRouter(store: KitStore): Router {
  const entry = <V extends ViewId>(view: V, params: KitViews[V] | undefined): RouteEntry =>
    (params === undefined ? { view } : { view, params }) as RouteEntry
  const setHistory = (fn: (history: RouteEntry[]) => RouteEntry[]) =>
    store.update((draft) => {
      draft.modal.history = fn([...(draft.modal.history as RouteEntry[])]) as typeof draft.modal.history
    })
  return {
    push: (view, ...params) => setHistory((h) => [...h, entry(view, params[0])]),
    pushTarget: (target) => setHistory((h) => [...h, entry(target.view, target.params)]),
    replace: (view, ...params) => setHistory((h) => [...h.slice(0, -1), entry(view, params[0])]),
    reset: (view, ...params) => setHistory(() => [entry(view, params[0])]),
    goBack: () => setHistory((h) => (h.length > 1 ? h.slice(0, -1) : h)),
    goBackToIndex: (index) => setHistory((h) => (index >= 0 && index < h.length ? h.slice(0, index + 1) : h)),
    get current() {
      const h = store.get().modal.history
      return h[h.length - 1]
    },
  }
}
