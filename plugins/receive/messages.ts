import type { MessageSource } from '../../kernel/index.js'
import { kitLocaleLoader } from '../../ui/i18n/locale-loader.js'

/** The receive plugin's texts in English; each other locale is a chunk of its own (`locales/`). */
export const RECEIVE_MESSAGES = {
  'receive.title': 'Receive',
  'receive.feature': 'Receive',
  'receive.noAccount': 'No account connected',
  'receive.qrLabel': 'QR code of your address',
  'receive.copy': 'Copy address',
  'receive.networks': 'Networks you can receive on',
  'receive.warningOne': 'Only send assets on this network to this address: anything sent on another network may be lost.',
  'receive.warningMany': 'Only send assets on these networks to this address: anything sent on another network may be lost.',
} as const

export type ReceiveMessageKey = keyof typeof RECEIVE_MESSAGES
export type ReceiveCatalogue = Readonly<Record<ReceiveMessageKey, string>>

declare module '../../kernel/messages.js' {
  interface KitMessages extends Record<ReceiveMessageKey, string> {}
}

export const receiveMessages: MessageSource<ReceiveMessageKey> = {
  english: RECEIVE_MESSAGES,
  load: kitLocaleLoader((code) => import(`./locales/${code}.ts`) as Promise<{ default: ReceiveCatalogue }>),
}
