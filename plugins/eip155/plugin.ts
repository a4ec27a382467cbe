import type { KitPlugin } from '../../kernel/index.js'

export interface Eip155Parameters {
  /** Listen for browser wallets (EIP-6963 and window.ethereum). Default: the kit's `enableWallets`. */
  readonly injected?: boolean
}

/**
 * EVM chains: browser wallets, network switching, native and token balances, names. The descriptor is all a
 * host's entry chunk carries; discovery and connectors load with the kit's runtime, the account services
 * (and viem) on the first balance read.
 */
export function eip155(parameters: Eip155Parameters = {}): KitPlugin<'eip155'> {
  return {
    id: 'eip155',
    setup: async (ctx) => (await import('./setup.js')).setupEip155(ctx, parameters),
  }
}
