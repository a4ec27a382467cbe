import type { Namespace } from '../caip.js'
import type { KitPlugin } from '../context.js'
import type { ChainAdapter, Connector } from '../types.js'

export interface FakeChainPluginOptions {
  /** Plugin id; defaults to the namespace, as a real chain plugin's would be. */
  readonly id?: string
  readonly connectors?: readonly Connector[]
  readonly getBalance?: ChainAdapter['getBalance']
  readonly getTokenBalances?: ChainAdapter['getTokenBalances']
  readonly getIdentity?: ChainAdapter['getIdentity']
  readonly formatAddress?: ChainAdapter['formatAddress']
  readonly chainReference?: ChainAdapter['chainReference']
  readonly embeddedWallet?: ChainAdapter['embeddedWallet']
}

/** The smallest chain plugin: one adapter for `namespace` and the given connectors, registered the documented way. */
export function fakeChainPlugin(namespace: Namespace, options: FakeChainPluginOptions = {}): KitPlugin {
  return {
    id: options.id ?? namespace,
    setup(ctx) {
      const adapter: ChainAdapter = {
        namespace,
        getBalance: options.getBalance,
        getTokenBalances: options.getTokenBalances,
        getIdentity: options.getIdentity,
        formatAddress: options.formatAddress,
        chainReference: options.chainReference,
        embeddedWallet: options.embeddedWallet,
      }
      ctx.adapters.register(adapter)
      for (const connector of options.connectors ?? []) ctx.connectors.register(connector)
    },
  }
}
