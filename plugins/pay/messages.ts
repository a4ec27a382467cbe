import { ErrorMessages, type MessageSource } from '../../kernel/index.js'
import { englishKeyOf } from '../../ui/i18n/english-key.js'
import { kitLocaleLoader } from '../../ui/i18n/locale-loader.js'
import { PayMessages } from './errors.js'

/** The pay plugin's texts in English; each other locale is a chunk of its own (`locales/`). */
export const PAY_MESSAGES = {
  'pay.title': 'Pay',
  'pay.preparing': 'Preparing the payment…',
  'pay.connectToPay': 'Connect a wallet to pay',
  'pay.switching': 'Switching network: confirm in your wallet…',
  'pay.signing': 'Confirm the payment in your wallet…',
  'pay.pending': 'Waiting for the network to confirm…',
  'pay.to': 'To',
  'pay.amount': 'Amount',
  'pay.network': 'Network',
  'pay.fee': 'Network fee',
  'pay.estimating': 'Estimating…',
  'pay.connect': 'Connect wallet',
  'pay.insufficient': PayMessages.INSUFFICIENT_BALANCE,
  'pay.buyWithCard': 'Buy {symbol} with card',
  'pay.pay': 'Pay',
  'pay.paid': 'Paid. Transaction',
  'pay.transaction': 'Transaction',
  'pay.explorer': 'View on explorer',
  'pay.cancelled': PayMessages.CANCELLED,
  'pay.notSwitched': PayMessages.NOT_SWITCHED,
  'pay.connectorNotConnected': ErrorMessages.CONNECTOR_NOT_CONNECTED,
  'pay.done': 'Done',
  'pay.close': 'Close',
} as const

export type PayMessageKey = keyof typeof PAY_MESSAGES
export type PayCatalogue = Readonly<Record<PayMessageKey, string>>

declare module '../../kernel/messages.js' {
  interface KitMessages extends Record<PayMessageKey, string> {}
}

export const payMessages: MessageSource<PayMessageKey> = {
  english: PAY_MESSAGES,
  load: kitLocaleLoader((code) => import(`./locales/${code}.ts`) as Promise<{ default: PayCatalogue }>),
}

/** The key of a sentence the plugin or the spec wrote (its English text), if it is one: the view shows it translated. */
export const payMessageKey = englishKeyOf<PayMessageKey>(PAY_MESSAGES, ['pay.cancelled', 'pay.notSwitched', 'pay.connectorNotConnected'])
