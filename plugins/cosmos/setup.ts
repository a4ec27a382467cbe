import { networkRpcUrls, type CaipNetwork, type ChainAdapter, type PluginContext } from '../../kernel/index.js'
import type { CosmosAccountServices } from './account-services.js'
import { isCosmosAddress } from './address.js'
import { cosmosChainReference } from './chain-reference.js'
import { cosmosNetworkInfo } from './define-network.js'
import { startInjectedDiscovery } from './discovery.js'
import type { CosmosParameters } from './plugin.js'
import { cosmosSignMessage } from './sign-message.js'

/**
 * What a pairing session asks a Cosmos wallet for. No events: WalletConnect wallets send none for cosmos the kit
 * could use, and asking for unknown ones makes some wallets refuse the session.
 */
export const COSMOS_PAIRING = {
  methods: ['cosmos_getAccounts', 'cosmos_signDirect', 'cosmos_signAmino'],
  events: [],
} as const

export function setupCosmos(ctx: PluginContext, parameters: CosmosParameters): void {
  const restUrls = (network: CaipNetwork) => networkRpcUrls(network, ctx.options).filter((url) => /^https?:\/\//i.test(url))
  let services: Promise<CosmosAccountServices> | undefined
  const load = () =>
    (services ??= import('./account-services.js').then(
      (m) => m.createCosmosAccountServices(ctx, restUrls),
      (error: unknown) => {
        // A chunk that failed to load (a flaky network) is tried again on the next read.
        services = undefined
        throw error
      },
    ))
  // The address prefixes of the kit's Cosmos networks: an address with any other is not one the kit can use.
  const prefixes = new Set(
    ctx.options.networks.flatMap((network) => (network.chainNamespace === 'cosmos' ? [cosmosNetworkInfo(network.caipNetworkId)?.bech32Prefix ?? 'cosmos'] : [])),
  )
  const adapter: ChainAdapter = {
    namespace: 'cosmos',
    chainReference: cosmosChainReference,
    isAddress: (address) => isCosmosAddress(address, prefixes),
    rpcUrls: restUrls,
    pairing: COSMOS_PAIRING,
    walletRequests: {
      // Cosmos wallets have no "switch chain" call: the dapp names the chain on each request.
      switchNetwork: async () => {},
      signMessage: cosmosSignMessage,
    },
    getBalance: async (p) => (await load()).getBalance(p),
    getTokenBalances: async (p) => (await load()).getTokenBalances(p),
    addressExplorerUrl: ({ address, caipNetwork }) => explorerAddressUrl(caipNetwork, address),
  }
  ctx.adapters.register(adapter)
  const injected = parameters.injected ?? ctx.options.enableWallets
  if (injected && typeof window !== 'undefined') {
    const activeNetwork = () => ctx.store.get().chains.cosmos?.networkState.caipNetwork
    ctx.onDispose(startInjectedDiscovery(ctx, activeNetwork))
  }
}

/** Mintscan's account page, `<explorer>/address/<address>`; none for a network without an explorer (the devnet). */
export function explorerAddressUrl(network: CaipNetwork, address: string): string | undefined {
  const base = network.blockExplorers?.default.url
  return base ? `${base.replace(/\/+$/, '')}/address/${encodeURIComponent(address)}` : undefined
}
