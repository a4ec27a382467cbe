import { NAMESPACES } from '../../../kernel/index.js'
import type { TranslateFor } from '../../../ui/i18n/translate.js'
import type { WalletConnectMessageKey } from '../messages.js'
import { PAIRING_DECLINED, PAIRING_EXPIRED, PAIRING_NO_SESSION, PAIRING_RETRY_TOO_SOON, PAIRING_UNREACHABLE, pairingNoAccount } from '../pairing-errors.js'

const KNOWN: Readonly<Record<string, WalletConnectMessageKey>> = {
  // The wallet's refusal of the proposal gets the usual explanation.
  [PAIRING_DECLINED]: 'walletconnect.declinedHint',
  [PAIRING_EXPIRED]: 'walletconnect.expired',
  [PAIRING_RETRY_TOO_SOON]: 'walletconnect.retryTooSoon',
  [PAIRING_UNREACHABLE]: 'walletconnect.unreachable',
  [PAIRING_NO_SESSION]: 'walletconnect.noSession',
}

/**
 * A failed pairing's explanation in the visitor's words when the plugin wrote it; a message from the wallet, the
 * relay or a connection step (its own words) stays as given.
 */
export function failureText(message: string, t: TranslateFor<WalletConnectMessageKey>): string {
  const key = Object.hasOwn(KNOWN, message) ? KNOWN[message] : undefined
  if (key) return t(key)
  const namespace = NAMESPACES.find((ns) => message === pairingNoAccount(ns))
  return namespace ? t('walletconnect.noAccount', { namespace }) : message
}
