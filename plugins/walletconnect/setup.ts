import * as z from 'zod/mini'
import {
  KitError,
  chainReferenceOf,
  isNamespace,
  providerErrorAlert,
  renameWallet,
  type KitState,
  type Namespace,
  type PluginContext,
  type Unsubscribe,
  type ViewTarget,
} from '../../kernel/index.js'
import { CONNECTOR_ID, CONNECTOR_NAME } from './constants.js'
import { createPairingConnector } from './connector.js'
import { groupByNamespace, ownRpcUrls, proposalNamespaces, type NamespaceRequest } from './namespaces.js'
import { PAIRING_TIMEOUT_MS } from './constants.js'
import { createPairingController } from './pairing.js'
import type { WalletConnectParameters, WalletConnectService } from './plugin.js'
import { walletConnectMessages } from './messages.js'
import { isPairingProvider } from './provider.js'
import type { NamespaceRules } from './session.js'

const deepLinkChoiceSchema = z.object({ name: z.string().check(z.maxLength(256)), href: z.string().check(z.maxLength(2048)) })

export function setupWalletConnect(ctx: PluginContext, parameters: WalletConnectParameters): void {
  const { options } = ctx
  if (!options.enableWalletConnect) return
  // Before the views: their titles and the toasts read these texts.
  ctx.messages.add(walletConnectMessages)
  const hostProvider = parameters.universalProvider ?? options.universalProvider
  if (hostProvider !== undefined && !isPairingProvider(hostProvider)) {
    throw new KitError('universalProvider must be a UniversalProvider instance', {
      metaMessages: ['Expected an object with connect, disconnect, request, on and removeListener, as @walletconnect/universal-provider creates.'],
    })
  }
  const slice = ctx.store.register('walletconnect', { status: 'idle' })
  const deepLinkChoice = ctx.storage.declare('deeplink_choice', deepLinkChoiceSchema)

  // Every namespace rule comes from the namespace's adapter; the pairing itself knows none.
  const rules: NamespaceRules & { accountType(namespace: Namespace): 'eoa' } = {
    isAddress: (ns, address) => ctx.adapters.get(ns)?.isAddress?.(address) ?? true,
    chainReference: (ns, value) => chainReferenceOf(ctx.adapters.get(ns), ns, value),
    // A pairing reaches the wallet's own keys.
    accountType: () => 'eoa',
  }
  const requestOf = (ns: Namespace): NamespaceRequest => {
    const adapter = ctx.adapters.get(ns)
    const asked = adapter?.pairing ?? parameters.namespaces?.[ns]
    return { methods: asked?.methods ?? [], events: asked?.events ?? [], rpcUrls: (n) => adapter?.rpcUrls?.(n) ?? ownRpcUrls(n) }
  }
  const networksByNamespace = () => {
    const state = ctx.store.get()
    // Basic pairing (no adapter): the host reads the session from the provider, so every configured network is asked for.
    if (state.namespaces.length === 0) return groupByNamespace(options.networks)
    return new Map(state.namespaces.map((ns) => [ns, state.chains[ns]?.caipNetworks ?? []] as const))
  }

  const controller = createPairingController({
    slice,
    clock: ctx.clock,
    log: ctx.log,
    readStorage: ctx.storage.read,
    deepLinkChoice,
    rules,
    manual: parameters.manualControl ?? options.manualWCControl ?? false,
    pairingTimeoutMs: parameters.pairingTimeoutMs ?? PAIRING_TIMEOUT_MS,
    hostProvider,
    proposal: () => proposalNamespaces(networksByNamespace(), requestOf),
    // Spec §8 provider error mapping: a relay refusing the key or the origin says so in debug mode.
    onFailure: (error) => {
      const alert = providerErrorAlert(typeof error === 'object' && error !== null ? error : {})
      if (alert) ctx.modal.showAlert(alert)
    },
    createProvider: async () =>
      (await import('./create-provider.js')).createUniversalProvider({
        projectId: options.projectId,
        relayUrl: parameters.relayUrl,
        metadata: dappMetadata(parameters, options.metadata),
        logLevel: options.logLevel,
        telemetry: parameters.telemetry ?? false,
        verify: parameters.verify ?? true,
        storage: parameters.storage,
        // Two kits on a page keep their sessions apart as they keep their own saved state.
        storagePrefix: parameters.storagePrefix ?? ctx.storage.namespace,
      }),
  })
  ctx.onDispose(() => controller.dispose())

  // The SDK loads and reaches the relay while the visitor reads the Connect view, so the code shows on the click.
  // Not earlier: a page whose visitor never opens the modal fetches none of it.
  const onConnectView = (s: KitState) => (s.modal.open ? s.modal.history.at(-1)?.view === 'Connect' : undefined)
  const follow = (shown: boolean | undefined) => {
    if (shown) {
      ctx.views.preload('ConnectingWalletConnectBasic')
      ctx.views.preload('ConnectingWalletConnect')
      void controller.warm()
    }
    else if (shown === undefined) controller.cool()
  }
  ctx.store.select(onConnectView, follow)
  follow(onConnectView(ctx.store.get()) || false)

  // Spec §2: WalletConnect on a phone lists the wallets to open (when a directory offers them), else shows its code.
  const connectView = (isMobile: boolean): ViewTarget => (isMobile ? ctx.wallets.browser() : undefined) ?? { view: 'ConnectingWalletConnectBasic' }

  // Adapters may register after this plugin (plugin order is the host's): follow the namespaces as they come and go.
  const registered = new Map<Namespace, Unsubscribe>()
  const sync = (namespaces: readonly Namespace[]) => {
    for (const ns of namespaces) {
      if (!registered.has(ns)) registered.set(ns, ctx.connectors.register(createPairingConnector(ns, controller, ctx.adapters, connectView)))
    }
    for (const [ns, undo] of registered) {
      if (namespaces.includes(ns)) continue
      undo()
      registered.delete(ns)
    }
  }
  sync(ctx.store.get().namespaces)
  ctx.store.select((s) => s.namespaces, sync)

  const service: WalletConnectService = {
    pair: (pairOptions) => controller.pair(pairOptions),
    retryAllowedAt: () => controller.retryAllowedAt(),
    connectTarget(namespace) {
      const covered = controller.sessionNamespaces()
      // The namespace asked for, then the active one, then any: the first the session grants, when there is one.
      const candidates = [namespace, ctx.store.get().activeNamespace, ...registered.keys()].filter((ns): ns is Namespace => isNamespace(ns) && registered.has(ns))
      const ns = candidates.find((c) => covered.includes(c)) ?? candidates[0]
      return ns ? { connectorId: CONNECTOR_ID, namespace: ns } : undefined
    },
    getProvider: () => controller.provider(),
  }
  ctx.services.provide('walletconnect', () => service)

  ctx.views.register('ConnectingWalletConnectBasic', { load: () => import('./views/ConnectingWalletConnectBasicView.js'), titleKey: 'walletconnect.title' })
  ctx.views.register('ConnectingWalletConnect', {
    load: () => import('./views/ConnectingWalletConnectView.js'),
    title: (params) => {
      // Params come from a route the host may have pushed by hand: read defensively.
      const name = params?.wallet?.name
      return typeof name === 'string' && name !== '' ? renameWallet(name) : CONNECTOR_NAME
    },
  })
  // Wallets of a directory that are not installed are reached by pairing with them.
  ctx.wallets.setOpener((wallet) => ({ view: 'ConnectingWalletConnect', params: { wallet } }), { fallback: true })
  // Spec §2 opening rule: with no adapter (basic pairing) and no account, the modal opens on the pairing itself.
  ctx.modal.addHomeRule((state) => (state.namespaces.length === 0 && !state.activeCaipAddress ? connectView(ctx.isMobile()) : undefined))

  // A host's own provider costs nothing to watch: its pairings (manual control) show in the slice at once.
  if (hostProvider) controller.provider().catch((error: unknown) => ctx.log.warn('the host’s UniversalProvider could not be used', error))
}

function dappMetadata(parameters: WalletConnectParameters, kitMetadata: WalletConnectParameters['metadata']) {
  const given = parameters.metadata ?? kitMetadata
  const origin = typeof location === 'undefined' ? '' : location.origin
  const title = typeof document === 'undefined' ? '' : document.title
  return {
    name: given?.name ?? (title || origin || 'Tessera'),
    description: given?.description ?? '',
    url: given?.url ?? origin,
    icons: [...(given?.icons ?? [])],
  }
}
