/** Two hops on purpose: the table of locales and their chunks stays out of the host's entry chunk until a locale is asked for. */
export const loadCoreLocale = (locale: string) => import('./load-core-locale.js').then((m) => m.loadCoreLocale(locale))
