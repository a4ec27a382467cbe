import type { MessageSource, MessageVars } from '../../kernel/index.js'

/** Languages written right to left: the modal mirrors its layout for them. */
const RTL_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur'])

export function directionOf(locale: string): 'ltr' | 'rtl' {
  return RTL_LANGUAGES.has(locale.split('-')[0]!.toLowerCase()) ? 'rtl' : 'ltr'
}

/**
 * The catalogue a source holds for `requested`: the exact tag, else its language ('pt-BR' reads 'pt'), else another
 * region of that language ('zh-TW' reads 'zh-CN'); undefined means English.
 */
export function resolveLocale(requested: string, available: readonly string[]): string | undefined {
  const wanted = requested.toLowerCase()
  const language = wanted.split('-')[0]
  return (
    available.find((code) => code.toLowerCase() === wanted) ??
    available.find((code) => code.toLowerCase() === language) ??
    available.find((code) => code.toLowerCase().split('-')[0] === language)
  )
}

/** `{name}` placeholders filled from `vars`; a placeholder without a value stays as written, so a gap shows. */
export function fillMessage(text: string, vars?: MessageVars): string {
  return vars ? text.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(vars, name) ? String(vars[name]) : whole)) : text
}

export type TranslateFor<K extends string> = (key: K, vars?: MessageVars) => string

/** Host wording first, then the locale's text, then English; a key nobody knows shows as itself. */
export function createTranslator<K extends string>(
  source: Pick<MessageSource<K>, 'english'>,
  loaded: Readonly<Record<string, string>> | undefined,
  overrides: Readonly<Record<string, string>>,
): TranslateFor<K> {
  const english: Readonly<Record<string, string>> = source.english
  return (key, vars) => fillMessage(own(overrides, key) ?? own(loaded, key) ?? own(english, key) ?? key, vars)
}

// A key such as 'toString' must not read Object.prototype.
const own = (catalogue: Readonly<Record<string, string>> | undefined, key: string) => (catalogue && Object.hasOwn(catalogue, key) ? catalogue[key] : undefined)
