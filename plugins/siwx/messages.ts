import type { MessageSource } from '../../kernel/index.js'
import { kitLocaleLoader } from '../../ui/i18n/locale-loader.js'

/** The sign-in plugin's texts in English; each other locale is a chunk of its own (`locales/`). */
export const SIWX_MESSAGES = {
  'siwx.title': 'Sign In',
  'siwx.needsConnect': '{name} needs to connect to your wallet',
  'siwx.needsConnectUnnamed': 'This app needs to connect to your wallet',
  'siwx.required': 'Sign this message to prove you own this wallet and proceed. Cancelling will disconnect you.',
  'siwx.optional': 'Sign this message to prove you own this wallet and sign in.',
  'siwx.sign': 'Sign',
  'siwx.signing': 'Signing…',
  'siwx.cancel': 'Cancel',
  'siwx.declined': 'Signature declined',
  'siwx.otherAccount': 'The sign-in message names another account',
  'siwx.refused': 'The verifier refused the signature',
} as const

export type SiwxMessageKey = keyof typeof SIWX_MESSAGES
export type SiwxCatalogue = Readonly<Record<SiwxMessageKey, string>>

declare module '../../kernel/messages.js' {
  interface KitMessages extends Record<SiwxMessageKey, string> {}
}

export const siwxMessages: MessageSource<SiwxMessageKey> = {
  english: SIWX_MESSAGES,
  load: kitLocaleLoader((code) => import(`./locales/${code}.ts`) as Promise<{ default: SiwxCatalogue }>),
}
