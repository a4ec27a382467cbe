import type { MessageSource } from '../../kernel/index.js'
import { kitLocaleLoader } from '../../ui/i18n/locale-loader.js'

/** The Solana plugin's texts in English; each other locale is a chunk of its own (`locales/`). */
export const SOLANA_MESSAGES = {
  'solana.wallet': 'Wallet',
  'solana.continueIn': 'Continue in {wallet}',
  'solana.opensIn': "This page opens in {wallet}'s browser, where the wallet connects.",
  'solana.open': 'Open {wallet}',
  'solana.walletUnavailable': 'Wallet not available',
  'solana.cannotOpen': '{wallet} cannot open this page here. Choose another way to connect.',
  'solana.back': 'Back',
  /** A message an embedded wallet asks the visitor to sign. */
  'solana.approval.message': 'Message',
} as const

export type SolanaMessageKey = keyof typeof SOLANA_MESSAGES
export type SolanaCatalogue = Readonly<Record<SolanaMessageKey, string>>

declare module '../../kernel/messages.js' {
  interface KitMessages extends Record<SolanaMessageKey, string> {}
}

export const solanaMessages: MessageSource<SolanaMessageKey> = {
  english: SOLANA_MESSAGES,
  load: kitLocaleLoader((code) => import(`./locales/${code}.ts`) as Promise<{ default: SolanaCatalogue }>),
}
