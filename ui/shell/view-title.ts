import type { RouteEntry, ViewRegistry } from '../../kernel/index.js'

/** The header title a view declares; a plugin's title function that throws leaves the header untitled. */
export function viewTitle(views: ViewRegistry, route: RouteEntry | undefined): string | undefined {
  const title = route ? views.get(route.view)?.title : undefined
  if (typeof title !== 'function') return title
  try {
    return title(route?.params)
  } catch {
    return undefined
  }
}
