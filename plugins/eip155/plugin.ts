import type { KitPlugin } from '../../kernel/index.js'
import type { Eip1193Provider } from './provider.js'

declare module '../../kernel/types.js' {
  interface KitProviders {
    /** The wallet's EIP-1193 provider (an injected wallet's, a pairing's, the embedded wallet's). */
    eip155: Eip1193Provider
  }
}

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
