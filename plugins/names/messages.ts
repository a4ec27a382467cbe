import type { MessageSource } from '../../kernel/index.js'
import { kitLocaleLoader } from '../../ui/i18n/locale-loader.js'

/** The names plugin's texts in English; each other locale is a chunk of its own (`locales/`). */
export const NAMES_MESSAGES = {
  'names.title': 'Choose Name',
  'names.feature': 'Choose name',
  'names.intro': 'Pick the name people can send to instead of your address.',
  'names.field': 'Name',
  'names.placeholder': 'yourname{suffix}',
  'names.searching': 'Searching names',
  'names.list': 'Names',
  'names.taken': 'Taken',
  'names.available': 'Available',
  'names.tooShort': 'Name must be at least {min} characters long',
  'names.tooLong': 'Name must be at most {max} characters long',
  'names.characters': 'Name can only contain letters, numbers and hyphens',
  'names.suggestionsFailed': 'Error fetching name suggestions',
  'names.registerFailed': 'Error registering name {name}',
  'names.invalidChainId': 'Invalid chainId',
  'names.waitingSignature': 'Waiting for signature',
  'names.signPrompt': 'Sign the message in your wallet to register this name.',
  'names.registering': 'Registering',
  'names.registeringText': 'Registering your name…',
  'names.registered': 'This is your name now: apps show it instead of your address.',
  'names.backToAccount': 'Back to account',
} as const

export type NamesMessageKey = keyof typeof NAMES_MESSAGES
export type NamesCatalogue = Readonly<Record<NamesMessageKey, string>>

declare module '../../kernel/messages.js' {
  interface KitMessages extends Record<NamesMessageKey, string> {}
}

export const namesMessages: MessageSource<NamesMessageKey> = {
  english: NAMES_MESSAGES,
  load: kitLocaleLoader((code) => import(`./locales/${code}.ts`) as Promise<{ default: NamesCatalogue }>),
}
