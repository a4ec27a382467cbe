import { ErrorMessages } from '../../../kernel/index.js'
import type { TranslateFor } from '../../../ui/i18n/translate.js'
import { failureText } from '../finish-login.js'
import { LoginInputError } from '../login-flow.js'
import type { EmbeddedWalletMessageKey } from '../messages.js'
import { WINDOW_CLOSED_MESSAGE } from '../social-errors.js'

/** The failures the kit words itself, by their English: a view shows them in the visitor's locale. */
const KNOWN: ReadonlyMap<string, EmbeddedWalletMessageKey> = new Map([
  [WINDOW_CLOSED_MESSAGE, 'embeddedWallet.error.windowClosed'],
  [ErrorMessages.EMBEDDED_WALLET_LOAD_FAILED, 'embeddedWallet.error.loadFailed'],
  [ErrorMessages.EMBEDDED_WALLET_REQUEST_TIMED_OUT, 'embeddedWallet.error.timedOut'],
  [ErrorMessages.INVALID_APP_CONFIGURATION, 'embeddedWallet.error.appConfiguration'],
  [ErrorMessages.INVALID_PROJECT_ID, 'embeddedWallet.error.projectId'],
  [ErrorMessages.UNKNOWN_ERROR, 'embeddedWallet.error.unknown'],
  [ErrorMessages.SOMETHING_WENT_WRONG, 'embeddedWallet.error.generic'],
])

/** A failure's text as shown: the kit's own in the visitor's locale, the frame's or a wallet's as they gave it. */
export function shownFailure(failure: unknown, t: TranslateFor<EmbeddedWalletMessageKey>): string {
  if (failure instanceof LoginInputError) return t(failure.text.key, failure.text.vars)
  const text = typeof failure === 'string' ? failure : failureText(failure)
  const key = KNOWN.get(text)
  return key ? t(key) : text
}
