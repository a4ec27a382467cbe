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
 * locale, so a host pays only for the language its visitor reads). `load` picks the closest texts it has for the
 * requested tag ('pt-BR' reads 'pt') and names them, or gives undefined for a language it has none for (English shows).
 */
export interface MessageSource<K extends string = MessageKey> {
  readonly english: Readonly<Record<K, string>>
  load(locale: string): Promise<LoadedMessages<K> | undefined>
}

export interface LoadedMessages<K extends string = MessageKey> {
  /** The locale the texts are in: the modal's `lang`. */
  readonly locale: string
  readonly messages: Readonly<Record<K, string>>
}
