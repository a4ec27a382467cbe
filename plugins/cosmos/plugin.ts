import type { KitPlugin, RequestProvider } from '../../kernel/index.js'
import type { InjectedCosmosWallet } from './injected-wallet.js'

declare module '../../kernel/types.js' {
  interface KitProviders {
    /** The Keplr- or Leap-style wallet object; a pairing hands out its own RequestProvider. */
    cosmos: InjectedCosmosWallet | RequestProvider
  }
}

export interface CosmosParameters {
  /** Look for Keplr- and Leap-style browser wallets (`window.keplr`, `window.leap`). Default: the kit's `enableWallets`. */
  readonly injected?: boolean
}

/**
 * Cosmos SDK chains: Keplr- and Leap-style browser wallets, ADR-36 message signing, the native balance from the
 * chain's REST endpoint, and the rules a pairing needs. The descriptor is all a host's entry chunk carries; the
 * connectors load with the kit's runtime, the balance reader on the first read.
 */
export function cosmos(parameters: CosmosParameters = {}): KitPlugin<'cosmos'> {
  return {
    id: 'cosmos',
    setup: async (ctx) => (await import('./setup.js')).setupCosmos(ctx, parameters),
  }
}
