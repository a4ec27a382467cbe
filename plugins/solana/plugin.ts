import type { KitPlugin } from '../../kernel/index.js'

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
