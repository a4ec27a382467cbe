import type { KitViews, ViewId } from '../kernel/index.js'

/** What the modal passes to a view's default export: the params the route was pushed with. */
export interface ViewProps<V extends ViewId = ViewId> {
  readonly params: KitViews[V]
}
