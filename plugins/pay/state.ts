import type { CaipNetworkId } from '../../kernel/index.js'
import type { PayStatus } from './machine.js'

/** The payment as the Pay view shows it: the host's request, read against the network. */
export interface PaymentSummary {
  readonly recipient: string
  /** Whole units as the host gave them ('12.5'). */
  readonly amount: string
  readonly symbol: string
  readonly decimals: number
  /** The token's contract or mint; absent for the network's currency. */
  readonly tokenAddress?: string
  readonly caipNetworkId: CaipNetworkId
  readonly networkName: string
}

/** The plugin's slice, `pay`: the payment under way (or the last one), for the Pay view. */
export interface PayState {
  readonly status: PayStatus
  readonly payment?: PaymentSummary
  /** The network fee in the network's currency ('0.001 ETH'), once estimated. */
  readonly fee?: string
  readonly feeError?: string
  /** The account holds less than the amount (checked before the wallet is asked). */
  readonly insufficient?: boolean
  readonly hash?: string
  readonly explorerUrl?: string
  /** Why the payment failed or was cancelled, in words for the visitor. */
  readonly error?: string
}

/** What the Pay view's buttons do (`ctx.services.use('pay')`). */
export interface PayControls {
  /** Pay: only while the payment is ready and within the balance. */
  confirm(): void
  /** Shows the Connect view over the Pay view, which is shown again once a wallet connects. */
  connect(): void
}

export const IDLE_PAY_STATE: PayState = { status: 'idle' }
