import type { KitPlugin, RequestProvider } from '../../kernel/index.js'
import type { PolkadotWalletProvider } from './polkadot-provider.js'

export interface PolkadotParameters {
  /** Look for browser extensions in `window.injectedWeb3` (polkadot{.js}, Talisman, SubWallet…). Default: the kit's `enableWallets`. */
  readonly extensions?: boolean
  /**
   * SS58 prefixes of the host's own networks (CAIP-2 id → prefix), so addresses show as that chain writes them.
   * Polkadot (0), Kusama (2) and Westend (42) are known; any other network shows the generic Substrate form (42).
   */
  readonly ss58Prefixes?: Readonly<Record<string, number>>
}

/** One account of the extension, as the account choice lists it. */
export interface PolkadotAccountChoice {
  readonly address: string
  /** The visitor's label in the extension: untrusted text. */
  readonly name?: string
}

declare module '../../kernel/types.js' {
  interface KitProviders {
    /** An extension's provider; a pairing hands out its own RequestProvider (tell them apart with isPolkadotWalletProvider). */
    polkadot: PolkadotWalletProvider | RequestProvider
  }
  interface KitViews {
    /** Connecting through an extension that shares several accounts: the visitor picks one. */
    'polkadot/SelectAccount': { readonly wallet: string; readonly accounts: readonly PolkadotAccountChoice[] }
  }
  interface KitPromptAnswers {
    /** The chosen account's address. */
    'polkadot/SelectAccount': string
  }
}

declare module '../../kernel/context.js' {
  interface KitStorageKeys {
    /** The account chosen in the extension (its own address text), found again on reconnect. */
    polkadot_account: string
  }
}

/**
 * Polkadot, Kusama and other Substrate chains: browser extensions (polkadot{.js}, Talisman, SubWallet), the
 * visitor's choice of account, message signing, and the rules a pairing needs. The descriptor is all a host's entry
 * chunk carries; discovery, connectors and the account choice load with the kit's runtime.
 */
export function polkadot(parameters: PolkadotParameters = {}): KitPlugin<'polkadot'> {
  return {
    id: 'polkadot',
    setup: async (ctx) => (await import('./setup.js')).setupPolkadot(ctx, parameters),
  }
}
