import type { MessageSource } from '../../kernel/index.js'
import { loadCoreLocale } from './core-locales.js'

/** The texts the page's buttons show, in the host's entry chunk: English only (other locales load on first use). */
export const BASE_MESSAGES = {
  'button.connect': 'Connect Wallet',
  'button.connecting': 'Connecting…',
  'button.selectNetwork': 'Select Network',
  'network.unsupported': 'Unsupported network',
  'balance.loading': 'Loading balance',
  'balance.unavailable': 'Balance unavailable',
} as const

export type BaseMessageKey = keyof typeof BASE_MESSAGES

declare module '../../kernel/messages.js' {
  interface KitMessages extends Record<BaseMessageKey, string> {}
}

export const baseMessages: MessageSource<BaseMessageKey> = { english: BASE_MESSAGES, load: loadCoreLocale }
