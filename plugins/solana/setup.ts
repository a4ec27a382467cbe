import { networkRpcUrls, renameWallet, type CaipNetwork, type ChainAdapter, type PluginContext } from '../../kernel/index.js'
import type { SolanaAccountServices } from './account-services.js'
import { isSolanaAddress } from './address.js'
import { explorerAddressUrl } from './explorer-links.js'
import { walletBrowseLink } from './browse-links.js'
import { solanaChainReference } from './chain-reference.js'
import { solanaMessages } from './messages.js'
import { startWalletStandardDiscovery } from './discovery.js'
import type { SolanaParameters } from './plugin.js'
import { solanaSignMessage } from './sign-message.js'

/**
 * What a pairing session asks a Solana wallet for. No events: WalletConnect wallets send none for solana that the
 * kit could use (accountsChanged and chainChanged are EVM conventions), and asking for unknown ones makes some
 * wallets refuse the session.
 */
export const SOLANA_PAIRING = {
  methods: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction', 'solana_signAllTransactions'],
  events: [],
} as const

export function setupSolana(ctx: PluginContext, parameters: SolanaParameters): void {
  const rpcUrls = (network: CaipNetwork) => networkRpcUrls(network, ctx.options)
  let services: Promise<SolanaAccountServices> | undefined
  const load = () =>
    (services ??= import('./account-services.js').then(
      (m) => m.createSolanaAccountServices(ctx, rpcUrls),
      (error: unknown) => {
        // A chunk that failed to load (a flaky network) is tried again on the next read.
        services = undefined
        throw error
      },
    ))
  const adapter: ChainAdapter = {
    namespace: 'solana',
    chainReference: solanaChainReference,
    isAddress: isSolanaAddress,
    rpcUrls,
    pairing: SOLANA_PAIRING,
    embeddedWallet: () => import('./embedded-wallet-rules.js').then((m) => m.solanaEmbeddedWalletRules),
    walletRequests: {
      // A Solana wallet has no "switch cluster" call: the dapp picks the cluster and names it on each request. The
      // pairing connector sends later requests with the new chain; a session that does not grant it is refused
      // by the wallet there, which is where the visitor can act on it.
      switchNetwork: async () => {},
      signMessage: solanaSignMessage,
    },
    getBalance: async (p) => (await load()).getBalance(p),
    getTokenBalances: async (p) => (await load()).getTokenBalances(p),
    send: () => import('./send-capability.js').then((m) => m.createSolanaSend()),
    addressExplorerUrl: ({ address, caipNetwork }) => explorerAddressUrl(caipNetwork, address),
    transactionStatus: () => import('./transaction-status.js').then((m) => m.createSolanaTransactionStatus(rpcUrls)),
  }
  ctx.adapters.register(adapter)
  registerBrowseLinks(ctx)
  const walletStandard = parameters.walletStandard ?? ctx.options.enableWallets
  if (walletStandard && typeof window !== 'undefined') {
    const activeNetwork = () => ctx.store.get().chains.solana?.networkState.caipNetwork
    ctx.onDispose(startWalletStandardDiscovery(ctx, activeNetwork))
  }
}

/**
 * Spec §7: on a phone, Phantom (not injected) and Coinbase Wallet on Solana are reached through their in-app
 * browsers; asked before pairing, which serves every other wallet.
 */
function registerBrowseLinks(ctx: PluginContext): void {
  if (typeof window === 'undefined') return
  ctx.messages.add(solanaMessages)
  ctx.views.register('ConnectingInWalletBrowser', {
    load: () => import('./views/ConnectingInWalletBrowserView.js'),
    // The wallet's own name; without one, the title key's word for "wallet" in the visitor's locale.
    title: (params) => {
      const name = params?.wallet?.name
      return typeof name === 'string' && name !== '' ? renameWallet(name) : ''
    },
    titleKey: 'solana.wallet',
  })
  ctx.wallets.setOpener((wallet) => {
    if (!ctx.isMobile()) return undefined
    const { modal, activeNamespace } = ctx.store.get()
    return walletBrowseLink(wallet, window.location, modal.namespace ?? activeNamespace)
      ? { view: 'ConnectingInWalletBrowser', params: { wallet } }
      : undefined
  })
}
