import type { Namespace } from '../../kernel/index.js'

/** The slice's error when the wallet (or its user) turned the proposal down. */
export const PAIRING_DECLINED = 'Connection declined'
export const PAIRING_EXPIRED = 'The connection link expired'
export const PAIRING_RETRY_TOO_SOON = 'Wait a moment before trying again'
export const PAIRING_UNREACHABLE = 'Could not reach WalletConnect. Check the connection and try again'
export const PAIRING_NO_SESSION = 'The wallet approved no session'

/** A session that holds no account of the namespace being connected. */
export const pairingNoAccount = (namespace: Namespace) => `The wallet did not share a ${namespace} account`
