import type { RequestProvider, KitPlugin, WalletListEntry } from '../../kernel/index.js'
import type { SolanaWalletProvider } from './solana-provider.js'

declare module '../../kernel/types.js' {
  interface KitProviders {
    /** A browser wallet's provider; a pairing hands out its own RequestProvider (tell them apart with isSolanaWalletProvider). */
    solana: SolanaWalletProvider | RequestProvider
  }
  interface KitViews {
    /** Spec §7: on a phone, a wallet that opens this page in its own browser (Phantom; Coinbase Wallet on Solana). */
    ConnectingInWalletBrowser: { wallet: WalletListEntry }
  }
}

export interface SolanaParameters {
  /** Look for Wallet Standard browser wallets (Phantom, Solflare, Backpack…). Default: the kit's `enableWallets`. */
  readonly walletStandard?: boolean
}

/**
 * Solana clusters: Wallet Standard browser wallets, message signing, SOL and token balances, and the rules a
 * pairing needs. The descriptor is all a host's entry chunk carries; discovery and connectors load with the kit's
 * runtime, @solana/kit on the first balance read or transaction.
 */
export function solana(parameters: SolanaParameters = {}): KitPlugin<'solana'> {
  return {
    id: 'solana',
    setup: async (ctx) => (await import('./setup.js')).setupSolana(ctx, parameters),
  }
}
