import { ErrorMessages, type MessageVars } from '../../kernel/index.js'
import type { SendMessageKey } from './messages.js'

/**
 * A sentence the form shows: the English `message` (what tracking and tests read) and, when it is one of the kit's
 * own, the key that shows it in the visitor's locale. A wallet's or node's own sentence has no key and shows as given.
 */
export interface SendNotice {
  readonly message: string
  readonly key?: SendMessageKey
  readonly vars?: MessageVars
}

// The kit's sentences a send can end on, whichever adapter sent it.
const KNOWN: ReadonlyMap<string, SendMessageKey> = new Map([
  [ErrorMessages.USER_REJECTED_REQUEST, 'send.userRejected'],
  [ErrorMessages.CONNECTOR_NOT_CONNECTED, 'send.connectorNotConnected'],
  [ErrorMessages.REQUEST_TIMED_OUT, 'send.timedOut'],
  [ErrorMessages.UNSUPPORTED_CHAIN, 'send.unsupportedChain'],
])

/** A failure's message, keyed when the kit wrote it. */
export function noticeOf(message: string): SendNotice {
  const key = KNOWN.get(message)
  return key ? { message, key } : { message }
}
