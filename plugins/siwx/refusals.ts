import { ErrorMessages } from '../../kernel/index.js'
import type { SiwxMessageKey } from './messages.js'

/** The refusal of a message whose account is not the one asked for: the host's createMessage got it wrong. */
export const OTHER_ACCOUNT_MESSAGE = 'The sign-in message names another account'
/** The verifier (the data API's, or the host's siweConfig) said no to a signature. */
export const VERIFIER_REFUSED_MESSAGE = 'The verifier refused the signature'

const TOAST_KEYS: Readonly<Record<string, SiwxMessageKey>> = {
  [ErrorMessages.SIGNATURE_DECLINED]: 'siwx.declined',
  [OTHER_ACCOUNT_MESSAGE]: 'siwx.otherAccount',
  [VERIFIER_REFUSED_MESSAGE]: 'siwx.refused',
}

/** The key a failed sign-in's toast reads in the visitor's locale; none for a verifier's or wallet's own reason. */
export const toastKeyFor = (message: string): SiwxMessageKey | undefined => (Object.hasOwn(TOAST_KEYS, message) ? TOAST_KEYS[message] : undefined)
