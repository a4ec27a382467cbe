import { ErrorMessages } from '../../kernel/index.js'
import { parseAmount } from './amount.js'
import type { SendNotice } from './send-notice.js'

/** The form's own sentences beside the spec's. */
export const SendMessages = Object.freeze({
  INVALID_AMOUNT: 'Enter a valid amount',
  INSUFFICIENT_BALANCE: 'Insufficient balance',
  INVALID_RECEIVER: 'Invalid address',
  dust: (symbol: string, decimals: number) => `${symbol} has no units smaller than ${decimals} decimals`,
})

export interface SendForm {
  readonly token?: { readonly symbol: string; readonly decimals: number; readonly balance: bigint } | undefined
  readonly amount: string
  /** What the visitor typed as the receiver. */
  readonly receiver: string
  /** The address the receiver resolved to (the typed address, or a name's); undefined when none. */
  readonly receiverAddress?: string | undefined
}

export type SendCheck = { readonly ok: true; readonly amount: bigint; readonly to: string } | ({ readonly ok: false } & SendNotice)

/**
 * Spec §5 send rules, in the order the spec checks them: an amount and a receiver, then a token; then what the
 * form adds (a readable amount, within the balance, to an address of the network).
 */
export function checkSend(form: SendForm): SendCheck {
  const required = { ok: false, message: ErrorMessages.AMOUNT_AND_RECEIVER_REQUIRED, key: 'send.amountAndReceiverRequired' } as const
  if (form.amount.trim() === '' || form.receiver.trim() === '') return required
  if (!form.token) return { ok: false, message: ErrorMessages.TOKEN_REQUIRED, key: 'send.tokenRequired' }
  const { symbol, decimals, balance } = form.token
  const amount = parseAmount(form.amount, decimals)
  if (!amount.ok) {
    if (amount.reason === 'dust') return { ok: false, message: SendMessages.dust(symbol, decimals), key: 'send.dust', vars: { symbol, decimals } }
    return amount.reason === 'empty' ? required : { ok: false, message: SendMessages.INVALID_AMOUNT, key: 'send.invalidAmount' }
  }
  if (amount.value > balance) return { ok: false, message: SendMessages.INSUFFICIENT_BALANCE, key: 'send.insufficientBalance' }
  if (!form.receiverAddress) return { ok: false, message: SendMessages.INVALID_RECEIVER, key: 'send.invalidReceiver' }
  return { ok: true, amount: amount.value, to: form.receiverAddress }
}
