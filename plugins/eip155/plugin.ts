import type { ChainAdapter, KitPlugin } from '../../kernel/index.js'
import { startDiscovery } from './discovery.js'
import { rpcUrlsFor } from './rpc-urls.js'

export interface Eip155Parameters {
  /** Listen for browser wallets (EIP-6963 and window.ethereum). Default: the kit's `enableWallets`. */
  readonly injected?: boolean
}

/** EVM chains: browser wallets, network switching and native balances. viem loads on first use. */
export function eip155(parameters: Eip155Parameters = {}): KitPlugin<'eip155'> {
  return {
    id: 'eip155',
    setup(ctx) {
      const rpcUrls = (network: Parameters<typeof rpcUrlsFor>[0]) => rpcUrlsFor(network, ctx.options)
      let reader: Promise<import('./balance.js').BalanceReader> | undefined
      const adapter: ChainAdapter = {
        namespace: 'eip155',
        async getBalance({ address, caipNetwork }) {
          reader ??= import('./balance.js').then((m) => m.createBalanceReader(ctx.signal))
          return (await reader).getNativeBalance(address, caipNetwork, rpcUrls(caipNetwork))
        },
        addressExplorerUrl: ({ address, caipNetwork }) =>
          caipNetwork.blockExplorers ? `${caipNetwork.blockExplorers.default.url.replace(/\/$/, '')}/address/${address}` : undefined,
      }
      ctx.adapters.register(adapter)
      const injected = parameters.injected ?? ctx.options.enableWallets
      if (injected && typeof window !== 'undefined') ctx.onDispose(startDiscovery(ctx, rpcUrls))
    },
  }
}
