import type { Draft } from 'immer'
import type * as z from 'zod/mini'
import type { Bus } from './bus.js'
import type { Namespace } from './caip.js'
import type { Clock } from './clock.js'
import type { Http } from './http.js'
import type { Logger } from './log.js'
import type { MessageKey, MessageSource } from './messages.js'
import type { KitOptions, KitOptionsInput } from './options.js'
import type { AccountInfo } from './account-info.js'
import type { ConnectionStep } from './pipeline.js'
import type { CloseGuard, HomeRule, OpenOptions, PromptOptions } from './modal.js'
import type { CoreStorageKey, CoreStorageValues, StorageItem, WalletListEntry } from './storage.js'
import type { WalletOpener, WalletOpenerOptions } from './wallets.js'

export type { StorageItem }
import type {
  Alert,
  CaipNetwork,
  ChainAdapter,
  Connector,
  Dispose,
  IdentitySource,
  KitEvents,
  KitMethodName,
  KitMethods,
  KitServices,
  KitSlots,
  KitState,
  KitTrackedEvents,
  KitViews,
  PromptAnswer,
  RouteEntry,
  SlotId,
  ToastVariant,
  MessageRef,
  TrackedEvent,
  Unsubscribe,
  ViewId,
  ViewLoader,
  ViewTarget,
  WalletLists,
} from './types.js'

/** A plugin's stored values, declared by the plugin that owns them: key (without the prefix) -> value. */
export interface KitStorageKeys {}

export type CoreStateKey = 'chains' | 'activeNamespace' | 'activeCaipNetwork' | 'activeCaipAddress' | 'connectors' | 'modal' | 'namespaces' | 'wallets'
export type PluginSliceKey = Exclude<keyof KitState, CoreStateKey>

export interface Slice<S> {
  get(): S
  /** An immer recipe: mutate the draft, or return a replacement. */
  set(recipe: (draft: Draft<S>) => void | S): void
}

export interface PluginStore {
  get(): Readonly<KitState>
  /** The state the kit was created with: what a server renders, so a hydrating client renders it too. */
  getInitialState(): Readonly<KitState>
  /** Runs listener with the selected value each time it changes (Object.is unless `equals`). */
  select<T>(selector: (state: Readonly<KitState>) => T, listener: (value: T, previous: T) => void, equals?: (a: T, b: T) => boolean): Unsubscribe
  subscribe(listener: () => void): Unsubscribe
  /** Only the owner of a slice writes it: `register` hands back the writer. */
  register<K extends PluginSliceKey>(key: K, initial: KitState[K]): Slice<KitState[K]>
}

/** A view the modal can show; `title` gets the view's own params, typed. */
export interface ViewDefinition<V extends ViewId = ViewId> {
  readonly load: ViewLoader
  /** Header title; a function gets the view's params, and may name a message key with values (`Continue with {name}`). */
  readonly title?: string | ((params: KitViews[V]) => string | MessageRef)
  /** The title as a message key (the plugin adds its texts with `ctx.messages.add`), read when `title` gives none. */
  readonly titleKey?: MessageKey
  /** Whether the header shows a back button when there is history (default true). */
  readonly back?: boolean
}

export interface PluginViews {
  register<V extends ViewId>(id: V, definition: ViewDefinition<V>): Unsubscribe
  has(id: ViewId): boolean
  /** Fetches a view's code ahead, when the visitor is about to reach it, so it shows with no loading frame. */
  preload(id: ViewId): void
}

export interface PluginSlots {
  /** Adds to a core screen; the screen orders contributions by the slot's option (`features.*Order`). */
  register<S extends SlotId>(slot: S, contribution: KitSlots[S]): Unsubscribe
}

export type ParamsArg<V extends ViewId> = KitViews[V] extends undefined ? [params?: undefined] : [params: KitViews[V]]

/** The modal's view stack (spec §2). */
export interface Router {
  push<V extends ViewId>(view: V, ...params: ParamsArg<V>): void
  /** Pushes a view given with its params as one value (a connector's `connectView`, a slot's target). */
  pushTarget(target: ViewTarget): void
  replace<V extends ViewId>(view: V, ...params: ParamsArg<V>): void
  reset<V extends ViewId>(view: V, ...params: ParamsArg<V>): void
  goBack(): void
  goBackToIndex(index: number): void
  readonly current: RouteEntry | undefined
}

export interface PluginModal {
  open(options?: OpenOptions): void
  /** Returns whether the modal closed; a close guard (or an unanswered required prompt) keeps it open. */
  close(options?: { readonly force?: boolean }): boolean
  isOpen(): boolean
  /**
   * Shows `view` (opening the modal if needed) and waits for its answer: the view calls `prompt.resolve(value)`
   * or `prompt.reject(error)`. Leaving the view (back, close, reset) rejects with a PromptDismissedError.
   */
  prompt<V extends ViewId>(view: V, ...rest: PromptArgs<V>): Promise<PromptAnswer<V>>
  /** Returns false to keep the modal open; runs on every close that is not forced. */
  addCloseGuard(guard: CloseGuard): Unsubscribe
  /**
   * Where the modal goes when it goes home (after connecting, disconnecting, closing in embedded mode): the first
   * rule that answers, else Account when connected, else Connect.
   */
  addHomeRule(rule: HomeRule): Unsubscribe
  home(): RouteEntry
  /** `text` names the message's key (your texts added with `ctx.messages.add`), read in the visitor's locale. */
  showToast(message: string, variant?: ToastVariant, text?: MessageRef): void
  hideToast(): void
  setLoading(loading: boolean, namespace?: Namespace): void
  /**
   * The Connect view offers only this namespace's connectors until the modal closes, as `open({ namespace })` does:
   * for a view that pushes Connect over itself (a payment on one chain family).
   */
  limitConnectors(namespace: Namespace | undefined): void
  shake(): void
  /** Spec §8 alerts: shown in debug mode, always logged. */
  showAlert(alert: Alert): void
}
export type PromptArgs<V extends ViewId> = KitViews[V] extends undefined
  ? [params?: undefined, options?: PromptOptions]
  : [params: KitViews[V], options?: PromptOptions]

export interface PluginConnection {
  connect(connectorId: string, options?: { readonly namespace?: Namespace }): Promise<void>
  disconnect(namespace?: Namespace): Promise<void>
  switchNetwork(network: CaipNetwork): Promise<void>
  signMessage(parameters: { readonly message: string; readonly namespace?: Namespace }): Promise<string>
  /** Makes another of the connected wallet's accounts the one in use (bip122 payment ↔ ordinal). */
  switchAccount(parameters: { readonly address: string; readonly namespace?: Namespace }): Promise<void>
  /** Spec §3: the connector each namespace is connected through. */
  activeConnector(namespace: Namespace): Connector | undefined
  /** Native balance, then token balances and identity; `forceUpdate` skips the adapters' caches. */
  refreshAccountData(namespace?: Namespace, options?: { readonly forceUpdate?: boolean }): Promise<void>
  getAccount(namespace?: Namespace): AccountInfo
  /** A step between "the wallet answered" and "connected" (sign-in, account type, smart-account set-up). */
  addStep(step: ConnectionStep): Unsubscribe
  /** Names the account from another source than the namespace's adapter (a name service); read with the identity. */
  addIdentitySource(source: IdentitySource): Unsubscribe
}

export interface PluginAdapters {
  /** One adapter per namespace; registering creates the namespace's chain state with its networks. */
  register(adapter: ChainAdapter, networks?: readonly CaipNetwork[]): Unsubscribe
  get(namespace: Namespace): ChainAdapter | undefined
  list(): readonly ChainAdapter[]
}

export interface PluginConnectors {
  register(connector: Connector): Unsubscribe
  /** The connector with this id in `namespace`; without one, in the active namespace first, then any. */
  get(id: string, namespace?: Namespace): Connector | undefined
  list(namespace?: Namespace): readonly Connector[]
  /** Hides browser wallets matching these keys (registry ids, rdns, names), as the host's excludeWalletIds do. */
  exclude(values: readonly string[]): Unsubscribe
}

export interface PluginServices {
  provide<K extends keyof KitServices>(key: K, create: () => KitServices[K] | Promise<KitServices[K]>): Unsubscribe
  use<K extends keyof KitServices>(key: K): Promise<KitServices[K]>
  has(key: keyof KitServices): boolean
}

/** The plugin's texts (`MessageSource`): its views read them with `useMessages`; added here, its keys also name view titles, Account-view labels and toasts. */
export interface PluginMessages {
  add<K extends MessageKey>(source: MessageSource<K>): Unsubscribe
}

export interface PluginMethods {
  /** Implements a method this plugin names in its descriptor's `methods`; the host's calls wait for setup. */
  provide<K extends KitMethodName>(name: K, implementation: KitMethods[K]): Unsubscribe
}

export interface PluginStorage {
  /**
   * The kit's own part of the page's storage (`id`, or `kit-2` for a second kit without one); undefined for the
   * spec's keys. A plugin whose library keeps records of its own (sessions, keys) separates them by it too.
   */
  readonly namespace: string | undefined
  /** Declares a key this plugin owns (one owner per key) and returns its reader and writer. */
  declare<K extends keyof KitStorageKeys & string>(key: K, schema: z.ZodMiniType<KitStorageKeys[K]>): StorageItem<KitStorageKeys[K]>
  /** A key this plugin declared, from its views. */
  item<K extends keyof KitStorageKeys & string>(key: K): StorageItem<KitStorageKeys[K]>
  /** Reads a key the kernel owns (active network, wallet id and name, …). */
  read<K extends CoreStorageKey>(key: K): CoreStorageValues[K] | undefined
}

export interface PluginWallets {
  /** Replaces the given groups of the Connect view's wallets (spec §9 connector order). */
  set(lists: Partial<Omit<WalletLists, 'recent'>>): void
  /**
   * How a wallet list entry that is not installed is reached: the opener answers with a view, or undefined for a
   * wallet it does not serve. A `fallback` opener (pairing, which reaches any wallet) is asked after the others.
   */
  setOpener(open: WalletOpener, options?: WalletOpenerOptions): Unsubscribe
  /** The openers as one: the first answer wins; undefined when no plugin reaches wallets at all. */
  opener(): WalletOpener | undefined
  /** Where the visitor browses every wallet of a directory ("All Wallets", with `count` beside it). */
  setBrowser(target: ViewTarget): Unsubscribe
  browser(): ViewTarget | undefined
}

/**
 * A plugin's one face of the kit, the same in `setup` and in its views (`usePluginContext()`): everything it
 * registers here is undone when it fails or the kit is destroyed.
 */
export interface PluginContext {
  readonly id: string
  readonly options: Readonly<KitOptions>
  /** Aborted by kit.destroy(). */
  readonly signal: AbortSignal
  readonly store: PluginStore
  readonly bus: Pick<Bus<KitEvents>, 'on' | 'onAny' | 'emit'>
  readonly views: PluginViews
  readonly slots: PluginSlots
  readonly router: Router
  readonly modal: PluginModal
  readonly connection: PluginConnection
  readonly adapters: PluginAdapters
  readonly connectors: PluginConnectors
  readonly services: PluginServices
  /** Methods this plugin adds to the host's Kit (`kit.pay`). */
  readonly methods: PluginMethods
  /** Where the modal finds this plugin's texts in the visitor's language. */
  readonly messages: PluginMessages
  readonly storage: PluginStorage
  /** The Connect view's wallets: groups, how they are reached. */
  readonly wallets: PluginWallets
  /** The one HTTP client (spec §7): base URLs from options, retries, timeouts, schema-parsed answers. */
  readonly http: Http
  readonly clock: Clock
  readonly log: Logger
  isMobile(): boolean
  /** Sends a tracked event (spec §4); declare yours in KitTrackedEvents. */
  track<E extends TrackedEvent>(event: E, ...properties: KitTrackedEvents[E] extends undefined ? [] : [KitTrackedEvents[E]]): void
  /** Registers an undo; disposers run newest-first on destroy. */
  onDispose(fn: Dispose): void
}

/** Top-level options (spec §3 names) whose behaviour a plugin provides. */
export type OwnableOption = keyof KitOptionsInput

export interface KitPlugin<Id extends string = string> {
  readonly id: Id
  readonly requires?: readonly string[]
  /**
   * Top-level options this plugin reads (`universalProvider`, `siwx`, …). Setting one of the spec's feature options
   * that no plugin owns is an error at start-up, rather than silently doing nothing.
   */
  readonly ownsOptions?: readonly OwnableOption[]
  /**
   * Methods this plugin adds to the host's Kit (declared in KitMethods, implemented with `ctx.methods.provide`).
   * Listed here so the kit has them the moment createKit returns; a call waits for the plugins' setup.
   */
  readonly methods?: readonly KitMethodName[]
  /** Registrations only: no network, no heavy imports. */
  setup(ctx: PluginContext): void | Dispose | Promise<void | Dispose>
}

