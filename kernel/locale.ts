import { createContainer, type StateContainer } from './state-container.js'
import type { Unsubscribe } from './types.js'

/** BCP 47's shape (`en`, `pt-BR`, `zh-Hans-CN`), bounded; what Intl and the `lang` attribute accept. */
export const LOCALE_PATTERN = /^[a-z]{2,3}(?:-[a-z0-9]{2,8}){0,3}$/i
export const MAX_LOCALE_LENGTH = 35
/** Enough to rename every string of the modal and its plugins; more is not a host's wording. */
export const MAX_MESSAGE_OVERRIDES = 1000
export const MAX_MESSAGE_KEY_LENGTH = 128
export const MAX_MESSAGE_LENGTH = 1000

export function isLocale(value: unknown): value is string {
  return typeof value === 'string' && value.length <= MAX_LOCALE_LENGTH && LOCALE_PATTERN.test(value)
}

export interface LocaleState {
  /** What the host asked for ('en' by default); Intl formats numbers for it even when its texts fall back. */
  readonly locale: string
  /** The host's own wording for any key, in every locale (the `messages` option). */
  readonly messages: Readonly<Record<string, string>>
}

/** The modal's language, readable and changeable at run time. */
export interface KitLocale {
  get(): LocaleState
  /** The locale the kit was created with: what a server renders. */
  readonly initial: LocaleState
  subscribe(listener: () => void): Unsubscribe
}

export type LocaleContainer = StateContainer<LocaleState>

/**
 * Beside the kit's state, like the theme: only the host writes it. The locale is checked here (a regular expression),
 * so buttons translate from the first render; the options schema checks both options fully when the runtime loads,
 * and the translator reads only text from `messages`.
 */
export function createLocaleContainer(given: { readonly locale?: unknown; readonly messages?: unknown }, onListenerError: (error: unknown) => void): LocaleContainer {
  const messages = typeof given.messages === 'object' && given.messages !== null ? (given.messages as Record<string, string>) : {}
  return createContainer<LocaleState>({ locale: isLocale(given.locale) ? given.locale : 'en', messages }, onListenerError)
}
