import type { MessageSource } from '../../kernel/index.js'
import { kitLocaleLoader } from '../../ui/i18n/locale-loader.js'

/** Activity's texts in English (spec messages word for word); each other locale is a chunk of its own (`locales/`). */
export const HISTORY_MESSAGES = {
  'history.tab': 'Activity',
  'history.loadingActivity': 'Loading activity',
  'history.loadingTransactions': 'Loading transactions',
  'history.localNote': 'Only the transactions sent from this browser are listed here.',
  'history.empty': 'No activity yet',
  'history.emptyLocal': 'Transactions you send from here will show up here.',
  'history.emptyAccount': 'This account has no transactions on this network.',
  'history.fetchFailed': 'Failed to fetch transactions',
  'history.tryAgain': 'Try again',
  'history.loadMore': 'Load more',
  'history.kind.sent': 'Sent',
  'history.kind.received': 'Received',
  'history.kind.swap': 'Swap',
  'history.kind.minted': 'Minted',
  'history.kind.bought': 'Bought',
  'history.kind.call': 'Contract call',
  'history.status.pending': 'Pending',
  'history.status.confirmed': 'Confirmed',
  'history.status.failed': 'Failed',
  'history.from': 'from {address}',
  'history.to': 'to {address}',
  'history.viewOnExplorer': 'View on explorer',
} as const

export type HistoryMessageKey = keyof typeof HISTORY_MESSAGES
export type HistoryCatalogue = Readonly<Record<HistoryMessageKey, string>>

declare module '../../kernel/messages.js' {
  interface KitMessages extends Record<HistoryMessageKey, string> {}
}

export const historyMessages: MessageSource<HistoryMessageKey> = {
  english: HISTORY_MESSAGES,
  load: kitLocaleLoader((code) => import(`./locales/${code}.ts`) as Promise<{ default: HistoryCatalogue }>),
}
