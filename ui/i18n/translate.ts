import type { MessageSource, MessageVars } from '../../kernel/index.js'

/** `{name}` placeholders filled from `vars`; a placeholder without a value stays as written, so a gap shows. */
export function fillMessage(text: string, vars?: MessageVars): string {
  return vars ? text.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(vars, name) ? String(vars[name]) : whole)) : text
}

export type TranslateFor<K extends string> = (key: K, vars?: MessageVars) => string
export type Catalogue = Readonly<Record<string, unknown>> | undefined

/** Host wording first, then the locale's text, then English; a key nobody knows shows as itself. */
export function createTranslator<K extends string>(
  source: Pick<MessageSource<K>, 'english'>,
  loaded: Readonly<Record<string, string>> | undefined,
  overrides: Readonly<Record<string, string>>,
): TranslateFor<K> {
  return (key, vars) => fillMessage(own(overrides, key) ?? own(loaded, key) ?? own(source.english, key) ?? key, vars)
}

// A key such as 'toString' must not read Object.prototype; only text is shown (the host's overrides arrive unchecked
// until the runtime's options schema has run).
export const own = (catalogue: Catalogue, key: string) => {
  const text = catalogue && Object.hasOwn(catalogue, key) ? catalogue[key] : undefined
  return typeof text === 'string' ? text : undefined
}
