import type { CoreCatalogue } from './core-messages.js'
import { kitLocaleLoader } from './locale-loader.js'

/** One chunk per locale: a visitor reading Japanese fetches the Japanese texts and no other. */
export const loadCoreLocale = kitLocaleLoader((code) => import(`./locales/${code}.ts`) as Promise<{ default: CoreCatalogue }>)
