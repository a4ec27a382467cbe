import type { MessageSource } from '../../kernel/index.js'
import { kitLocaleLoader } from '../../ui/i18n/locale-loader.js'

/** The Polkadot plugin's texts in English; each other locale is a chunk of its own (`locales/`). */
export const POLKADOT_MESSAGES = {
  'polkadot.chooseAccount': 'Choose Account',
  'polkadot.accounts': 'Accounts',
  'polkadot.shares': '{wallet} shares {count} accounts with this site. Choose the one to connect.',
  'polkadot.sharesUnnamed': 'The wallet shares {count} accounts with this site. Choose the one to connect.',
} as const

export type PolkadotMessageKey = keyof typeof POLKADOT_MESSAGES
export type PolkadotCatalogue = Readonly<Record<PolkadotMessageKey, string>>

declare module '../../kernel/messages.js' {
  interface KitMessages extends Record<PolkadotMessageKey, string> {}
}

export const polkadotMessages: MessageSource<PolkadotMessageKey> = {
  english: POLKADOT_MESSAGES,
  load: kitLocaleLoader((code) => import(`./locales/${code}.ts`) as Promise<{ default: PolkadotCatalogue }>),
}
