import { ErrorMessages, type MessageSource } from '../../kernel/index.js'
import { kitLocaleLoader } from '../../ui/i18n/locale-loader.js'

/** The registry plugin's texts in English (the All Wallets view); each other locale is a chunk of its own (`locales/`). */
export const REGISTRY_MESSAGES = {
  'registry.title': 'All Wallets',
  'registry.search': 'Search wallets',
  'registry.searchPlaceholder': 'Search wallet',
  'registry.list': 'All wallets',
  'registry.results': 'Search results',
  'registry.loading': 'Loading wallets',
  'registry.loadingMore': 'Loading more wallets',
  'registry.noMatch': 'No wallet found',
  'registry.noMatchHint': 'Try a different name.',
  'registry.none': 'No wallets available',
  'registry.noneHint': 'The wallet registry lists no wallet for these networks.',
  'registry.loadFailed': 'Could not load wallets',
  'registry.noAnswer': 'The wallet registry did not answer.',
  'registry.requestFailed': ErrorMessages.HTTP_REQUEST_FAILED,
  'registry.timedOut': ErrorMessages.REQUEST_TIMED_OUT,
  'registry.tryAgain': 'Try again',
} as const

export type RegistryMessageKey = keyof typeof REGISTRY_MESSAGES
export type RegistryCatalogue = Readonly<Record<RegistryMessageKey, string>>

declare module '../../kernel/messages.js' {
  interface KitMessages extends Record<RegistryMessageKey, string> {}
}

export const registryMessages: MessageSource<RegistryMessageKey> = {
  english: REGISTRY_MESSAGES,
  load: kitLocaleLoader((code) => import(`./locales/${code}.ts`) as Promise<{ default: RegistryCatalogue }>),
}
