import type { MessageSource } from '../../kernel/index.js'
import { kitLocaleLoader } from '../../ui/i18n/locale-loader.js'

/** The send plugin's texts in English (spec messages word for word); each other locale is a chunk of its own (`locales/`). */
export const SEND_MESSAGES = {
  'send.title': 'Send',
  'send.feature': 'Send',
  'send.noAccount': 'No account connected',
  'send.unsupportedChain': 'Unsupported chain',
  'send.token': 'Token',
  'send.selectToken': 'Select a token',
  'send.amount': 'Amount',
  'send.balance': 'Balance: {amount} {symbol}',
  'send.max': 'Max',
  'send.to': 'To',
  'send.receiverPlaceholder': 'Address or name',
  'send.lookingUpName': 'Looking up the name…',
  'send.fee': 'Network fee: {fee}',
  'send.confirmInWallet': 'Confirm the transfer in your wallet…',
  'send.waitingForNetwork': 'Waiting for the network to confirm…',
  'send.sent': 'Sent. Transaction ',
  'send.viewOnExplorer': 'View on explorer',
  'send.submit': 'Send',
  'send.amountAndReceiverRequired': 'An amount and receiver address are required',
  'send.tokenRequired': 'A token is required',
  'send.invalidAmount': 'Enter a valid amount',
  'send.insufficientBalance': 'Insufficient balance',
  'send.invalidReceiver': 'Invalid address',
  'send.dust': '{symbol} has no units smaller than {decimals} decimals',
  'send.connectorNotConnected': 'Connector not connected',
  'send.userRejected': 'User rejected the request.',
  'send.timedOut': 'The request took too long to respond',
} as const

export type SendMessageKey = keyof typeof SEND_MESSAGES
export type SendCatalogue = Readonly<Record<SendMessageKey, string>>

declare module '../../kernel/messages.js' {
  interface KitMessages extends Record<SendMessageKey, string> {}
}

export const sendMessages: MessageSource<SendMessageKey> = {
  english: SEND_MESSAGES,
  load: kitLocaleLoader((code) => import(`./locales/${code}.ts`) as Promise<{ default: SendCatalogue }>),
}
