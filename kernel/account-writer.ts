import type { Bus } from './bus.js'
import { toCaipAddress, type CaipAddress, type Namespace } from './caip.js'
import { chainReferenceOf } from './chain-reference.js'
import type { PluginAdapters, Router } from './context.js'
import { KitError } from './kit-error.js'
import type { ModalController } from './modal.js'
import type { KitOptions } from './options.js'
import type { KitStorage } from './storage.js'
import type { KitStore } from './store.js'
import type { Account, AccountSelection, AccountStatus, CaipNetwork, Connector, ConnectorConnection, EmbeddedWalletUser, KitEvents } from './types.js'
import { initialAccountState, MAX_STORED_ACCOUNTS, type StoredConnections } from './initial-state.js'

/** A wallet's answer read through its namespace's rules. */
export interface Resolved {
  readonly accounts: readonly Account[]
  readonly address: string
  readonly reference: string
  readonly caipAddress: CaipAddress
  readonly network: CaipNetwork | undefined
}

export interface AccountWriterDeps {
  readonly store: KitStore
  readonly bus: Bus<KitEvents>
  readonly storage: KitStorage
  readonly adapters: PluginAdapters
  readonly modal: ModalController
  readonly router: Router
  readonly options: Pick<KitOptions, 'enableNetworkSwitch' | 'allowUnsupportedChain' | 'defaultAccountTypes'>
  /** Reads the account's data again (balance, tokens, name) after it changed. */
  readonly refresh: (namespace: Namespace) => void
}

export type AccountWriter = ReturnType<typeof createAccountWriter>

/**
 * The only writer of the core account and network state (spec §3, §4): statuses mirrored to storage, the active
 * network, a wallet's answer read through its adapter and written as the connected account, the wallet moving to a
 * chain the kit knows or not, and an account reset. The connection manager decides when; this decides what.
 */
export function createAccountWriter(deps: AccountWriterDeps) {
  const { store, bus, storage, adapters, modal, router, options } = deps

  const chainOf = (ns: Namespace) => store.get().chains[ns]
  const referenceOf = (ns: Namespace, chainId: unknown) => chainReferenceOf(adapters.get(ns), ns, chainId)
  const findNetwork = (ns: Namespace, reference: string | undefined) =>
    reference === undefined ? undefined : chainOf(ns)?.caipNetworks.find((n) => String(n.id) === reference)

  function setStatus(ns: Namespace, status: AccountStatus) {
    store.update((d) => {
      const chain = d.chains[ns]
      if (!chain) return
      // An account shown from the host's initial state while it was restored goes when the restore fails.
      if (status === 'disconnected' && chain.accountState.address !== undefined) {
        chain.accountState = initialAccountState('disconnected') as typeof chain.accountState
        if (d.activeNamespace === ns) d.activeCaipAddress = undefined
      } else chain.accountState.status = status
    })
    if (status === 'disconnected') persistConnection(ns)
    mirrorConnectionStatus()
  }

  /**
   * Spec §3 `connections`: the connected account per namespace, so a server reading the kit's cookies can show it
   * after a reload. Kept while a connection is being made or restored; written when connected, removed when not.
   */
  function persistConnection(ns: Namespace) {
    const chain = chainOf(ns)
    const account = chain?.accountState
    if (account?.status === 'connecting' || account?.status === 'reconnecting') return
    const stored = storage.get('connections') ?? {}
    const connectorId = storage.getConnectorId(ns)
    const next: { -readonly [N in keyof StoredConnections]: StoredConnections[N] } = { ...stored, [ns]: undefined }
    if (account?.status === 'connected' && account.address !== undefined && connectorId !== undefined) {
      next[ns] = {
        connectorId,
        // The account in use first: a restored page (and a server reading the cookie) shows that one.
        accounts: activeFirst(account.allAccounts, account.address)
          .slice(0, MAX_STORED_ACCOUNTS)
          .map((a) => ({ address: a.address, type: a.type })),
        ...(chain!.networkState.unsupportedChainId === undefined && chain!.networkState.caipNetwork
          ? { caipNetworkId: chain!.networkState.caipNetwork.caipNetworkId }
          : {}),
      }
    }
    const entries = Object.entries(next).filter(([, connection]) => connection !== undefined)
    if (JSON.stringify(entries) === JSON.stringify(Object.entries(stored))) return
    if (entries.length === 0) storage.remove('connections')
    else storage.set('connections', Object.fromEntries(entries))
  }

  /** A chain shown from the host's initial state whose plugin never registered: nothing can restore it. */
  function dropUnregistered() {
    store.update((d) => {
      for (const ns of Object.keys(d.chains) as Namespace[]) {
        if (d.namespaces.includes(ns)) continue
        delete d.chains[ns]
        if (d.activeNamespace !== ns) continue
        d.activeNamespace = undefined
        d.activeCaipNetwork = undefined
        d.activeCaipAddress = undefined
      }
    })
  }

  /** Spec §4: connected or disconnected is mirrored into storage as the overall status. */
  function mirrorConnectionStatus() {
    const chains = Object.values(store.get().chains)
    const statuses = chains.map((c) => c?.accountState.status)
    if (statuses.includes('connected')) storage.set('connection_status', 'connected')
    else if (statuses.every((s) => s === 'disconnected')) storage.set('connection_status', 'disconnected')
    storage.set(
      'connected_namespaces',
      chains
        // A namespace still being restored stays listed: a reload during the wait must not forget the session.
        .filter((c) => c?.accountState.status === 'connected' || c?.accountState.status === 'reconnecting')
        .map((c) => c!.namespace),
    )
  }

  function setActiveNetwork(network: CaipNetwork) {
    const ns = network.chainNamespace
    store.update((d) => {
      const chain = d.chains[ns]
      if (chain) {
        // The last network's balance is not this one's: shown under the new name until (or if) a read succeeds, it would misstate funds.
        if (chain.networkState.caipNetwork?.caipNetworkId !== network.caipNetworkId) {
          chain.accountState.balance = undefined
          chain.accountState.balanceSymbol = undefined
        }
        chain.networkState.caipNetwork = network as typeof chain.networkState.caipNetwork
        chain.networkState.unsupportedChainId = undefined
        const address = chain.accountState.address
        if (address) chain.accountState.caipAddress = toCaipAddress(ns, String(network.id), address)
      }
      const changedNamespace = d.activeNamespace !== ns
      d.activeNamespace = ns
      d.activeCaipNetwork = network as typeof d.activeCaipNetwork
      d.activeCaipAddress = d.chains[ns]?.accountState.caipAddress
      if (changedNamespace) d.modal.loadingNamespaces = {}
    })
    storage.set('active_caip_network_id', network.caipNetworkId)
    storage.set('active_namespace', ns)
    persistConnection(ns)
  }

  /** The wallet moved (or was moved) to `reference`: follow it, or flag it unsupported (spec §2, §4). */
  function onChainChanged(ns: Namespace, reference: string) {
    const network = findNetwork(ns, reference)
    const before = store.get().activeCaipNetwork
    const onUnsupportedView = () => store.get().modal.history.at(-1)?.view === 'UnsupportedChain'
    if (network) {
      const wasUnsupported = chainOf(ns)?.networkState.unsupportedChainId !== undefined
      setActiveNetwork(network)
      bus.emit('network:changed', { namespace: ns, caipNetwork: network, supported: true })
      if (before?.caipNetworkId !== network.caipNetworkId || wasUnsupported) deps.refresh(ns)
      if (onUnsupportedView()) {
        if (store.get().modal.history.length > 1) router.goBack()
        else modal.close({ force: true })
      }
      return
    }
    store.update((d) => {
      const chain = d.chains[ns]
      if (!chain) return
      chain.networkState.unsupportedChainId = reference
      const address = chain.accountState.address
      if (address) chain.accountState.caipAddress = toCaipAddress(ns, reference, address)
      chain.accountState.balance = undefined
      chain.accountState.tokenBalance = []
      if (d.activeNamespace === ns) d.activeCaipAddress = chain.accountState.caipAddress
    })
    persistConnection(ns)
    bus.emit('network:changed', { namespace: ns, caipNetwork: undefined, supported: false })
    if (options.enableNetworkSwitch && !options.allowUnsupportedChain) {
      // Keep where the user was, so coming back to a known network returns there.
      if (!store.get().modal.open) modal.open({ view: 'UnsupportedChain' })
      else if (!onUnsupportedView()) router.push('UnsupportedChain')
    } else if (store.get().modal.open && store.get().modal.history.length > 1) {
      // Spec §2: back navigation when the active network is not among the chain's networks.
      router.goBack()
    }
  }

  /** The wallet's answer read through the namespace adapter's rules; undefined when it names no account. */
  function resolve(ns: Namespace, connection: Pick<ConnectorConnection, 'accounts' | 'chainId'>, connector?: Pick<Connector, 'accountChoice'>): Resolved | undefined {
    const adapter = adapters.get(ns)
    const format = (address: string) => adapter?.formatAddress?.(address) ?? address
    const accounts: Account[] = connection.accounts.map((a) => ({
      namespace: ns,
      address: format(a.address),
      type: a.type,
      ...(a.publicKey === undefined ? {} : { publicKey: a.publicKey }),
      ...(a.path === undefined ? {} : { path: a.path }),
    }))
    // Spec §9 default account types: a wallet that lets the kit choose (one address per purpose: bip122 payment,
    // ordinal) is used through the visitor's last choice, else the namespace's default type; any other wallet
    // through the account it names first.
    const type = connector?.accountChoice ? (storage.get('preferred_account_types')?.[ns] ?? options.defaultAccountTypes[ns]) : undefined
    const first = (type === undefined ? undefined : accounts.find((a) => a.type === type)) ?? accounts[0]
    if (!first) return undefined
    const reference = referenceOf(ns, connection.chainId)
    if (reference === undefined) throw new KitError(`The wallet is on a chain the kit cannot read (${String(connection.chainId).slice(0, 64)})`)
    return { accounts, address: first.address, reference, caipAddress: toCaipAddress(ns, reference, first.address), network: findNetwork(ns, reference) }
  }

  /**
   * The visitor picked another of the wallet's accounts (a bip122 wallet's ordinals address): it becomes the
   * namespace's address, and its type the namespace's choice for the next connection. False when the account is
   * not one the wallet gave.
   */
  function selectAccount(ns: Namespace, address: string): boolean {
    const chain = chainOf(ns)
    const account = chain?.accountState
    const picked = account?.status === 'connected' ? account.allAccounts.find((a) => a.address === address) : undefined
    if (!chain || !picked) return false
    storage.set('preferred_account_types', { ...storage.get('preferred_account_types'), [ns]: picked.type })
    if (account!.address === address) return true
    const network = chain.networkState.caipNetwork
    const reference = chain.networkState.unsupportedChainId ?? (network ? String(network.id) : undefined)
    if (reference === undefined) return false
    const caipAddress = toCaipAddress(ns, reference, address)
    store.update((d) => {
      const c = d.chains[ns]
      if (!c) return
      c.accountState.address = address
      c.accountState.caipAddress = caipAddress
      // The other address's funds and name are not this one's.
      c.accountState.balance = undefined
      c.accountState.balanceSymbol = undefined
      c.accountState.tokenBalance = []
      c.accountState.profileName = undefined
      c.accountState.profileImage = undefined
      c.accountState.addressExplorerUrl = network ? adapters.get(ns)?.addressExplorerUrl?.({ address, caipNetwork: network }) : undefined
      if (d.activeNamespace === ns) d.activeCaipAddress = caipAddress
    })
    persistConnection(ns)
    bus.emit('connection:changed', { namespace: ns, status: 'connected', caipAddress })
    deps.refresh(ns)
    return true
  }

  /** Writes a connected account (spec §3 account state), with what an AUTH connector adds (user, account type). */
  /** `activate`: the visitor chose this connection (a connect), so its namespace becomes the active one. */
  function commit(ns: Namespace, connector: Connector, connection: ConnectorConnection, resolved: Resolved, options: { readonly activate?: boolean } = {}) {
    const adapter = adapters.get(ns)
    const { address, caipAddress, network } = resolved
    const addressChanged = chainOf(ns)?.accountState.address !== address
    const wallet = connector.walletInfo?.()
    const social = connection.authProvider && connection.authProvider !== 'email' ? connection.authProvider : undefined
    store.update((d) => {
      const chain = d.chains[ns]
      if (!chain) return
      const account = chain.accountState
      account.status = 'connected'
      account.address = address
      account.caipAddress = caipAddress
      account.allAccounts = resolved.accounts as typeof account.allAccounts
      account.connectedWalletInfo = {
        name: wallet?.name ?? connector.name,
        icon: wallet ? wallet.icon : connector.imageUrl,
        type: connector.type,
        identifier: wallet?.id ?? connector.info?.rdns ?? connector.id,
        ...(social ? { social } : {}),
      }
      if (connection.user) account.user = connection.user as typeof account.user
      if (connection.preferredAccountType) account.preferredAccountType = connection.preferredAccountType
      if (connection.smartAccountDeployed !== undefined) account.smartAccountDeployed = connection.smartAccountDeployed
      if (connection.smartAccountEnabledNetworks) chain.networkState.smartAccountEnabledNetworks = [...connection.smartAccountEnabledNetworks]
      if (social) account.socialProvider = social
      if (addressChanged) {
        account.balance = undefined
        account.profileName = undefined
        account.profileImage = undefined
      }
      account.addressExplorerUrl = network ? adapter?.addressExplorerUrl?.({ address, caipNetwork: network }) : undefined
      if (options.activate || !d.activeNamespace || d.activeNamespace === ns || !d.activeCaipAddress) {
        d.activeNamespace = ns
        d.activeCaipAddress = caipAddress
      }
    })
    storage.setConnectorId(ns, connector.id)
    persistConnection(ns)
    storage.set('wallet_name', (wallet?.name ?? connector.name).slice(0, 256))
    storage.set('wallet_id', (wallet?.id ?? connector.explorerId ?? connector.id).slice(0, 256))
    mirrorConnectionStatus()
    bus.emit('connection:changed', { namespace: ns, status: 'connected', caipAddress })
    if (network) {
      const networkChanged = store.get().activeCaipNetwork?.caipNetworkId !== network.caipNetworkId
      if (store.get().activeNamespace === ns) setActiveNetwork(network)
      else
        store.update((d) => {
          const chain = d.chains[ns]
          if (chain) chain.networkState.caipNetwork = network as typeof chain.networkState.caipNetwork
        })
      if (networkChanged || addressChanged || chainOf(ns)?.accountState.balance === undefined) deps.refresh(ns)
    } else onChainChanged(ns, resolved.reference)
  }

  /** Back to no account; `lastConnection` also forgets the stored wallet id and name (spec §3). */
  function reset(ns: Namespace, lastConnection: boolean) {
    store.update((d) => {
      const chain = d.chains[ns]
      if (!chain) return
      chain.accountState = initialAccountState('disconnected') as typeof chain.accountState
      chain.networkState.unsupportedChainId = undefined
      if (d.activeNamespace === ns) d.activeCaipAddress = undefined
    })
    storage.removeConnectorId(ns)
    persistConnection(ns)
    if (lastConnection) {
      storage.remove('wallet_id')
      storage.remove('wallet_name')
    }
    mirrorConnectionStatus()
    bus.emit('connection:changed', { namespace: ns, status: 'disconnected' })
  }

  /** Spec §3's user of an embedded-wallet account, as its wallet reports a change (the address stays). */
  /** An AUTH account's user, account type in use and deployment, as its wallet reports them now. */
  function setUser(ns: Namespace, user: EmbeddedWalletUser) {
    setAuthDetails(ns, { user, preferredAccountType: user.preferredAccountType, smartAccountDeployed: user.smartAccountDeployed })
  }

  function setAuthDetails(ns: Namespace, details: AccountSelection) {
    store.update((d) => {
      const account = d.chains[ns]?.accountState
      if (account?.status !== 'connected') return
      if (details.user) account.user = details.user as typeof account.user
      if (details.preferredAccountType) account.preferredAccountType = details.preferredAccountType
      if (details.smartAccountDeployed !== undefined) account.smartAccountDeployed = details.smartAccountDeployed
    })
  }

  return { chainOf, referenceOf, setStatus, setActiveNetwork, onChainChanged, resolve, commit, selectAccount, setUser, setAuthDetails, reset, dropUnregistered }
}

function activeFirst(accounts: readonly Account[], address: string | undefined): readonly Account[] {
  const at = accounts.findIndex((a) => a.address === address)
  return at <= 0 ? accounts : [accounts[at]!, ...accounts.slice(0, at), ...accounts.slice(at + 1)]
}
