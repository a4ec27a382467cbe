import { KitError } from '../../kernel/index.js'

/**
 * Why `kit.pay` rejected: the visitor closed the modal, went back or refused in the wallet (`PAY_CANCELLED`); the
 * request, the network or the transaction failed (`PAY_FAILED`, with the wallet's or node's sentence); or the host
 * has not turned pay on (`PAY_DISABLED`: `features.pay` is false, as it is by default).
 */
export type PayErrorReason = 'PAY_CANCELLED' | 'PAY_FAILED' | 'PAY_DISABLED'

/**
 * EIP-1193's user rejection (ErrorCode.USER_REJECTED) and the kit's default (ErrorCode.DEFAULT), spelled out: a host
 * imports PayError into its first chunk, which must not carry the kernel's code and message tables.
 */
const USER_REJECTED = 4001
const DEFAULT_CODE = 5000

export class PayError extends KitError {
  override name = 'PayError' as const
  readonly reason: PayErrorReason
  constructor(reason: PayErrorReason, message: string, options: { readonly cause?: unknown } = {}) {
    super(message, { code: reason === 'PAY_CANCELLED' ? USER_REJECTED : DEFAULT_CODE, ...(options.cause === undefined ? {} : { cause: options.cause }) })
    this.reason = reason
  }
}

export const PayMessages = /* @__PURE__ */ Object.freeze({
  CANCELLED: 'Payment cancelled',
  DISABLED: 'Pay is off: set features.pay to true to use kit.pay',
  BUSY: 'Another payment is in progress',
  NOT_SWITCHED: 'The wallet did not switch to the payment’s network',
  INSUFFICIENT_BALANCE: 'Insufficient balance',
  invalid: (what: string) => `Invalid payment request: ${what}`,
})
