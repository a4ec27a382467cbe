import { ErrorCode, KitError, UserRejectedRequestError } from '../../kernel/index.js'

/** The wallet answered something its protocol does not promise: an error, never trusted. */
export class InvalidBitcoinWalletResponseError extends Error {
  override name = 'InvalidBitcoinWalletResponseError'
  constructor(method: string) {
    super(`The wallet returned an invalid response to ${method}`)
  }
}

/**
 * Codes wallets use for "the user pressed Reject": EIP-1193's 4001 (UniSat, most Wallet Standard wallets) and
 * sats-connect's -32000 USER_REJECTION (Xverse and the WBIP004 providers).
 */
const REJECTION_CODES: ReadonlySet<unknown> = new Set([ErrorCode.USER_REJECTED, -32000])

/** A wallet's refusal as the kit's error: a rejection becomes spec §7's 'User rejected the request.'. */
export function walletError(error: unknown, method: string): Error {
  if (error instanceof KitError || error instanceof InvalidBitcoinWalletResponseError) return error
  const record = typeof error === 'object' && error !== null ? (error as { code?: unknown; message?: unknown }) : {}
  if (REJECTION_CODES.has(record.code)) return new UserRejectedRequestError({ cause: error })
  const message = typeof record.message === 'string' && record.message.length > 0 ? record.message.slice(0, 300) : `The wallet refused ${method}`
  const code = typeof record.code === 'number' && Number.isSafeInteger(record.code) ? record.code : undefined
  return new KitError(message, { cause: error, ...(code === undefined ? {} : { code }) })
}
