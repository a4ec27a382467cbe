import type { RouteEntry, Translate } from '../../kernel/index.js'
import type { ViewRegistry } from '../../kernel/views.js'

/**
 * The header title a view declares: its own title (a plugin's title function that throws gives none), else its
 * message key in the visitor's locale.
 */
export function viewTitle(views: Pick<ViewRegistry, 'get'>, route: RouteEntry | undefined, t?: Translate): string | undefined {
  const view = route ? views.get(route.view) : undefined
  let title: string | undefined
  try {
    title = typeof view?.title === 'function' ? view.title(route?.params) : view?.title
  } catch {
    title = undefined
  }
  return title || (view?.titleKey && t ? t(view.titleKey) : undefined)
}
