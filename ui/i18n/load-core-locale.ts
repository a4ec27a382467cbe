import type { CoreMessageKey } from './core-messages.js'
import { localeLoader, type KitLocaleCode } from './locale-loader.js'

/** One chunk per locale: a visitor reading Japanese fetches the Japanese texts and no other. */
export const loadCoreLocale = localeLoader<CoreMessageKey>({
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
})

/** The locales the modal and the buttons are translated into, beside English (built in). */
export const CORE_LOCALES: readonly KitLocaleCode[] = ['es', 'fr', 'de', 'pt', 'ja', 'ko', 'zh-CN', 'ru', 'tr', 'ar', 'hi', 'id']
