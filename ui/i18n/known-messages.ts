import { ErrorMessages } from '../../kernel/index.js'
import { englishKeyOf } from './english-key.js'

/**
 * The kernel's spec messages a visitor can meet in the modal — debug alerts, toasts, a failed connection or switch —
 * by key, so the modal shows them in the visitor's language. A wallet's or a node's own sentence is shown as it came.
 */
export const KNOWN_MESSAGES = {
  'alert.networkNotFound': ErrorMessages.NETWORK_NOT_FOUND,
  'alert.invalidAppConfiguration': ErrorMessages.INVALID_APP_CONFIGURATION,
  'alert.embeddedWalletLoadFailed': ErrorMessages.EMBEDDED_WALLET_LOAD_FAILED,
  'alert.embeddedWalletTimedOut': ErrorMessages.EMBEDDED_WALLET_REQUEST_TIMED_OUT,
  'alert.sessionExpired': ErrorMessages.SESSION_EXPIRED,
  'alert.invalidProjectId': ErrorMessages.INVALID_PROJECT_ID,
  'alert.projectIdNotConfigured': ErrorMessages.PROJECT_ID_NOT_CONFIGURED,
  'alert.unverifiedDomain': ErrorMessages.UNVERIFIED_DOMAIN,
  'toast.authInitFailed': ErrorMessages.AUTH_INIT_FAILED,
  'toast.signatureDeclined': ErrorMessages.SIGNATURE_DECLINED,
  'toast.smartAccountsUnsupported': ErrorMessages.SMART_ACCOUNTS_UNSUPPORTED,
  'toast.transactionsFetchFailed': ErrorMessages.TRANSACTIONS_FETCH_FAILED,
  'toast.tokenBalanceUnavailable': ErrorMessages.TOKEN_BALANCE_UNAVAILABLE,
  'error.disconnectFailed': ErrorMessages.DISCONNECT_FAILED,
  'error.userRejected': ErrorMessages.USER_REJECTED_REQUEST,
  'error.chainNotSupported': ErrorMessages.CHAIN_NOT_SUPPORTED,
  'error.unsupportedChain': ErrorMessages.UNSUPPORTED_CHAIN,
  'error.chainNotConfigured': ErrorMessages.CHAIN_NOT_CONFIGURED,
  'error.connectorAlreadyConnected': ErrorMessages.CONNECTOR_ALREADY_CONNECTED,
  'error.connectorNotConnected': ErrorMessages.CONNECTOR_NOT_CONNECTED,
  'error.connectorAccountNotFound': ErrorMessages.CONNECTOR_ACCOUNT_NOT_FOUND,
  'error.connectorReconnecting': ErrorMessages.CONNECTOR_UNAVAILABLE_RECONNECTING,
  'error.requestTimedOut': ErrorMessages.REQUEST_TIMED_OUT,
  'error.httpRequestFailed': ErrorMessages.HTTP_REQUEST_FAILED,
  'error.unknown': ErrorMessages.UNKNOWN_ERROR,
  'error.somethingWentWrong': ErrorMessages.SOMETHING_WENT_WRONG,
  'error.rpcNotAllowed': ErrorMessages.RPC_CALL_NOT_ALLOWED,
  'error.actionNotAllowed': ErrorMessages.ACTION_NOT_ALLOWED,
} as const

export type KnownMessageKey = keyof typeof KNOWN_MESSAGES

const keyOf = englishKeyOf(KNOWN_MESSAGES, Object.keys(KNOWN_MESSAGES) as KnownMessageKey[])

/** `text` in the visitor's language when it is one of the kernel's spec messages; as given otherwise. */
export function knownMessage(text: string, t: (key: KnownMessageKey) => string): string {
  const key = keyOf(text)
  return key ? t(key) : text
}
