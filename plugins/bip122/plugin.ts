import type { KitPlugin, RequestProvider } from '../../kernel/index.js'
import type { BitcoinWalletProvider } from './bitcoin-provider.js'

declare module '../../kernel/types.js' {
  interface KitProviders {
    /** A browser wallet's provider; a pairing hands out its own RequestProvider (tell them apart with isBitcoinWalletProvider). */
    bip122: BitcoinWalletProvider | RequestProvider
  }
}

export interface Bip122Parameters {
  /**
   * Look for Bitcoin browser wallets (the WBIP004 `btc_providers` list, `window.unisat`, Wallet Standard wallets with
   * `bitcoin:connect`). Default: the kit's `enableWallets`.
   */
  readonly injected?: boolean
}

/**
 * Bitcoin (bip122): browser wallets through their injected protocols, message signing, BTC balances from the data
 * API, and the rules a pairing needs. The descriptor is all a host's entry chunk carries; discovery and connectors
 * load with the kit's runtime, balances on the first read.
 */
export function bip122(parameters: Bip122Parameters = {}): KitPlugin<'bip122'> {
  return {
    id: 'bip122',
    setup: async (ctx) => (await import('./setup.js')).setupBip122(ctx, parameters),
  }
}
