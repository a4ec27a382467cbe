import { ErrorMessages, KitError, UserRejectedRequestError } from '../../kernel/index.js'

/** The wallet answered something its protocol does not promise: an error, never trusted. */
export class InvalidCosmosWalletResponseError extends Error {
  override name = 'InvalidCosmosWalletResponseError'
  constructor(method: string) {
    super(`The wallet returned an invalid response to ${method}`)
  }
}

/** Keplr and Leap refuse with a plain Error('Request rejected'); the kit reports it as the visitor's refusal. */
const REFUSAL = /request rejected|rejected by (the )?user|user rejected/i

/** A wallet's error as the kit reports it: a refusal becomes the kit's user-rejected error, anything else a KitError. */
export function walletError(error: unknown): Error {
  if (error instanceof KitError) return error
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
  if (REFUSAL.test(message.slice(0, 200))) return new UserRejectedRequestError({ cause: error })
  return new KitError(message.slice(0, 200) || ErrorMessages.UNKNOWN_ERROR, { cause: error })
}
