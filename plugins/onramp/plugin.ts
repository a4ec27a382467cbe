import type { CaipNetworkId, KitPlugin, Namespace } from '../../kernel/index.js'
import type { OnrampService } from './purchases.js'

/** Where a purchase stands after the provider's window opened. */
export interface OnrampPurchaseState {
  readonly status: 'waiting' | 'done' | 'failed'
  readonly provider: string
  readonly providerName: string
  readonly caipNetworkId: CaipNetworkId
  readonly symbol: string
  /** What was paid, in the payment currency. */
  readonly amount: string
  readonly paymentCurrency: string
  /** Once it landed: the credit's transaction and what it brought. */
  readonly hash?: string
  readonly received?: string
  readonly message?: string
}

export interface OnrampState {
  readonly purchase?: OnrampPurchaseState
}

declare module '../../kernel/types.js' {
  interface KitViews {
    /** Spec §2 onramp: providers, amount, currency, network and quotes; the pay plugin opens it to fund a payment. */
    OnRampProviders: { readonly amount?: string; readonly caipNetworkId?: string; readonly symbol?: string } | undefined
  }
  interface KitState {
    onramp: OnrampState
  }
  interface KitServices {
    onramp: OnrampService
  }
  interface KitTrackedEvents {
    ONRAMP_OPEN: { readonly network: CaipNetworkId | undefined; readonly fallback: boolean }
    ONRAMP_CONTINUE: { readonly provider: string; readonly network: CaipNetworkId; readonly symbol: string; readonly amount: string; readonly paymentCurrency: string }
    ONRAMP_SUCCESS: { readonly provider: string; readonly network: CaipNetworkId; readonly hash: string }
    ONRAMP_ERROR: { readonly message: string }
  }
}

export interface OnrampOptions {
  /** Namespaces the Buy button shows on; spec §6's eip155 and solana by default. */
  readonly namespaces?: readonly Namespace[]
}

/**
 * Onramp (spec §2, §6, §7, §9): a "Buy crypto" button on the Account view, absent in spec §9's restricted time
 * zones, and the OnRampProviders view: providers and quotes from the data API (the spec's built-in options and an
 * estimate when it fails), then the provider's page in a new window and a wait for the purchase to land. The
 * view and its calls load when the visitor opens it.
 */
export function onramp(options: OnrampOptions = {}): KitPlugin<'onramp'> {
  return {
    id: 'onramp',
    setup: async (ctx) => (await import('./setup.js')).setupOnramp(ctx, options),
  }
}
