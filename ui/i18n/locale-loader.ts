import type { LoadedMessages } from '../../kernel/index.js'
import { resolveLocale } from './resolve-locale.js'

/** The twelve languages every set of the kit's texts comes in, beside English (built in). */
export const KIT_LOCALES = ['es', 'fr', 'de', 'pt', 'ja', 'ko', 'zh-CN', 'ru', 'tr', 'ar', 'hi', 'id'] as const
export type KitLocaleCode = (typeof KIT_LOCALES)[number]

/**
 * A dynamic import per locale, so a visitor reading Japanese fetches the Japanese texts and no other. The kit's own
 * texts come in every KitLocaleCode (their tests check it); a plugin of yours may bring fewer, or others ('it').
 */
export type LocaleLoaders<K extends string> = { readonly [L in KitLocaleCode]?: () => Promise<{ readonly default: Readonly<Record<K, string>> }> } & {
  readonly [code: string]: (() => Promise<{ readonly default: Readonly<Record<K, string>> }>) | undefined
}

/** A `MessageSource.load` over one chunk per locale, reading the closest locale it has ('pt-BR' reads 'pt'). */
export function localeLoader<K extends string>(loaders: LocaleLoaders<K>): (requested: string) => Promise<LoadedMessages<K> | undefined> {
  const codes = Object.keys(loaders)
  return async (requested) => {
    const locale = resolveLocale(requested, codes)
    const load = locale === undefined ? undefined : loaders[locale]
    return locale && load ? { locale, messages: (await load()).default } : undefined
  }
}

/**
 * `localeLoader` over the kit's twelve locales, one module each: `kitLocaleLoader((code) => import(\`./locales/${code}.ts\`))`.
 * The bundler turns that one import into a chunk per file of the folder, so each set of texts names its folder once.
 */
export function kitLocaleLoader<C extends Readonly<Record<string, string>>>(
  load: (code: KitLocaleCode) => Promise<{ readonly default: C }>,
): (requested: string) => Promise<LoadedMessages<keyof C & string> | undefined> {
  return localeLoader<keyof C & string>(Object.fromEntries(KIT_LOCALES.map((code) => [code, () => load(code)])))
}
