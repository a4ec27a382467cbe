import type { CaipNetwork, ChainAdapter, PluginContext } from '../../kernel/index.js'
import type { BalanceReader } from './balance.js'
import { startDiscovery } from './discovery.js'
import type { Eip155Parameters } from './plugin.js'
import { rpcUrlsFor } from './rpc-urls.js'

export function setupEip155(ctx: PluginContext, parameters: Eip155Parameters): void {
  const rpcUrls = (network: CaipNetwork) => rpcUrlsFor(network, ctx.options)
  let reader: Promise<BalanceReader> | undefined
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
}
