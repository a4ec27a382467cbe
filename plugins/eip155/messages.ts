import type { MessageSource } from '../../kernel/index.js'
import { kitLocaleLoader } from '../../ui/i18n/locale-loader.js'

/** The EVM plugin's texts in English: how a request an embedded wallet asks the visitor to approve reads. */
export const EIP155_MESSAGES = {
  'eip155.approval.to': "To",
  'eip155.approval.newContract': "New contract",
  'eip155.approval.value': "Value",
  'eip155.approval.token': "Token",
  'eip155.approval.transferTo': "Transfer to",
  'eip155.approval.amount': "Amount (token units)",
  'eip155.approval.data': "Data",
  'eip155.approval.message': "Message",
  'eip155.approval.typedData': "Typed data",
  'eip155.approval.userOperation': "User operation",
  'eip155.approval.callsOne': "{count} call from your smart account",
  'eip155.approval.callsMany': "{count} calls from your smart account",
  'eip155.approval.toInCall': "To (call {index})",
  'eip155.approval.valueInCall': "Value (call {index})",
  'eip155.approval.tokenInCall': "Token (call {index})",
  'eip155.approval.transferToInCall': "Transfer to (call {index})",
  'eip155.approval.amountInCall': "Amount (token units) (call {index})",
  'eip155.approval.dataInCall': "Data (call {index})",
} as const

export type Eip155MessageKey = keyof typeof EIP155_MESSAGES
export type Eip155Catalogue = Readonly<Record<Eip155MessageKey, string>>

declare module '../../kernel/messages.js' {
  interface KitMessages extends Record<Eip155MessageKey, string> {}
}

export const eip155Messages: MessageSource<Eip155MessageKey> = {
  english: EIP155_MESSAGES,
  load: kitLocaleLoader((code) => import(`./locales/${code}.ts`) as Promise<{ default: Eip155Catalogue }>),
}
