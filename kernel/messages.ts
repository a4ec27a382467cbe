/**
 * The kit's user-facing strings. `KitMessages` maps each key to its English text's type (`string`); the modal and
 * each plugin augment it with their own keys (`declare module 'tessera/kernel'`), so the kernel names no plugin.
 * Texts may hold `{name}` placeholders, filled by `t(key, { name })`.
 */
export interface KitMessages {}

export type MessageKey = keyof KitMessages & string
export type MessageVars = Readonly<Record<string, string | number>>
export type Translate = (key: MessageKey, vars?: MessageVars) => string

/**
 * Where a set of keys gets its texts: English built in, other locales fetched when first shown (a dynamic import per
 * locale, so a host pays only for the language its visitor reads). `locales` are the codes `load` knows ('ja',
 * 'zh-CN'); a visitor's 'pt-BR' falls back to 'pt', and a language none knows to English.
 */
export interface MessageSource<K extends string = MessageKey> {
  readonly english: Readonly<Record<K, string>>
  readonly locales: readonly string[]
  load(locale: string): Promise<Readonly<Record<K, string>>>
}
