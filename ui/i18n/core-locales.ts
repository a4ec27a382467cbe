/** The locales the modal and the buttons are translated into, beside English (built in). */
export const CORE_LOCALES = ['es', 'fr', 'de', 'pt', 'ja', 'ko', 'zh-CN', 'ru', 'tr', 'ar', 'hi', 'id'] as const

/** Two hops on purpose: the table of locale chunks stays out of the host's entry chunk until a locale is asked for. */
export const loadCoreLocale = (code: string) => import('./load-core-locale.js').then((m) => m.loadCoreLocale(code))
