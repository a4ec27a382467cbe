import { networkRpcUrls, type CaipNetwork, type ChainAdapter, type PluginContext } from '../../kernel/index.js'
import type { BitcoinAccountServices } from './account-services.js'
import { isBitcoinAddress } from './address.js'
import { bitcoinChainReference } from './chain-reference.js'
import { startBitcoinDiscovery } from './discovery.js'
import type { Bip122Parameters } from './plugin.js'
import { bitcoinSignMessage } from './sign-message.js'

/**
 * What a pairing session asks a Bitcoin wallet for: WalletConnect's Bitcoin methods and its one event, sent when the
 * wallet's addresses change.
 */
export const BIP122_PAIRING = {
  methods: ['getAccountAddresses', 'signMessage', 'sendTransfer', 'signPsbt'],
  events: ['bip122_addressesChanged'],
} as const

export function setupBip122(ctx: PluginContext, parameters: Bip122Parameters): void {
  let services: Promise<BitcoinAccountServices> | undefined
  const load = () =>
    (services ??= import('./account-services.js').then(
      (m) => m.createBitcoinAccountServices(ctx),
      (error: unknown) => {
        // A chunk that failed to load (a flaky network) is tried again on the next read.
        services = undefined
        throw error
      },
    ))
  const adapter: ChainAdapter = {
    namespace: 'bip122',
    chainReference: bitcoinChainReference,
    isAddress: (address) => isBitcoinAddress(address),
    rpcUrls: (network) => networkRpcUrls(network, ctx.options),
    pairing: BIP122_PAIRING,
    walletRequests: {
      // A Bitcoin wallet over a pairing has no "switch chain" call: each request names its chain.
      switchNetwork: async () => {},
      signMessage: bitcoinSignMessage,
    },
    getBalance: async (p) => (await load()).getBalance(p),
    getTokenBalances: async (p) => (await load()).getTokenBalances(p),
    addressExplorerUrl: ({ address, caipNetwork }) => explorerAddressUrl(caipNetwork, address),
  }
  ctx.adapters.register(adapter)
  const injected = parameters.injected ?? ctx.options.enableWallets
  if (injected && typeof window !== 'undefined') {
    const activeNetwork = () => ctx.store.get().chains.bip122?.networkState.caipNetwork
    ctx.onDispose(startBitcoinDiscovery(ctx, activeNetwork))
  }
}

/** mempool.space's address page for the network's explorer; none for a chain without one (regtest). */
export function explorerAddressUrl(network: CaipNetwork, address: string): string | undefined {
  const base = network.blockExplorers?.default.url
  if (!base) return undefined
  return `${base.replace(/\/$/, '')}/address/${encodeURIComponent(address)}`
}
