import { createAdapterRegistry } from './adapters.js'
import { createBus, type Bus } from './bus.js'
import type { Namespace } from './caip.js'
import { systemClock, type Clock } from './clock.js'
import { createConnectionManager, type ConnectionManager } from './connection.js'
import { createConnectorRegistry, type KitConnectorRegistry } from './connectors.js'
import { ErrorMessages, InvalidOptionsError, KitError } from './errors.js'
import { createLogger, type Logger } from './log.js'
import { createModalController, type ModalController, type OpenOptions } from './modal.js'
import { parseKitOptions, type KitOptions, type KitOptionsInput } from './options.js'
import { isMobileDevice } from './platform.js'
import { disposeAll, orderPlugins, runPlugins, type PluginReport } from './plugin-host.js'
import { createRouter } from './router.js'
import { createServiceRegistry } from './services.js'
import { createKitStorage, defaultStorageBackend, type KitStorage } from './storage.js'
import { createStore, type KitStore } from './store.js'
import type {
  AccountState,
  AdapterRegistry,
  CaipNetwork,
  CoreStateKey,
  Dispose,
  KitEvents,
  KitState,
  PluginContext,
  Router,
  ServiceRegistry,
  Unsubscribe,
  ViewRegistry,
} from './types.js'
import { createViewRegistry } from './views.js'

/** Spec §3 "Account info returned to the host". */
export interface AccountInfo {
  readonly allAccounts: AccountState['allAccounts']
  readonly caipAddress: AccountState['caipAddress']
  readonly address: string | undefined
  readonly isConnected: boolean
  readonly status: AccountState['status'] | undefined
  readonly embeddedWalletInfo?: {
    readonly user: unknown
    readonly authProvider: string
    readonly accountType: AccountState['preferredAccountType']
    readonly isSmartAccountDeployed: boolean
  }
}

export interface Kit {
  readonly options: Readonly<KitOptions>
  /** Resolves once every plugin is set up and stored connections are restored. */
  readonly ready: Promise<void>
  open(options?: OpenOptions): void
  close(options?: { force?: boolean }): boolean
  getState(): Readonly<KitState>
  subscribeState(listener: () => void): Unsubscribe
  subscribeEvents(listener: <K extends keyof KitEvents>(type: K, payload: KitEvents[K]) => void): Unsubscribe
  getAccount(namespace?: Namespace): AccountInfo
  getCaipNetwork(namespace?: Namespace): CaipNetwork | undefined
  connect(connectorId: string): Promise<void>
  switchNetwork(network: CaipNetwork): Promise<void>
  disconnect(namespace?: Namespace): Promise<void>
  signMessage(parameters: { message: string; namespace?: Namespace }): Promise<string>
  destroy(): Promise<void>
  readonly destroyed: boolean
  /** Plugins that failed to start, by id; the rest of the kit keeps working. */
  readonly failedPlugins: readonly PluginReport[]
  // Registries, for the UI and for plugins' views.
  readonly bus: Bus<KitEvents>
  readonly store: KitStore
  readonly router: Router
  readonly views: ViewRegistry
  readonly modal: ModalController
  readonly connectors: KitConnectorRegistry
  readonly adapters: AdapterRegistry
  readonly services: ServiceRegistry
  readonly storage: KitStorage
  readonly connection: ConnectionManager
  readonly clock: Clock
  readonly log: Logger
  readonly isMobile: () => boolean
  /** Runs fn when the kit is destroyed (used by the sdk for what it mounts). */
  onDestroy(fn: Dispose): void
}

/** The core keys only: plugins' slices (which augmentation may declare required) arrive through `register`. */
export function initialState(): Pick<KitState, CoreStateKey> {
  return {
    chains: {},
    connectors: [],
    namespaces: [],
    modal: { open: false, history: [], loading: false, loadingNamespaces: {}, shake: false },
  }
}

/**
 * Builds a kit instance: no module-level state, so two kits on one page (or one per test) are independent.
 * Option errors, duplicate plugin ids and missing requirements throw here, synchronously.
 */
export function createKernel(input: KitOptionsInput): Kit {
  const parsed = parseKitOptions(input)
  if (!parsed.ok) {
    if (parsed.conflict === 'siwx') throw new KitError(ErrorMessages.SIWX_AND_SIWE)
    throw new InvalidOptionsError(parsed.issues)
  }
  const options = parsed.options
  const ordered = orderPlugins(options.plugins)
  const log = createLogger(options.logLevel)
  for (const warning of parsed.warnings) log.warn(warning)
  const clock = options.clock ?? systemClock
  const abort = new AbortController()
  const disposers: Dispose[] = []
  const failedPlugins: PluginReport[] = []
  const reportError = (source: string) => (error: unknown) => {
    log.error(`${source} failed`, error)
    bus.emit('kit:error', { source, error })
  }
  const bus = createBus<KitEvents>((error) => log.error('an event listener threw', error))
  const store = createStore(initialState(), reportError('a state listener'))
  const storage = createKitStorage(options.storage ?? defaultStorageBackend(), log)
  const views = createViewRegistry()
  const router = createRouter(store)
  const services = createServiceRegistry()
  const adapters = createAdapterRegistry(store, options.networks)
  const connectors = createConnectorRegistry(store, options.excludeWalletIds ?? [], (id) => bus.emit('connector:registered', { id }))
  const isMobile = options.isMobile ?? isMobileDevice
  let pluginsStarted = false
  const modal = createModalController({
    store,
    router,
    bus,
    clock,
    embedded: options.enableEmbedded,
    debug: options.debug,
    isMobile,
    pluginsStarted: () => pluginsStarted,
    onAlert: (alert) => log.error(alert.message),
  })
  const connection = createConnectionManager({ store, bus, clock, storage, connectors, adapters, modal, router, options, log, signal: abort.signal })

  if (!options.projectId) modal.showAlert({ message: ErrorMessages.PROJECT_ID_NOT_CONFIGURED, variant: 'error' })

  let destroyed = false
  const contextFor = (plugin: { id: string }, onDispose: (fn: Dispose) => void): PluginContext => {
    const track =
      <A extends unknown[]>(register: (...args: A) => Unsubscribe) =>
      (...args: A) => {
        const undo = register(...args)
        onDispose(undo)
        return undo
      }
    return {
      id: plugin.id,
      options,
      signal: abort.signal,
      store: {
        get: store.get,
        subscribe: track(store.subscribe),
        select: track(store.select),
        register: (key, initial) => {
          const slice = store.register(key, initial)
          // A failed plugin's slice goes with it. On destroy it stays: a still-mounted view may read it
          // unguarded (augmentation declares it present), and the whole store is dropped anyway.
          onDispose(() => {
            if (!destroyed) store.unregister(key)
          })
          return slice
        },
      },
      bus: { on: track(bus.on), onAny: track(bus.onAny), emit: bus.emit },
      views: { ...views, register: track(views.register) },
      router,
      adapters: { ...adapters, register: track(adapters.register) },
      connectors: { ...connectors, register: track(connectors.register) },
      services: { ...services, provide: track(services.provide) },
      storage,
      clock,
      log: log.child(plugin.id),
      onDispose,
    }
  }

  const ready = (async () => {
    // Let the caller finish wiring (views, mount) before plugins run.
    await Promise.resolve()
    await runPlugins(ordered, contextFor, (r) => {
      failedPlugins.push(r)
      reportError(`plugin "${r.id}"`)(r.error)
    }, disposers, abort.signal)
    pluginsStarted = true
    if (destroyed) return
    bus.emit('kit:tracked', { event: 'MODAL_CREATED' })
    await connection.reconnect()
  })()

  let destroying: Promise<void> | undefined
  async function teardown() {
    destroyed = true
    abort.abort(new KitError('The kit was destroyed'))
    await ready.catch(() => {})
    await disposeAll(disposers, reportError('a disposer'))
    connection.dispose()
    modal.dispose()
    views.clear()
    services.clear()
    connectors.clear()
    adapters.clear()
    bus.clear()
    store.dispose()
  }

  const accountOf = (ns?: Namespace): AccountInfo => {
    const s = store.get()
    const namespace = ns ?? s.activeNamespace
    const account = namespace ? s.chains[namespace]?.accountState : undefined
    return {
      allAccounts: account?.allAccounts ?? [],
      caipAddress: account?.caipAddress,
      address: account?.address,
      isConnected: account?.status === 'connected',
      status: account?.status,
    }
  }

  const kit: Kit = {
    options,
    ready,
    open: (o) => modal.open(o),
    close: (o) => modal.close(o),
    getState: store.get,
    subscribeState: store.subscribe,
    subscribeEvents: (listener) => bus.onAny(listener),
    getAccount: accountOf,
    getCaipNetwork: (ns) => {
      const s = store.get()
      return ns ? s.chains[ns]?.networkState.caipNetwork : s.activeCaipNetwork
    },
    connect: connection.connect,
    switchNetwork: connection.switchNetwork,
    disconnect: connection.disconnect,
    signMessage: connection.signMessage,
    get destroyed() {
      return destroyed
    },
    failedPlugins,
    bus,
    store,
    router,
    views,
    modal,
    connectors,
    adapters,
    services,
    storage,
    connection,
    clock,
    log,
    isMobile,
    onDestroy: (fn) => void disposers.unshift(fn),
    destroy() {
      // Every caller waits for the same teardown, so "await kit.destroy()" always means "fully torn down".
      destroying ??= teardown()
      return destroying
    },
  }
  return kit
}
