import type { CaipAddress, CaipNetworkId, Namespace } from './caip.js'
import type { Clock } from './clock.js'
import type { Logger } from './log.js'
import type { KitStorage, WalletListEntry } from './storage.js'
import type { KitOptions } from './options.js'
import type { Bus } from './bus.js'
import type { WalletListsWriter } from './wallets.js'
import type { Draft } from 'immer'
import type { Http } from './http.js'

export type Unsubscribe = () => void
export type Dispose = () => void | Promise<void>

// ---------------------------------------------------------------------------------------------
// Entities (spec §3)
// ---------------------------------------------------------------------------------------------

export interface NativeCurrency {
  readonly name: string
  readonly symbol: string
  readonly decimals: number
}

/** Spec §3 Network. `id` is the namespace's own reference (31337, '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'). */
export interface CaipNetwork {
  readonly id: number | string
  readonly chainNamespace: Namespace
  readonly caipNetworkId: CaipNetworkId
  readonly name: string
  readonly nativeCurrency: NativeCurrency
  readonly rpcUrls: {
    readonly default: { readonly http: readonly string[]; readonly webSocket?: readonly string[] }
    readonly chainDefault?: { readonly http: readonly string[] }
  }
  readonly blockExplorers?: { readonly default: { readonly name: string; readonly url: string } }
  readonly assets?: { readonly imageId?: string; readonly imageUrl?: string }
  readonly testnet?: boolean
}

export type AccountType = 'eoa' | 'smartAccount'

export interface Account {
  readonly namespace: Namespace
  readonly address: string
  readonly type: AccountType
  readonly publicKey?: string
  readonly path?: string
}

export type AccountStatus = 'disconnected' | 'connecting' | 'reconnecting' | 'connected'

export type ConnectorType = 'INJECTED' | 'ANNOUNCED' | 'EXTERNAL' | 'WALLET_CONNECT' | 'AUTH' | 'MULTI_CHAIN'

export interface ConnectedWalletInfo {
  readonly name: string
  readonly icon?: string
  readonly type: ConnectorType
  readonly identifier?: string
  readonly social?: string
}

export interface TokenBalance {
  readonly name: string
  readonly symbol: string
  readonly chainId: string
  readonly address?: string
  readonly value: number
  readonly price: number
  readonly quantity: { readonly decimals: string; readonly numeric: string }
  readonly iconUrl?: string
}

/** Spec §3 Account state, per namespace. Fields later plugins fill stay optional. */
export interface AccountState {
  readonly status: AccountStatus
  readonly caipAddress?: CaipAddress
  readonly address?: string
  readonly allAccounts: readonly Account[]
  readonly balance?: string
  readonly balanceSymbol?: string
  readonly balanceLoading: boolean
  readonly profileName?: string
  readonly profileImage?: string
  readonly addressExplorerUrl?: string
  readonly connectedWalletInfo?: ConnectedWalletInfo
  readonly preferredAccountType?: AccountType
  readonly currentTab: number
  readonly tokenBalance: readonly TokenBalance[]
  readonly smartAccountDeployed?: boolean
  readonly addressLabels: Readonly<Record<string, string>>
  readonly socialProvider?: string
  readonly farcasterUrl?: string
}

export interface NetworkState {
  readonly caipNetwork?: CaipNetwork
  readonly supportsAllNetworks: boolean
  readonly approvedCaipNetworkIds?: readonly CaipNetworkId[]
  readonly requestedCaipNetworks?: readonly CaipNetwork[]
  readonly smartAccountEnabledNetworks?: readonly number[]
  /** The wallet's chain reference when it sits on a network the kit was not configured with. */
  readonly unsupportedChainId?: string
}

export interface ChainState {
  readonly namespace: Namespace
  readonly caipNetworks: readonly CaipNetwork[]
  readonly networkState: NetworkState
  readonly accountState: AccountState
}

/** The serialisable face of a connector; the live object stays in the connector registry. */
export interface ConnectorSummary {
  readonly id: string
  readonly name: string
  readonly type: ConnectorType
  readonly chain: Namespace
  /** Namespaces served when same-named connectors merged into one MULTI_CHAIN entry. */
  readonly chains: readonly Namespace[]
  readonly imageUrl?: string
  readonly imageId?: string
  readonly explorerId?: string
  readonly rdns?: string
  readonly installed: boolean
}

export type ToastVariant = 'success' | 'error' | 'info'
export interface Toast {
  readonly id: number
  readonly message: string
  readonly variant: ToastVariant
}

export interface Alert {
  readonly message: string
  readonly variant: 'error' | 'warning' | 'info'
}

export interface RouteEntry<V extends ViewId = ViewId> {
  readonly view: V
  readonly params?: KitViews[V]
}

export interface ModalState {
  readonly open: boolean
  readonly history: readonly RouteEntry[]
  /** Only these connectors' namespace is offered when the modal was opened for one namespace. */
  readonly namespace?: Namespace
  readonly loading: boolean
  readonly loadingNamespaces: Partial<Readonly<Record<Namespace, boolean>>>
  readonly shake: boolean
  readonly toast?: Toast
  readonly alert?: Alert
}

// ---------------------------------------------------------------------------------------------
// Extension points: plugins augment these with `declare module 'tessera/kernel'`.
// ---------------------------------------------------------------------------------------------

/** Root state. Core keys are below; a plugin adds its slice under its own id. */
export interface KitState {
  chains: Partial<Record<Namespace, ChainState>>
  activeNamespace?: Namespace
  activeCaipNetwork?: CaipNetwork
  activeCaipAddress?: CaipAddress
  connectors: readonly ConnectorSummary[]
  modal: ModalState
  /** Namespaces whose adapter is registered, in plugin order. */
  namespaces: readonly Namespace[]
  /** Wallets offered beside the connectors (spec §3 wallet list entries), filled by a wallet-registry plugin. */
  wallets: WalletLists
}

/** The Connect view's wallet groups (spec §9 connector order) and the registry's total. */
export interface WalletLists {
  readonly recommended: readonly WalletListEntry[]
  readonly featured: readonly WalletListEntry[]
  readonly custom: readonly WalletListEntry[]
  /** At most 2, most recent first; persisted (spec §3). */
  readonly recent: readonly WalletListEntry[]
  /** How many wallets the registry lists in all (the "All Wallets" badge); 0 when there is no registry. */
  readonly count: number
}

/** The request function every wallet transport has (EIP-1193, a pairing session, an embedded wallet). */
export interface RequestProvider {
  request(arguments_: { readonly method: string; readonly params?: unknown }): Promise<unknown>
}

export type TrackedEvent =
  | 'MODAL_CREATED'
  | 'MODAL_OPEN'
  | 'MODAL_CLOSE'
  | 'SELECT_WALLET'
  | 'CONNECT_SUCCESS'
  | 'CONNECT_ERROR'
  | 'DISCONNECT_SUCCESS'
  | 'DISCONNECT_ERROR'
  | 'SWITCH_NETWORK'

/** Event name -> payload. Plugin events are named '<plugin>:<pastTense>'. */
export interface KitEvents {
  'modal:opened': { view: ViewId }
  'modal:closed': Record<string, never>
  'connection:changed': { namespace: Namespace; status: AccountStatus; caipAddress?: CaipAddress }
  'network:changed': { namespace: Namespace; caipNetwork: CaipNetwork | undefined; supported: boolean }
  'connector:registered': { id: string }
  'kit:tracked': { event: TrackedEvent; properties?: Readonly<Record<string, unknown>> }
  'kit:error': { source: string; error: unknown }
}

/** View id -> params. Core views keep the spec's names; plugin views may be namespaced ('swaps/Swap'). */
export interface KitViews {
  Connect: undefined
  ConnectingExternal: { connectorId: string }
  Account: undefined
  Networks: undefined
  UnsupportedChain: undefined
  AllWallets: undefined
  ConnectingWalletConnectBasic: undefined
  /** The wallet travels in the params, so the view needs no registry of its own. */
  ConnectingWalletConnect: { wallet: WalletListEntry }
  ApproveTransaction: undefined
}

/** Service key -> client. */
export interface KitServices {}

export type ViewId = keyof KitViews & string
export type EventType = keyof KitEvents & string

// ---------------------------------------------------------------------------------------------
// Adapters and connectors
// ---------------------------------------------------------------------------------------------

export interface ConnectorConnection {
  /** The first account is the active one. */
  readonly accounts: readonly string[]
  readonly chainId: string | number
}

export type ConnectorEvent =
  | { readonly type: 'accountsChanged'; readonly accounts: readonly string[] }
  | { readonly type: 'chainChanged'; readonly chainId: string | number }
  | { readonly type: 'disconnect' }

/** A way to reach a wallet (spec §3 Connector); plain objects, as wagmi's are. */
export interface Connector {
  readonly id: string
  readonly name: string
  readonly type: ConnectorType
  readonly chain: Namespace
  readonly imageUrl?: string
  readonly imageId?: string
  readonly explorerId?: string
  readonly info?: { readonly rdns?: string }
  /** Prompts the wallet. */
  connect(parameters: { readonly chainId?: string | number }): Promise<ConnectorConnection>
  /** Silent: resolves undefined when the wallet no longer authorises this site. */
  reconnect?(): Promise<ConnectorConnection | undefined>
  disconnect(): Promise<void>
  switchNetwork?(network: CaipNetwork): Promise<void>
  signMessage?(parameters: { readonly message: string; readonly address: string }): Promise<string>
  subscribe?(listener: (event: ConnectorEvent) => void): Unsubscribe
  /** The underlying provider, for host code that needs it (wagmi-style getProvider). */
  getProvider?(): Promise<unknown>
  /**
   * The wallet actually reached, when it is not the connector itself (a pairing's peer, a registry wallet):
   * the kernel takes its name, icon and id for the connected wallet info and the stored wallet id and name.
   */
  walletInfo?(): ConnectorWalletInfo | undefined
}

export interface ConnectorWalletInfo {
  /** Untrusted text from the wallet: render as text only. */
  readonly name: string
  /** Untrusted URL: pass through the UI's image checks. */
  readonly icon?: string
  /** A wallet registry id, when the wallet was chosen from one. */
  readonly id?: string
}

/** Spec §3 profile of an address: a name (ENS-like) and an avatar URL, each possibly unknown. */
export interface Identity {
  readonly name?: string
  readonly avatar?: string
}

export interface TokenBalancesParameters {
  readonly address: string
  readonly caipNetwork: CaipNetwork
  /** Skip caches: the visitor or the host asked for fresh numbers. */
  readonly forceUpdate: boolean
  readonly signal: AbortSignal
  /** The namespace's active connector, for wallets that report their own assets (spec §7 asset discovery). */
  readonly connector?: Connector
  /**
   * When the kernel asked (its clock): caches date their entries from it, so the kernel's 30 s refresh, timed
   * from the same instant, always finds the previous answer expired.
   */
  readonly requestedAt?: number
}

/** A namespace's chain-level abilities. Everything beyond the namespace is optional: no stubs. */
export interface ChainAdapter {
  readonly namespace: Namespace
  /** Native balance of an address on a network, as a decimal string in whole units. */
  getBalance?(parameters: {
    readonly address: string
    readonly caipNetwork: CaipNetwork
    readonly signal?: AbortSignal
    readonly forceUpdate?: boolean
  }): Promise<{ balance: string; symbol: string }>
  /** Spec §3 token balances of an address on a network; throws when none of the adapter's sources answered. */
  getTokenBalances?(parameters: TokenBalancesParameters): Promise<readonly TokenBalance[]>
  /** Name and avatar of an address; an empty object when unknown. */
  getIdentity?(parameters: { readonly address: string; readonly caipNetwork: CaipNetwork; readonly signal: AbortSignal }): Promise<Identity>
  /** Normalises an address for display and comparison (EIP-55 checksum for eip155). */
  formatAddress?(address: string): string
  addressExplorerUrl?(parameters: { readonly address: string; readonly caipNetwork: CaipNetwork }): string | undefined
  /**
   * The namespace's wallet calls over any transport, so connectors that are not the namespace's own (a
   * pairing session, an embedded wallet) switch networks and sign the namespace's way.
   */
  readonly walletRequests?: {
    switchNetwork(provider: RequestProvider, network: CaipNetwork): Promise<void>
    signMessage(provider: RequestProvider, parameters: { readonly message: string; readonly address: string }): Promise<string>
  }
}

// ---------------------------------------------------------------------------------------------
// Registries and the plugin context
// ---------------------------------------------------------------------------------------------

export interface Slice<S> {
  get(): S
  /** An immer recipe: mutate the draft, or return a replacement. */
  set(recipe: (draft: Draft<S>) => void | S): void
}

export interface StoreApi {
  get(): Readonly<KitState>
  /** Runs listener with the selected value each time it changes (Object.is unless `equals`). */
  select<T>(selector: (state: Readonly<KitState>) => T, listener: (value: T, previous: T) => void, equals?: (a: T, b: T) => boolean): Unsubscribe
  subscribe(listener: () => void): Unsubscribe
  /** Only the owner of a slice writes it: `register` hands back the writer. */
  register<K extends PluginSliceKey>(key: K, initial: KitState[K]): Slice<KitState[K]>
}

export type CoreStateKey = 'chains' | 'activeNamespace' | 'activeCaipNetwork' | 'activeCaipAddress' | 'connectors' | 'modal' | 'namespaces' | 'wallets'
export type PluginSliceKey = Exclude<keyof KitState, CoreStateKey>

export interface ViewModule {
  readonly default: unknown
}
export interface ViewDefinition {
  readonly load: () => Promise<ViewModule>
  /** Header title; a function gets the view's params. */
  readonly title?: string | ((params: unknown) => string)
  /** Whether the header shows a back button when there is history (default true). */
  readonly back?: boolean
}
export interface ViewRegistry {
  register<V extends ViewId>(id: V, definition: ViewDefinition): Unsubscribe
  get(id: ViewId): ViewDefinition | undefined
  has(id: ViewId): boolean
}

export interface Router {
  push<V extends ViewId>(view: V, ...params: ParamsArg<V>): void
  replace<V extends ViewId>(view: V, ...params: ParamsArg<V>): void
  reset<V extends ViewId>(view: V, ...params: ParamsArg<V>): void
  goBack(): void
  goBackToIndex(index: number): void
  readonly current: RouteEntry | undefined
}
export type ParamsArg<V extends ViewId> = KitViews[V] extends undefined ? [params?: undefined] : [params: KitViews[V]]

export interface AdapterRegistry {
  register(adapter: ChainAdapter, networks?: readonly CaipNetwork[]): Unsubscribe
  get(namespace: Namespace): ChainAdapter | undefined
  list(): readonly ChainAdapter[]
}

export interface ConnectorRegistry {
  register(connector: Connector): Unsubscribe
  get(id: string): Connector | undefined
  list(namespace?: Namespace): readonly Connector[]
  /** More keys (rdns, names) that hide connectors, e.g. what a wallet registry resolves excluded ids to. */
  addExclusions(values: readonly string[]): void
}

export interface ServiceRegistry {
  provide<K extends keyof KitServices>(key: K, create: () => KitServices[K] | Promise<KitServices[K]>): Unsubscribe
  use<K extends keyof KitServices>(key: K): Promise<KitServices[K]>
  has(key: keyof KitServices): boolean
}

export interface PluginContext {
  readonly id: string
  readonly options: Readonly<KitOptions>
  /** Aborted by kit.destroy(). */
  readonly signal: AbortSignal
  readonly store: StoreApi
  /** No clear(): one plugin must not be able to drop everyone's handlers. */
  readonly bus: Pick<Bus<KitEvents>, 'on' | 'onAny' | 'emit'>
  readonly views: ViewRegistry
  readonly router: Router
  readonly adapters: AdapterRegistry
  readonly connectors: ConnectorRegistry
  readonly services: ServiceRegistry
  readonly storage: KitStorage
  /** The one HTTP client (spec §7): base URLs from options, retries, timeouts, schema-parsed answers. */
  readonly http: Http
  /** The Connect view's wallet groups and the recent wallets (spec §3). */
  readonly wallets: WalletListsWriter
  readonly clock: Clock
  readonly log: Logger
  /** Registers an undo; disposers run newest-first on destroy. */
  onDispose(fn: Dispose): void
}

export interface KitPlugin<Id extends string = string> {
  readonly id: Id
  readonly requires?: readonly string[]
  /** Registrations only: no network, no heavy imports. */
  setup(ctx: PluginContext): void | Dispose | Promise<void | Dispose>
}
