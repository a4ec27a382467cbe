import type { CaipAddress, CaipNetworkId, Namespace } from './caip.js'
import type { MessageKey, MessageVars } from './messages.js'
import type { WalletListEntry } from './storage.js'

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
  /** Contracts the chain's tools look for, in viem's chain shape (a name resolver that speaks ENS's UniversalResolver). */
  readonly contracts?: { readonly ensUniversalResolver?: { readonly address: string } }
}

/**
 * Spec §3/§9 account types: eoa and smartAccount everywhere the embedded wallet reaches; bip122 wallets hand
 * out one address per purpose (payment, ordinal, stx).
 */
export type AccountType = 'eoa' | 'smartAccount' | 'payment' | 'ordinal' | 'stx'
/** The two an embedded wallet chooses between (spec §5 "Account type is eoa or smartAccount"). */
export type EmbeddedAccountType = Extract<AccountType, 'eoa' | 'smartAccount'>

/** Spec §3 Account. */
export interface Account {
  readonly namespace: Namespace
  readonly address: string
  readonly type: AccountType
  readonly publicKey?: string
  /** Derivation path, where the wallet shares it (bip122). */
  readonly path?: string
}

/** Spec §3 User of the embedded wallet. Untrusted text from the wallet: rendered as text only. */
export interface EmbeddedWalletUser {
  readonly email?: string | null
  readonly address: string
  readonly chainId: string | number
  readonly accounts: readonly { readonly address: string; readonly type: EmbeddedAccountType }[]
  readonly userName?: string
  readonly preferredAccountType?: EmbeddedAccountType
  readonly smartAccountDeployed?: boolean
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
  /** The last read of the native balance failed (or there is no way to read it here): unknown, not zero. */
  readonly balanceUnavailable?: boolean
  readonly profileName?: string
  readonly profileImage?: string
  readonly addressExplorerUrl?: string
  readonly connectedWalletInfo?: ConnectedWalletInfo
  /** The embedded wallet's user (AUTH connectors). */
  readonly user?: EmbeddedWalletUser
  readonly preferredAccountType?: EmbeddedAccountType
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
  /** The text in English (what logs and tests read). */
  readonly message: string
  readonly variant: ToastVariant
  /** The same text as a message key, which the modal shows in the visitor's locale. */
  readonly text?: MessageRef
}

/** A text named by its key, with its placeholders' values. */
export interface MessageRef {
  readonly key: MessageKey
  readonly vars?: MessageVars
}

export interface Alert {
  readonly message: string
  readonly variant: 'error' | 'warning' | 'info'
}

export interface RouteEntry<V extends ViewId = ViewId> {
  readonly view: V
  readonly params?: KitViews[V]
  /** Set when the view was pushed by `modal.prompt`: the view answers it, and leaving the view declines it. */
  readonly prompt?: { readonly id: number; readonly dismissible: boolean }
}

/** A view and its params, typed together: `{ view: 'Networks' }`, `{ view: 'ConnectingExternal', params: {…} }`. */
export type ViewTarget = {
  [V in ViewId]: KitViews[V] extends undefined ? { readonly view: V; readonly params?: undefined } : { readonly view: V; readonly params: KitViews[V] }
}[ViewId]

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
  /** Wallets offered beside the connectors (spec §3 wallet list entries), filled by wallet-directory plugins. */
  wallets: WalletLists
}

/** The Connect view's wallet groups (spec §9 connector order) and the directory's total. */
export interface WalletLists {
  readonly recommended: readonly WalletListEntry[]
  readonly featured: readonly WalletListEntry[]
  readonly custom: readonly WalletListEntry[]
  /** At most 2, most recent first; persisted (spec §3). The kernel adds a wallet when a connection through it succeeds. */
  readonly recent: readonly WalletListEntry[]
  /** How many wallets the directory lists in all (the "All Wallets" badge); 0 when there is none. */
  readonly count: number
}

/** The request function every wallet transport has (EIP-1193, a pairing session, an embedded wallet). */
export interface RequestProvider {
  request(arguments_: { readonly method: string; readonly params?: unknown }): Promise<unknown>
}

/**
 * Namespace -> what `getProvider(namespace)` hands host code there, so `useKitProvider('eip155')` is typed. Each
 * chain plugin adds its namespace by augmentation; the kernel names none. A namespace reached through a pairing
 * hands out the pairing's provider, which is a RequestProvider.
 */
export interface KitProviders {}

/**
 * Tracked event name -> its properties (spec §4 tracking). The kernel's own are below; a plugin adds its events
 * (SIWX_AUTH_SUCCESS, SEND_SUCCESS, …) by augmentation and sends them with `ctx.track`.
 */
export interface KitTrackedEvents {
  MODAL_CREATED: undefined
  MODAL_OPEN: { readonly connected: boolean }
  MODAL_CLOSE: { readonly connected: boolean }
  SELECT_WALLET: { readonly name: string; readonly type: ConnectorType }
  CONNECT_SUCCESS: { readonly name: string; readonly method: string }
  CONNECT_ERROR: { readonly name: string; readonly message: string }
  DISCONNECT_SUCCESS: { readonly namespaces: readonly Namespace[] }
  DISCONNECT_ERROR: { readonly message: string }
  SWITCH_NETWORK: { readonly from: CaipNetworkId | undefined; readonly to: CaipNetworkId }
}
export type TrackedEvent = keyof KitTrackedEvents & string

/** The payload of 'kit:tracked', one member per tracked event. */
export type TrackedEventPayload = {
  [E in TrackedEvent]: KitTrackedEvents[E] extends undefined ? { readonly event: E; readonly properties?: undefined } : { readonly event: E; readonly properties: KitTrackedEvents[E] }
}[TrackedEvent]

/** Event name -> payload. Plugin events are named '<plugin>:<pastTense>'. */
export interface KitEvents {
  'modal:opened': { view: ViewId }
  'modal:closed': Record<string, never>
  'connection:changed': { namespace: Namespace; status: AccountStatus; caipAddress?: CaipAddress }
  'network:changed': { namespace: Namespace; caipNetwork: CaipNetwork | undefined; supported: boolean }
  'connector:registered': { id: string; chain: Namespace }
  'kit:tracked': TrackedEventPayload
  'kit:error': { source: string; error: unknown }
  /** A transaction the kit sent for the visitor (Send, a swap): Activity lists it as pending until it is mined. */
  'transaction:sent': SentTransaction
}

/** What a plugin that sent a transaction tells the others (spec §3 Transaction, before any indexer knows it). */
export interface SentTransaction {
  readonly namespace: Namespace
  readonly caipNetworkId: CaipNetworkId
  /** The transaction hash (eip155) or signature (solana), as the chain's explorer names it. */
  readonly hash: string
  readonly from: string
  readonly to: string
  /** What moved, in whole units as decimal text ('0.5'); absent for a call that moves nothing. */
  readonly amount?: string
  readonly symbol?: string
  /** The token's contract or mint; absent for the network's own currency. */
  readonly tokenAddress?: string
  /** When it was sent (ms since the epoch). */
  readonly sentAt: number
}

/** Where a sent transaction stands on its chain. */
export type TransactionStatus = 'pending' | 'confirmed' | 'failed'

/** A namespace's answer to "is it mined yet?", from the network's RPC (so it works with no data API). */
export interface TransactionStatusReader {
  /** 'pending' while the chain does not know it as final; 'confirmed' or 'failed' once it does. */
  status(parameters: { readonly caipNetwork: CaipNetwork; readonly hash: string; readonly signal?: AbortSignal }): Promise<TransactionStatus>
  /** The transaction's page on the network's explorer, when it has one. */
  explorerUrl(parameters: { readonly caipNetwork: CaipNetwork; readonly hash: string }): string | undefined
}

/** View id -> params. Core views keep the spec's names; a plugin declares its own (spec names, or 'plugin/View'). */
export interface KitViews {
  Connect: undefined
  /** `namespace` picks the connector when one id serves several namespaces. */
  ConnectingExternal: { connectorId: string; namespace?: Namespace }
  /** Spec §3: a wallet serving several namespaces under one name (a MULTI_CHAIN entry), named by `name`. */
  ConnectingMultiChain: { name: string }
  Account: undefined
  /** The connected wallet's accounts in the active namespace, to pick the one in use. */
  SwitchAccount: undefined
  Networks: undefined
  UnsupportedChain: undefined
}

/**
 * View id -> what the view answers when a plugin opens it with `ctx.modal.prompt` (unknown for a view not listed).
 * A plugin declares its prompted views here beside their params in KitViews.
 */
export interface KitPromptAnswers {}
export type PromptAnswer<V extends ViewId> = V extends keyof KitPromptAnswers ? KitPromptAnswers[V] : unknown

/** Service key -> client. */
export interface KitServices {}

/**
 * Method name -> its signature on the host's `Kit` (`kit.pay(…)`). A plugin names its methods in its descriptor's
 * `methods` (so the kit has them from createKit on) and provides them in setup with `ctx.methods.provide`.
 */
export interface KitMethods {}
export type KitMethodName = keyof KitMethods & string

export type ViewId = keyof KitViews & string
export type EventType = keyof KitEvents & string

// ---------------------------------------------------------------------------------------------
// Slots: what plugins contribute to the core screens, each in a declared order.
// ---------------------------------------------------------------------------------------------

/** A module whose default export a screen renders (a React component, loaded on first render). */
export interface ViewModule {
  readonly default: unknown
}
export type ViewLoader = () => Promise<ViewModule>

/** Spec §9 connect methods, in `features.connectMethodsOrder`. */
export type ConnectMethod = 'email' | 'social' | 'wallet'
/** Spec §9 wallet features, in `features.walletFeaturesOrder`. */
export type WalletFeature = 'onramp' | 'swaps' | 'receive' | 'send'
/** The Account view's tabs. */
export type AccountTabId = 'tokens' | 'activity'

/** A part of the Connect view: its component gets no props and uses `usePluginContext()`. */
export interface ConnectSection {
  readonly id: ConnectMethod | (string & {})
  readonly load: ViewLoader
}

/** What a screen shows as a contribution's name: a text as given, or a message key read in the visitor's locale. */
export type SlotLabel = { readonly label: string; readonly labelKey?: undefined } | { readonly labelKey: MessageKey; readonly label?: undefined }

/** A button of the Account view that opens a feature's view. */
export type AccountFeature = SlotLabel & {
  readonly id: WalletFeature | (string & {})
  /** An icon of the modal's set ('send', 'receive', 'swap', 'card', …); none when unknown. */
  readonly icon?: string
  /** Shown only while the active namespace is one of these (all when absent). */
  readonly namespaces?: readonly Namespace[]
} & ViewTarget

/** A tab of the Account view. */
export type AccountTab = SlotLabel & {
  readonly id: AccountTabId | (string & {})
  readonly load: ViewLoader
  readonly namespaces?: readonly Namespace[]
}

/** Slot id -> what a contribution to it holds. Augmentable, as the other extension points are. */
export interface KitSlots {
  'connect.section': ConnectSection
  'account.feature': AccountFeature
  'account.tab': AccountTab
}
export type SlotId = keyof KitSlots & string

// ---------------------------------------------------------------------------------------------
// Adapters and connectors
// ---------------------------------------------------------------------------------------------

/** An account as a connector reports it; the kernel adds the namespace. */
export interface ConnectorAccount {
  readonly address: string
  readonly type: AccountType
  readonly publicKey?: string
  readonly path?: string
}

export interface ConnectorConnection {
  /** The first account is the active one. */
  readonly accounts: readonly ConnectorAccount[]
  /** The chain the wallet is on, as the wallet says it; the namespace adapter reads it (`chainReference`). */
  readonly chainId: string | number
  /** AUTH connectors (the embedded wallet): the signed-in user and the account type in use (spec §3, §4). */
  readonly user?: EmbeddedWalletUser
  readonly preferredAccountType?: EmbeddedAccountType
  readonly smartAccountDeployed?: boolean
  /** How an AUTH user signed in ('email' when absent, or the social provider). */
  readonly authProvider?: string
  /** AUTH connectors: the EVM chain ids where the wallet offers a smart account (spec §3 network state). */
  readonly smartAccountEnabledNetworks?: readonly number[]
}

/** What a wallet reports after the visitor picked another of its accounts (`Connector.selectAccount`). */
export type AccountSelection = Pick<ConnectorConnection, 'user' | 'preferredAccountType' | 'smartAccountDeployed'>

export type ConnectorEvent =
  | { readonly type: 'accountsChanged'; readonly accounts: readonly ConnectorAccount[] }
  | { readonly type: 'chainChanged'; readonly chainId: string | number }
  | { readonly type: 'disconnect' }
  /** An embedded wallet's user changed (a new email, a username): the account keeps its address. */
  | { readonly type: 'userChanged'; readonly user: EmbeddedWalletUser }

/** A way to reach a wallet (spec §3 Connector); plain objects, as wagmi's are. */
export interface Connector {
  /** Unique within its namespace: one id (`walletConnect`) may serve several namespaces, one connector each. */
  readonly id: string
  readonly name: string
  readonly type: ConnectorType
  readonly chain: Namespace
  readonly imageUrl?: string
  readonly imageId?: string
  readonly explorerId?: string
  readonly info?: { readonly rdns?: string }
  /**
   * The wallet signs for any account it gave (a Bitcoin wallet's payment and ordinals addresses), so the visitor
   * may pick the one the kit uses (`switchAccount`). Absent for wallets that choose the account themselves (EVM).
   */
  readonly accountChoice?: boolean
  /**
   * The visitor picked another of the wallet's accounts (`switchAccount`), for a wallet that must use it too (an
   * embedded wallet's smart account or EOA). A rejection keeps the account in use and is the switch's error; what
   * it answers is written with the switch.
   */
  selectAccount?(account: ConnectorAccount): Promise<AccountSelection | void>
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
  /**
   * The wallet calls of this connector's namespace, when `getProvider()` is not already that (a pairing shared by
   * several namespaces sends each request for one of them). A send asks this first, then `getProvider()`.
   */
  requester?(): RequestProvider
  /** The screen that connects through this connector; ConnectingExternal when absent. */
  connectView?(context: { readonly isMobile: boolean }): ViewTarget
}

export interface ConnectorWalletInfo {
  /** Untrusted text from the wallet: render as text only. */
  readonly name: string
  /** Untrusted URL: pass through the UI's image checks. */
  readonly icon?: string
  /** A wallet registry id, when the wallet was chosen from one. */
  readonly id?: string
  /** The wallet list entry it was chosen from: a successful connection makes it a recent wallet (spec §3). */
  readonly entry?: WalletListEntry
}

/** Spec §3 profile of an address: a name (ENS-like) and an avatar URL, each possibly unknown. */
export interface Identity {
  readonly name?: string
  readonly avatar?: string
}

/**
 * A second source of names for a namespace's accounts (a name service plugin), asked beside the adapter's own
 * `getIdentity`: the first source with a name wins over the adapter's, which still gives the avatar.
 */
export interface IdentitySource {
  readonly namespaces: readonly Namespace[]
  /** An empty object when the source knows no name; throwing counts as knowing none. */
  resolve(parameters: { readonly address: string; readonly caipNetwork: CaipNetwork; readonly signal: AbortSignal }): Promise<Identity>
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

/** One line of what a visitor is asked to approve: 'To' and an address, 'Message' and its text. */
export interface ApprovalRow {
  /** In English (what logs and tests read). */
  readonly label: string
  readonly value: string
  /** The label as a message key of the rules' plugin, shown in the visitor's locale. */
  readonly labelText?: MessageRef
  /** A value the rules wrote themselves ('New contract'), likewise; a value from the request shows as it came. */
  readonly valueText?: MessageRef
}

/**
 * How a wallet that keeps the visitor's keys for them (an embedded wallet) serves a namespace (spec §6): which calls
 * pass straight through, which the visitor approves first, and how an approval reads.
 */
export interface EmbeddedWalletRules {
  /** Spec §6: read-style calls (and broadcasts of what is already signed), passed straight to the wallet. */
  readonly safeMethods: readonly string[]
  /** Spec §6: calls that sign, send or grant; the visitor approves each first. */
  readonly unsafeMethods: readonly string[]
  /** Spec §2 ApproveTransaction: the request in rows (a message's text; a transaction's recipient, value, data); undefined for a call it does not describe. */
  describeRequest(request: {
    readonly method: string
    readonly params: unknown
    /** The network's native currency, in which a transfer's value reads. */
    readonly currency?: { readonly symbol: string; readonly decimals: number } | undefined
  }): readonly ApprovalRow[] | undefined
}

/**
 * A namespace's rules and chain-level abilities. The rules (chain references, addresses, RPC URLs, what a
 * pairing asks for, wallet calls) let shared transports (a pairing, an embedded wallet) serve the namespace
 * without knowing it. Everything is optional: no stubs; a missing rule falls back to CAIP's generic bounds.
 */
export interface ChainAdapter {
  readonly namespace: Namespace
  /**
   * The CAIP-2 reference of a chain id as a wallet reports it (a number, '0x7a69', '31337', 'eip155:31337'),
   * or undefined when it is not one. Generic CAIP-2 parsing when absent.
   */
  chainReference?(chainId: unknown): string | undefined
  /** Whether `address` is an address of this namespace (wallet answers are checked with it). */
  isAddress?(address: string): boolean
  /** Normalises an address for display and comparison (EIP-55 checksum for eip155). */
  formatAddress?(address: string): string
  /** The network's RPC URLs, the host's custom ones first. */
  rpcUrls?(network: CaipNetwork): readonly string[]
  /** What a pairing session (WalletConnect) asks the wallet for in this namespace. */
  readonly pairing?: { readonly methods: readonly string[]; readonly events: readonly string[] }
  /** Spec §6: the namespace's rules for embedded wallets, loaded when one first needs them; without them an embedded wallet does not serve the namespace. */
  readonly embeddedWallet?: () => Promise<EmbeddedWalletRules>
  addressExplorerUrl?(parameters: { readonly address: string; readonly caipNetwork: CaipNetwork }): string | undefined
  /** Transaction status and explorer links, loaded when first asked (Activity settling what the kit sent). */
  readonly transactionStatus?: () => Promise<TransactionStatusReader>
  /**
   * Whether a wallet request a host made through `getProvider` sent a transaction (eth_sendTransaction answered
   * with a hash), and what it moved; the kit then emits `transaction:sent`. Synchronous and small: it runs in the
   * host's call.
   */
  describeSent?(parameters: {
    readonly method: string
    readonly params: unknown
    readonly result: unknown
    readonly caipNetwork: CaipNetwork
    readonly address: string
    readonly now: number
  }): SentTransaction | undefined
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
  /** Spec §6: moving the network's currency and tokens through the connected wallet, loaded when a send needs it. */
  readonly send?: () => Promise<SendCapability>
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
// Sending (spec §6: eip155 and solana)
// ---------------------------------------------------------------------------------------------

/** What a send moves: the network's own currency (no `address`) or a token (contract, mint). */
export interface SendToken {
  readonly address?: string
  readonly symbol: string
  readonly decimals: number
}

/** A transfer as a namespace builds it: `amount` in the token's base units. */
export interface SendParameters {
  readonly caipNetwork: CaipNetwork
  readonly from: string
  readonly to: string
  readonly token: SendToken
  readonly amount: bigint
  readonly signal?: AbortSignal
}

/** The network fee of a transfer, in the network's currency's base units. */
export interface SendFee {
  readonly amount: bigint
  readonly symbol: string
  readonly decimals: number
}

/** A contract call a service built (an approval, a swap), sent as given: `data` and `value` (base units). */
export interface SendCallParameters {
  readonly caipNetwork: CaipNetwork
  readonly from: string
  readonly connector: Connector
  readonly to: string
  readonly data: string
  readonly value: bigint
  /** The gas limit the service set; the wallet estimates when absent. */
  readonly gas?: bigint
  readonly signal?: AbortSignal
}

/**
 * A namespace's transfers over any connector (its own wallets, a pairing, an embedded wallet). Failures are
 * KitErrors whose shortMessage a visitor can read: the wallet's refusal, or the node's error in the spec's words.
 */
export interface SendCapability {
  estimateFee(parameters: SendParameters): Promise<SendFee>
  /** Asks the wallet to send; resolves with the transaction hash (eip155) or signature (solana). */
  send(parameters: SendParameters & { readonly connector: Connector }): Promise<string>
  /** Asks the wallet to send a contract call (swaps); resolves with the hash. Namespaces without calls lack it. */
  sendCall?(parameters: SendCallParameters): Promise<string>
  /** Resolves once the transaction is final enough to read balances after it; rejects when it failed on chain. */
  wait(parameters: { readonly caipNetwork: CaipNetwork; readonly hash: string; readonly signal?: AbortSignal }): Promise<void>
  /** Spec §5: whether `hash` is a transaction id of the namespace. */
  isTransactionHash(hash: string): boolean
  transactionExplorerUrl(parameters: { readonly caipNetwork: CaipNetwork; readonly hash: string }): string | undefined
}
