import type { RouteEntry } from '../../kernel/index.js'
import type { ViewRegistry } from '../../kernel/views.js'

/** The header title a view declares; a plugin's title function that throws leaves the header untitled. */
export function viewTitle(views: Pick<ViewRegistry, 'get'>, route: RouteEntry | undefined): string | undefined {
  const title = route ? views.get(route.view)?.title : undefined
  if (typeof title !== 'function') return title
  try {
    return title(route?.params)
  } catch {
    return undefined
  }
}
