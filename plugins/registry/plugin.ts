import type { KitOptions, KitPlugin } from '../../kernel/index.js'
import type { GetWalletsParameters, RegistryClient, WalletsPage } from './client.js'

/** `ctx.services.use('registry')`: the wallet registry (spec §7) as the Connect and All Wallets views use it. */
export interface RegistryService extends Omit<RegistryClient, 'getWallets'> {
  /**
   * A page of wallets within the host's choices: `include` defaults to `includeWalletIds`, `exclude` always
   * adds `excludeWalletIds`, `chains` defaults to the networks the kit serves (pass `[]` for every chain).
   */
  getWallets(parameters?: GetWalletsParameters): Promise<WalletsPage>
}

declare module '../../kernel/types.js' {
  interface KitServices {
    registry: RegistryService
  }
  interface KitViews {
    /** Spec §2: every wallet of the registry, paged and searchable. */
    AllWallets: undefined
  }
}

/** The host's choices among the registry's wallets (spec §3 options of the same names, which work too). */
export interface RegistryParameters {
  /** The host's own wallets, listed in the Connect view's custom group. */
  readonly customWallets?: KitOptions['customWallets']
  /** Registry ids shown first, in this order. */
  readonly featuredWalletIds?: readonly string[]
  /** Only these registry ids are offered. */
  readonly includeWalletIds?: readonly string[]
}

/**
 * The wallet registry: the Connect view's featured and recommended wallets with the registry's total, the
 * All Wallets view (paged, searchable), and excluded wallets hidden from the browser's own list too.
 * Needs the kit's `registryUrl`; without it only the host's `customWallets` are listed and nothing is fetched.
 * The descriptor is all a host's entry chunk carries; the client loads with the kit's runtime, the view on
 * first open.
 */
export function registry(parameters: RegistryParameters = {}): KitPlugin<'registry'> {
  return {
    id: 'registry',
    ownsOptions: ['customWallets', 'featuredWalletIds', 'includeWalletIds'],
    setup: async (ctx) => (await import('./setup.js')).setupRegistry(ctx, parameters),
  }
}
