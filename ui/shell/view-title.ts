import type { MessageRef, RouteEntry, Translate } from '../../kernel/index.js'
import type { ViewRegistry } from '../../kernel/views.js'

/**
 * The header title a view declares: its own title (a plugin's title function that throws gives none; one that names
 * a message key reads it in the visitor's locale), else its message key in the visitor's locale.
 */
export function viewTitle(views: Pick<ViewRegistry, 'get'>, route: RouteEntry | undefined, t?: Translate): string | undefined {
  const view = route ? views.get(route.view) : undefined
  let title: string | MessageRef | undefined
  try {
    title = typeof view?.title === 'function' ? view.title(route?.params) : view?.title
  } catch {
    title = undefined
  }
  if (typeof title === 'object') title = t ? t(title.key, title.vars) : undefined
  return title || (view?.titleKey && t ? t(view.titleKey) : undefined)
}
