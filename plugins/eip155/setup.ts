import { isEvmAddress, networkRpcUrls, type CaipNetwork, type ChainAdapter, type PluginContext } from '../../kernel/index.js'
import type { AccountServices } from './account-services.js'
import type { RpcClientFor } from './rpc-client-for.js'
import type { RpcClients } from './rpc-client.js'
import { evmChainReference } from './chain-reference.js'
import { describeEvmSent } from './describe-sent.js'
import { startDiscovery } from './discovery.js'
import type { Eip155Parameters } from './plugin.js'
import { personalSign } from './personal-sign.js'
import { switchEvmChain } from './switch-chain.js'
import { eip155Messages } from './messages.js'

/** What a pairing session asks an EVM wallet for: signing, sending and moving between chains. */
export const EIP155_PAIRING = {
  methods: ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_switchEthereumChain', 'wallet_addEthereumChain'],
  events: ['chainChanged', 'accountsChanged'],
} as const

export function setupEip155(ctx: PluginContext, parameters: Eip155Parameters): void {
  // How an embedded wallet's approval of an EVM request reads, in the visitor's locale.
  ctx.messages.add(eip155Messages)
  const rpcUrls = (network: CaipNetwork) => networkRpcUrls(network, ctx.options)
  // One ranked client per network for the kit's lifetime (viem loads with the first read, never at start-up).
  let clients: Promise<RpcClients> | undefined
  const rpc: RpcClientFor = async (network, signal) => {
    clients ??= import('./rpc-client.js').then(
      (m) => {
        const created = m.createRpcClients()
        if (ctx.signal.aborted) created.dispose()
        else ctx.signal.addEventListener('abort', () => created.dispose(), { once: true })
        return created
      },
      (error: unknown) => {
        clients = undefined
        throw error
      },
    )
    return (await clients).client(network, rpcUrls(network), signal)
  }
  let services: Promise<AccountServices> | undefined
  const load = () =>
    (services ??= import('./account-services.js').then(
      (m) => m.createAccountServices(ctx, rpc),
      (error: unknown) => {
        // A chunk that failed to load (a flaky network) is tried again on the next read.
        services = undefined
        throw error
      },
    ))
  const adapter: ChainAdapter = {
    namespace: 'eip155',
    chainReference: evmChainReference,
    // Spec §5: in network contexts an EVM address carries its 0x.
    isAddress: (address) => isEvmAddress(address, { requirePrefix: true }),
    rpcUrls,
    pairing: EIP155_PAIRING,
    embeddedWallet: () => import('./embedded-wallet-rules.js').then((m) => m.eip155EmbeddedWalletRules),
    walletRequests: {
      switchNetwork: (provider, network) => switchEvmChain(provider, network, rpcUrls(network)),
      signMessage: personalSign,
    },
    getBalance: async (p) => (await load()).getBalance(p),
    getTokenBalances: async (p) => (await load()).getTokenBalances(p),
    getIdentity: async (p) => (await load()).getIdentity(p),
    send: () => import('./send-capability.js').then((m) => m.createEip155Send({ http: ctx.http, rpc })),
    addressExplorerUrl: ({ address, caipNetwork }) =>
      caipNetwork.blockExplorers ? `${caipNetwork.blockExplorers.default.url.replace(/\/$/, '')}/address/${address}` : undefined,
    describeSent: describeEvmSent,
    transactionStatus: () => import('./transaction-status.js').then((m) => m.createEvmTransactionStatus(rpc)),
  }
  ctx.adapters.register(adapter)
  const injected = parameters.injected ?? ctx.options.enableWallets
  if (injected && typeof window !== 'undefined') ctx.onDispose(startDiscovery(ctx, rpcUrls))
}
