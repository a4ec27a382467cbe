import type { Bus } from './bus.js'
import type { Clock } from './clock.js'
import type { ConnectionManager } from './connection.js'
import type { KitConnectorRegistry } from './connectors.js'
import type { PluginAdapters, PluginContext, PluginServices, Router } from './context.js'
import type { Http } from './http.js'
import type { Logger } from './log.js'
import type { MessageSourceRegistry } from './message-sources.js'
import type { MethodRegistry } from './methods.js'
import type { ModalController } from './modal.js'
import type { KitOptions } from './options.js'
import type { PluginReport } from './plugin-host.js'
import type { Kit } from './shell.js'
import type { SlotRegistry } from './slots.js'
import type { KitStorage } from './storage.js'
import type { KitStore } from './store.js'
import type { Dispose, KitEvents, KitState } from './types.js'
import type { KitInitialState } from './initial-state.js'
import type { ViewRegistry } from './views.js'
import type { WalletListsWriter } from './wallets.js'

// Kept apart from runtime.ts: the shell needs these names, and must not pull the runtime into the entry chunk.

/**
 * The kernel's inside, for the kit's own UI shell and its sdk wiring only: plugins and views get their
 * `PluginContext` instead, and hosts the `Kit`. Reached through `kitInternals(kit)`, the one door.
 */
export interface KitInternals {
  readonly bus: Bus<KitEvents>
  readonly log: Logger
  /** Whether the runtime has loaded; the members below throw until then (await `kit.ready`). */
  readonly started: boolean
  /** Runs fn when the kit is destroyed (what the sdk mounts). */
  onDestroy(fn: Dispose): void
  /** The state the kit was created with (its `initialState` option applied): what a server renders. */
  readonly initialState: Readonly<KitState>
  /**
   * The kit's creation state with `initialState` applied, the same object for the same argument: a provider's
   * server snapshot. The kit's live state becomes it too while nothing has written that yet.
   */
  hydrate(initialState: KitInitialState): Readonly<KitState>
  readonly options: Readonly<KitOptions>
  readonly views: ViewRegistry
  readonly slots: SlotRegistry
  readonly store: KitStore
  readonly router: Router
  readonly modal: ModalController
  readonly connectors: KitConnectorRegistry
  readonly adapters: PluginAdapters
  readonly services: PluginServices
  /** What the plugins' methods on the Kit (`kit.pay`) call. */
  readonly methods: MethodRegistry
  /** The plugins' texts, beside the modal's own: what view titles, labels and toasts by key read. */
  readonly messages: MessageSourceRegistry
  readonly storage: KitStorage
  readonly wallets: WalletListsWriter
  readonly connection: ConnectionManager
  readonly http: Http
  readonly clock: Clock
  readonly isMobile: () => boolean
  readonly failedPlugins: readonly PluginReport[]
  /** The context a view's component gets: its plugin's, or the kit's own for the core views. */
  contextOf(owner?: string): PluginContext
}

/** The members the runtime provides (the shell adds the rest). */
export type RuntimeInternals = Omit<KitInternals, 'bus' | 'log' | 'started' | 'onDestroy' | 'initialState' | 'hydrate'>

/** The keys of RuntimeInternals, for the shell's getters. */
export const RUNTIME_KEYS = [
  'options',
  'store',
  'router',
  'modal',
  'connectors',
  'adapters',
  'services',
  'methods',
  'messages',
  'views',
  'slots',
  'storage',
  'wallets',
  'connection',
  'http',
  'clock',
  'isMobile',
  'failedPlugins',
  'contextOf',
] as const satisfies readonly (keyof RuntimeInternals)[]

const DOOR: unique symbol = Symbol.for('tessera.kit-internals') as never

/** The kernel's inside of a kit (see KitInternals): for the kit's UI shell and sdk, never for plugins or hosts. */
export function kitInternals(kit: Kit): KitInternals {
  const internals = (kit as Kit & { [DOOR]?: KitInternals })[DOOR]
  if (!internals) throw new Error('Not a kit made by createKit or createKernel')
  return internals
}

export function attachInternals(kit: Kit, internals: KitInternals): void {
  Object.defineProperty(kit, DOOR, { value: internals, enumerable: false })
}
