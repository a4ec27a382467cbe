import type { MessageSource } from 'tessera/kernel'
import { localeLoader } from 'tessera/react'

/** The greeter's texts in English. A plugin may bring any of the kit's languages, each a chunk of its own. */
export const GREETER_MESSAGES = {
  'greeter.greet': 'Greet',
  'greeter.welcome': 'Welcome',
  'greeter.greetAgain': 'Greet again',
  'greeter.count': 'Greetings so far: {count}',
} as const

export type GreeterMessageKey = keyof typeof GREETER_MESSAGES
export type GreeterCatalogue = Readonly<Record<GreeterMessageKey, string>>

// The host's `messages` option and every `t(key)` see these keys typed, like the modal's own.
declare module 'tessera/kernel' {
  interface KitMessages extends Record<GreeterMessageKey, string> {}
}

export const greeterMessages: MessageSource<GreeterMessageKey> = {
  english: GREETER_MESSAGES,
  load: localeLoader<GreeterMessageKey>({
    es: () => import('./locales/es.js'),
    ja: () => import('./locales/ja.js'),
  }),
}
