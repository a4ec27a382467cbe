import type { CoreCatalogue } from './core-messages.js'

const LOADERS: Readonly<Record<string, () => Promise<{ default: CoreCatalogue }>>> = {
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
}

/** One chunk per locale: a visitor reading Japanese fetches the Japanese texts and no other. */
export async function loadCoreLocale(code: string): Promise<CoreCatalogue> {
  const load = Object.hasOwn(LOADERS, code) ? LOADERS[code] : undefined
  if (!load) throw new Error(`No texts for locale ${code.slice(0, 40)}`)
  return (await load()).default
}
