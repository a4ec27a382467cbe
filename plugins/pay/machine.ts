/**
 * A payment's states (what the Pay view shows) and the only moves between them: the visitor cannot pay before the
 * wallet is connected on the payment's network, and nothing moves a payment out of success, failed or cancelled.
 */
export type PayStatus = 'idle' | 'connecting' | 'switching' | 'ready' | 'signing' | 'pending' | 'success' | 'failed' | 'cancelled'

export type PayEvent =
  /** Where the account stands now: connected in the payment's namespace, on the payment's network. */
  | { readonly type: 'account'; readonly connected: boolean; readonly onNetwork: boolean }
  /** The visitor pressed Pay. */
  | { readonly type: 'confirm' }
  /** The wallet accepted and the transaction is out. */
  | { readonly type: 'sent' }
  /** The network included it. */
  | { readonly type: 'mined' }
  /** The visitor said no: closed the modal, or refused in the wallet. */
  | { readonly type: 'refused' }
  | { readonly type: 'failed' }

export const FINAL_STATUSES: ReadonlySet<PayStatus> = new Set(['success', 'failed', 'cancelled'])
/** Statuses where the wallet has the payment: the modal stays open until it answers. */
export const WALLET_STATUSES: ReadonlySet<PayStatus> = new Set(['signing', 'pending'])
const BEFORE_PAYING: ReadonlySet<PayStatus> = new Set(['idle', 'connecting', 'switching', 'ready'])

/** The status after `event`; the same status when the event does not apply to it. */
export function nextStatus(status: PayStatus, event: PayEvent): PayStatus {
  if (FINAL_STATUSES.has(status)) return status
  switch (event.type) {
    case 'account':
      if (!BEFORE_PAYING.has(status)) return status
      return !event.connected ? 'connecting' : !event.onNetwork ? 'switching' : 'ready'
    case 'confirm':
      return status === 'ready' ? 'signing' : status
    case 'sent':
      return status === 'signing' ? 'pending' : status
    case 'mined':
      return status === 'pending' ? 'success' : status
    case 'refused':
      return 'cancelled'
    case 'failed':
      return 'failed'
  }
}
