import type { MessageSource } from '../../kernel/index.js'
import { kitLocaleLoader } from '../../ui/i18n/locale-loader.js'
import { CONNECTOR_NAME } from './constants.js'
import { PAIRING_EXPIRED, PAIRING_NO_SESSION, PAIRING_RETRY_TOO_SOON, PAIRING_UNREACHABLE } from './pairing-errors.js'

/** The WalletConnect plugin's texts in English (its pairing views); each other locale is a chunk of its own (`locales/`). */
export const WALLETCONNECT_MESSAGES = {
  'walletconnect.title': CONNECTOR_NAME,
  'walletconnect.qrLabel': 'QR code to connect a wallet with WalletConnect',
  'walletconnect.qrLabelWallet': 'QR code to connect {wallet}',
  // Spec §2's connect label.
  'walletconnect.continue': 'Open and continue in the wallet app',
  'walletconnect.scan': 'Scan the code with your phone, or copy the link into the wallet',
  'walletconnect.scanWallet': 'Scan the code with {wallet} on your phone',
  'walletconnect.acceptIn': 'Accept the connection request in {wallet}',
  'walletconnect.preparing': 'Preparing a connection link…',
  'walletconnect.creating': 'Creating a connection link',
  'walletconnect.openWallet': 'Open {wallet}',
  'walletconnect.openDesktop': 'Open desktop app',
  'walletconnect.openWeb': 'Open web app',
  'walletconnect.copyLink': 'Copy link',
  'walletconnect.linkCopied': 'Link copied',
  'walletconnect.copyUnavailable': 'Copying is not available here',
  'walletconnect.declined': 'Connection declined',
  'walletconnect.declinedHint': 'Connection can be declined if a previous request is still active',
  'walletconnect.failed': 'Connection failed',
  'walletconnect.tryAgain': 'Try again',
  'walletconnect.expired': PAIRING_EXPIRED,
  'walletconnect.retryTooSoon': PAIRING_RETRY_TOO_SOON,
  'walletconnect.unreachable': PAIRING_UNREACHABLE,
  'walletconnect.noSession': PAIRING_NO_SESSION,
  'walletconnect.noAccount': 'The wallet did not share a {namespace} account',
} as const

export type WalletConnectMessageKey = keyof typeof WALLETCONNECT_MESSAGES
export type WalletConnectCatalogue = Readonly<Record<WalletConnectMessageKey, string>>

declare module '../../kernel/messages.js' {
  interface KitMessages extends Record<WalletConnectMessageKey, string> {}
}

export const walletConnectMessages: MessageSource<WalletConnectMessageKey> = {
  english: WALLETCONNECT_MESSAGES,
  load: kitLocaleLoader((code) => import(`./locales/${code}.ts`) as Promise<{ default: WalletConnectCatalogue }>),
}
