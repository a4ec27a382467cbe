import type { KitPlugin } from '../../kernel/index.js'
import type { PayErrorReason } from './errors.js'
import type { PayRequest } from './request.js'
import type { PayControls, PayState } from './state.js'

declare module '../../kernel/types.js' {
  interface KitMethods {
    /**
     * Opens the Pay view for this payment: connects first if needed, switches to its network, shows the fee, and
     * sends through the wallet. Resolves with the transaction hash (eip155) or signature (solana) once the network
     * included it; rejects with a PayError (`reason`: PAY_CANCELLED, PAY_FAILED, PAY_DISABLED).
     */
    pay(request: PayRequest): Promise<string>
  }
  interface KitViews {
    Pay: undefined
    /** The onramp plugin's provider list, which the Pay view offers to fund a payment when it is present. */
    OnRampProviders: { readonly amount?: string; readonly caipNetworkId?: string; readonly symbol?: string } | undefined
  }
  interface KitPromptAnswers {
    /** The visitor pressed Done or Close after the payment settled. */
    Pay: undefined
  }
  interface KitState {
    pay: PayState
  }
  interface KitServices {
    pay: PayControls
  }
  interface KitTrackedEvents {
    PAY_SUCCESS: { readonly caipNetworkId: string; readonly symbol: string; readonly amount: string; readonly hash: string }
    PAY_ERROR: { readonly caipNetworkId: string; readonly symbol: string; readonly amount: string; readonly reason: PayErrorReason; readonly message: string }
  }
}

/**
 * Pay (spec §9: off by default): `kit.pay({ recipient, amount, asset, network })` for a host that sets
 * `features.pay: true`; without it, `kit.pay` rejects with PAY_DISABLED. It sends through the namespace adapter's
 * `send` capability (eip155, solana), so it names no namespace. Its view and code load on the first payment.
 */
export function pay(): KitPlugin<'pay'> {
  return {
    id: 'pay',
    methods: ['pay'],
    setup: async (ctx) => (await import('./setup.js')).setupPay(ctx),
  }
}
