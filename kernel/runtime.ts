import { createAdapterRegistry } from './adapters.js'
import type { Bus } from './bus.js'
import { systemClock, type Clock } from './clock.js'
import { createConnectionManager, type ConnectionManager } from './connection.js'
import { createConnectorRegistry, type KitConnectorRegistry } from './connectors.js'
import { ErrorMessages, InvalidOptionsError, KitError } from './errors.js'
import { createHttp, type Http } from './http.js'
import type { Logger } from './log.js'
import { createModalController, type ModalController } from './modal.js'
import { parseKitOptions, type KitOptions, type KitOptionsInput } from './options.js'
import { isMobileDevice } from './platform.js'
import { disposeAll, runPlugins, type PluginReport } from './plugin-host.js'
import { createRouter } from './router.js'
import { createServiceRegistry } from './services.js'
import type { StateContainer } from './state-container.js'
import { createKitStorage, defaultStorageBackend, type KitStorage } from './storage.js'
import { createStore, type KitStore } from './store.js'
import { createWalletLists, type WalletListsWriter } from './wallets.js'
import type { KitRegistries } from './registries.js'
import type { AdapterRegistry, Dispose, KitEvents, KitPlugin, PluginContext, Router, ServiceRegistry, Unsubscribe, ViewRegistry } from './types.js'

/** What the shell hands the runtime: the parts that exist from the first line of createKit. */
export interface ShellParts {
  readonly input: KitOptionsInput
  readonly plugins: readonly KitPlugin[]
  readonly container: StateContainer
  readonly bus: Bus<KitEvents>
  readonly views: ViewRegistry & { clear(): void }
  readonly log: Logger
  readonly signal: AbortSignal
  readonly disposers: Dispose[]
  readonly isDestroyed: () => boolean
  readonly reportError: (source: string) => (error: unknown) => void
}

/** Everything that needs zod, immer and the registries: loaded after the host's first paint. */
export interface KitCore extends KitRegistries {
  /** Settles once every plugin's setup has run (or failed); actions wait for it. */
  readonly pluginsReady: Promise<void>
  readonly pluginsStarted: boolean
  /** Runs the plugins' setups, then restores stored connections. */
  start(): Promise<void>
  teardown(): Promise<void>
}

/** Option errors throw here: synchronously for createKernel, as `ready`'s rejection for the lazily loaded kit. */
export function startRuntime(shell: ShellParts): KitCore {
  const { bus, views, log, signal, disposers, reportError } = shell
  const parsed = parseKitOptions(shell.input)
  if (!parsed.ok) {
    if (parsed.conflict === 'siwx') throw new KitError(ErrorMessages.SIWX_AND_SIWE)
    throw new InvalidOptionsError(parsed.issues)
  }
  const options = parsed.options
  for (const warning of parsed.warnings) log.warn(warning)
  const clock = options.clock ?? systemClock
  const failedPlugins: PluginReport[] = []
  const store = createStore(shell.container)
  const storage = createKitStorage(options.storage ?? defaultStorageBackend(), log)
  const router = createRouter(store)
  const wallets = createWalletLists(store, storage)
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
  const http = createHttp({ options, clock, signal, log: log.child('http'), showAlert: (alert) => modal.showAlert(alert) })
  const connection = createConnectionManager({ store, bus, clock, storage, connectors, adapters, modal, router, options, log, signal })

  if (!options.projectId) modal.showAlert({ message: ErrorMessages.PROJECT_ID_NOT_CONFIGURED, variant: 'error' })

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
      signal,
      store: {
        get: store.get,
        subscribe: track(store.subscribe),
        select: track(store.select),
        register: (key, initial) => {
          const slice = store.register(key, initial)
          // A failed plugin's slice goes with it. On destroy it stays: a still-mounted view may read it
          // unguarded (augmentation declares it present), and the whole store is dropped anyway.
          onDispose(() => {
            if (!shell.isDestroyed()) store.unregister(key)
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
      http,
      wallets,
      clock,
      log: log.child(plugin.id),
      onDispose,
    }
  }

  let started: Promise<void> | undefined
  let pluginsDone = () => {}
  const pluginsReady = new Promise<void>((resolve) => (pluginsDone = resolve))
  const start = () =>
    (started ??= (async () => {
      await runPlugins(
        shell.plugins,
        contextFor,
        (r) => {
          failedPlugins.push(r)
          reportError(`plugin "${r.id}"`)(r.error)
        },
        disposers,
        signal,
      )
      pluginsStarted = true
      pluginsDone()
      if (shell.isDestroyed()) return
      bus.emit('kit:tracked', { event: 'MODAL_CREATED' })
      await connection.reconnect()
    })())

  return {
    options,
    store,
    router,
    modal,
    connectors,
    adapters,
    services,
    storage,
    wallets,
    connection,
    http,
    clock,
    isMobile,
    failedPlugins,
    pluginsReady,
    get pluginsStarted() {
      return pluginsStarted
    },
    start,
    async teardown() {
      await started?.catch(() => {})
      await disposeAll(disposers, reportError('a disposer'))
      connection.dispose()
      modal.dispose()
      services.clear()
      connectors.clear()
      adapters.clear()
    },
  }
}
