import type { CaipNetworkId, KitPlugin } from '../../kernel/index.js'
import type { SwapsService } from './setup.js'

/** What SWAP_SUCCESS and SWAP_ERROR carry: the network, the tokens and the amounts in whole units. */
export interface SwapTracked {
  readonly network: CaipNetworkId
  readonly fromSymbol: string
  readonly toSymbol: string
  readonly fromAmount: string
  readonly toAmount: string
}

declare module '../../kernel/types.js' {
  interface KitViews {
    /** Spec §2: Swap opens with arguments, the tokens (a symbol or an address) and the amount of `fromToken`. */
    Swap: { readonly fromToken?: string; readonly toToken?: string; readonly amount?: string } | undefined
  }
  interface KitTrackedEvents {
    SWAP_SUCCESS: SwapTracked
    SWAP_ERROR: SwapTracked & { readonly message: string }
  }
  interface KitServices {
    swaps: SwapsService
  }
}

export interface SwapsParameters {
  /** CAIP-2 ids of the networks to offer swaps on; spec §9's list when absent. */
  readonly networks?: readonly CaipNetworkId[]
}

/**
 * Swaps (spec §2, §7, §9): a Swap button on the Account view and the Swap view, quoting and building through the
 * data API's `/v1/convert/*` calls and sending through the connected wallet (approval first when needed). Offered on
 * the swap networks wherever the active namespace's adapter can send a contract call. Everything else loads at use.
 */
export function swaps(parameters: SwapsParameters = {}): KitPlugin<'swaps'> {
  return {
    id: 'swaps',
    setup: async (ctx) => (await import('./setup.js')).setupSwaps(ctx, parameters),
  }
}
