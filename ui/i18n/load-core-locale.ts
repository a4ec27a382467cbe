import type { LoadedMessages } from '../../kernel/index.js'
import type { CoreCatalogue, CoreMessageKey } from './core-messages.js'
import { resolveLocale } from './resolve-locale.js'

const LOADERS = {
  es: () => import('./locales/es.js'),
  fr: () => import('./locales/fr.js'),
  de: () => import('./locales/de.js'),
  pt: () => import('./locales/pt.js'),
  ja: () => import('./locales/ja.js'),
  ko: () => import('./locales/ko.js'),
  'zh-CN': () => import('./locales/zh-CN.js'),
  ru: () => import('./locales/ru.js'),
  tr: () => import('./locales/tr.js'),
  ar: () => import('./locales/ar.js'),
  hi: () => import('./locales/hi.js'),
  id: () => import('./locales/id.js'),
} as const satisfies Readonly<Record<string, () => Promise<{ default: CoreCatalogue }>>>

/** The locales the modal and the buttons are translated into, beside English (built in). */
export const CORE_LOCALES = Object.keys(LOADERS) as (keyof typeof LOADERS)[]

/** One chunk per locale: a visitor reading Japanese fetches the Japanese texts and no other. */
export async function loadCoreLocale(requested: string): Promise<LoadedMessages<CoreMessageKey> | undefined> {
  const locale = resolveLocale(requested, CORE_LOCALES)
  return locale ? { locale, messages: (await LOADERS[locale]()).default } : undefined
}
