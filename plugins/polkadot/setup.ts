import * as z from 'zod/mini'
import type { CaipNetwork, ChainAdapter, PluginContext } from '../../kernel/index.js'
import { polkadotChainReference } from './chain-reference.js'
import { startExtensionDiscovery } from './discovery.js'
import { createExtensionConnector } from './extension-connector.js'
import { GENERIC_SS58_PREFIX, polkadotMainnet, SS58_PREFIXES } from './networks.js'
import { polkadotMessages } from './messages.js'
import type { PolkadotParameters } from './plugin.js'
import { polkadotSignMessage } from './sign-message.js'
import { isPolkadotAddress, isSs58Prefix } from './ss58.js'

/**
 * What a pairing session asks a Polkadot wallet for. No events: WalletConnect names none for polkadot, and asking
 * for unknown ones makes some wallets refuse the session.
 */
export const POLKADOT_PAIRING = {
  methods: ['polkadot_signMessage', 'polkadot_signTransaction'],
  events: [],
} as const

/** The extension's own address text, as it listed the chosen account. */
const chosenAccountSchema = z.string().check(z.minLength(1), z.maxLength(64))

export function setupPolkadot(ctx: PluginContext, parameters: PolkadotParameters): void {
  const prefixes = new Map(Object.entries({ ...SS58_PREFIXES, ...parameters.ss58Prefixes }))
  for (const [network, prefix] of prefixes) {
    if (isSs58Prefix(prefix)) continue
    // A host's typo: addresses on that network show in the generic form rather than a wrong one.
    ctx.log.warn(`ss58Prefixes: ${prefix} is not an SS58 prefix (0–16383, not 46 or 47); ${network} uses ${GENERIC_SS58_PREFIX}`)
    prefixes.delete(network)
  }
  const prefixOf = (reference: string) => prefixes.get(`polkadot:${reference}`) ?? GENERIC_SS58_PREFIX

  const adapter: ChainAdapter = {
    namespace: 'polkadot',
    chainReference: polkadotChainReference,
    isAddress: isPolkadotAddress,
    pairing: POLKADOT_PAIRING,
    walletRequests: {
      // Polkadot wallets have no "switch chain" call: the dapp names the chain in what it asks to sign.
      switchNetwork: async () => {},
      signMessage: polkadotSignMessage,
    },
    addressExplorerUrl: ({ address, caipNetwork }) => explorerAccountUrl(caipNetwork, address),
  }
  ctx.adapters.register(adapter)
  ctx.messages.add(polkadotMessages)
  ctx.views.register('polkadot/SelectAccount', { load: () => import('./views/SelectAccountView.js'), titleKey: 'polkadot.chooseAccount' })

  const extensions = parameters.extensions ?? ctx.options.enableWallets
  if (!extensions || typeof window === 'undefined') return
  const chosen = ctx.storage.declare('polkadot_account', chosenAccountSchema)
  const activeReference = () => {
    const network = ctx.store.get().chains.polkadot?.networkState.caipNetwork
    return polkadotChainReference(network?.caipNetworkId) ?? String(polkadotMainnet.id)
  }
  const originName = ctx.options.metadata?.name || location.host
  ctx.onDispose(
    startExtensionDiscovery(ctx, (extension) =>
      createExtensionConnector({
        ...extension,
        originName,
        activeReference,
        prefixOf,
        chooseAccount: (accounts) =>
          ctx.modal.prompt('polkadot/SelectAccount', {
            wallet: extension.name,
            accounts: accounts.map(({ address, name }) => ({ address, ...(name ? { name } : {}) })),
          }),
        chosen: { get: () => chosen.get(), set: (original) => (original === undefined ? chosen.remove() : chosen.set(original)) },
        onError: (error) => ctx.log.warn('wallet event ignored', error),
      }),
    ),
  )
}

/** Subscan's account page on the network's explorer. */
export function explorerAccountUrl(network: CaipNetwork, address: string): string | undefined {
  const base = network.blockExplorers?.default.url
  if (!base) return undefined
  const url = new URL(base)
  url.pathname = `${url.pathname.replace(/\/$/, '')}/account/${encodeURIComponent(address)}`
  return url.toString()
}
