import { withInitialState } from './initial-state.js'
import { storedInitialState } from './stored-initial-state.js'
import { createAdapterRegistry } from './adapters.js'
import { systemClock } from './clock.js'
import { createConnectionManager } from './connection.js'
import { createConnectorRegistry } from './connectors.js'
import type { PluginContext } from './context.js'
import { ErrorMessages, InvalidOptionsError, KitError } from './errors.js'
import { createHttp } from './http.js'
import { createMessageSourceRegistry } from './message-sources.js'
import { createMethodRegistry } from './methods.js'
import { createModalController } from './modal.js'
import { parseKitOptions, PLUGIN_OPTIONS, type KitOptions } from './options.js'
import { isMobileDevice } from './platform.js'
import { createPluginContext, type ContextParts } from './plugin-context.js'
import { OptionWithoutPluginError } from './plugin-errors.js'
import { createDisposerList, disposeAll, runPlugins, type PluginReport } from './plugin-host.js'
import { createRouter } from './router.js'
import { createServiceRegistry } from './services.js'
import { createSlotRegistry } from './slots.js'
import type { KitCore, ShellParts } from './shell.js'
import { createThemeWriter } from './theme-writer.js'
import { createKitStorage, defaultStorageBackend, pageConflictWarning } from './storage.js'
import { createStore } from './store.js'
import { createViewRegistry } from './views.js'
import { createWalletLists } from './wallets.js'

export type { KitCore, ShellParts }

/** Option errors throw here: synchronously for createKernel, as `ready`'s rejection for the lazily loaded kit. */
export function startRuntime(shell: ShellParts): KitCore {
  const { bus, log, signal, disposers, reportError } = shell
  const parsed = parseKitOptions(shell.input)
  if (!parsed.ok) {
    if (parsed.conflict === 'siwx') throw new KitError(ErrorMessages.SIWX_AND_SIWE)
    throw new InvalidOptionsError(parsed.issues)
  }
  const options = parsed.options
  assertOptionsOwned(options)
  for (const warning of parsed.warnings) log.warn(warning)
  const clock = options.clock ?? systemClock
  const failedPlugins: PluginReport[] = []
  const store = createStore(shell.container)
  const storage = createKitStorage(options.storage ?? defaultStorageBackend(), log, shell.page.namespace)
  if (shell.page.conflict) log.warn(pageConflictWarning(shell.page.namespace, shell.page.conflict))
  // The account a reload restores shows while the wallet confirms it, as a server shows it from the cookies: when
  // this runtime boots before the page hydrates (or with no server at all), the storage is where it is known.
  if (options.enableReconnect && Object.keys(store.get().chains).length === 0) {
    const stored = storedInitialState(storage)
    if (stored) shell.container.set(withInitialState(store.get(), stored, options.networks))
  }
  const router = createRouter(store)
  const views = createViewRegistry()
  const slots = createSlotRegistry()
  const wallets = createWalletLists(store, storage)
  const services = createServiceRegistry()
  const methods = createMethodRegistry()
  const messages = createMessageSourceRegistry(reportError('a messages listener'))
  const adapters = createAdapterRegistry(store, options.networks)
  const connectors = createConnectorRegistry(store, options.excludeWalletIds ?? [], (c) => bus.emit('connector:registered', { id: c.id, chain: c.chain }))
  const isMobile = options.isMobile ?? isMobileDevice
  let pluginsStarted = false
  const modal = createModalController({
    store,
    router,
    bus,
    clock,
    embedded: options.enableEmbedded,
    debug: options.debug,
    onAlert: (alert) => log.error(alert.message),
  })
  const http = createHttp({ options, clock, signal, log: log.child('http'), showAlert: (alert) => modal.showAlert(alert) })
  const connection = createConnectionManager({ store, bus, clock, storage, connectors, adapters, modal, router, wallets, options, log, signal })

  if (!options.projectId) modal.showAlert({ message: ErrorMessages.PROJECT_ID_NOT_CONFIGURED, variant: 'error' })

  const parts: ContextParts = {
    options,
    signal,
    store,
    bus,
    views,
    slots,
    router,
    modal,
    connection,
    adapters,
    connectors,
    services,
    methods,
    messages,
    storage,
    wallets,
    http,
    clock,
    log,
    isMobile,
    isDestroyed: shell.isDestroyed,
  }
  // The kit's own views (Connect, Account, …) get this one; its registrations go with the kit.
  const kitDisposers = createDisposerList()
  disposers.unshift(() => kitDisposers.disposeAll(reportError('a disposer')))
  const coreContext = createPluginContext(parts, 'kit', kitDisposers)
  const contexts = new Map<string, PluginContext>()

  let started: Promise<void> | undefined
  let pluginsDone = () => {}
  const pluginsReady = new Promise<void>((resolve) => (pluginsDone = resolve))
  const start = () =>
    (started ??= (async () => {
      await runPlugins(
        shell.plugins,
        (plugin, own) => {
          const ctx = createPluginContext(parts, plugin.id, own)
          contexts.set(plugin.id, ctx)
          return ctx
        },
        (r) => {
          failedPlugins.push(r)
          contexts.delete(r.id)
          reportError(`plugin "${r.id}"`)(r.error)
        },
        disposers,
        reportError('a disposer'),
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
    themeWriter: createThemeWriter(shell.theme),
    methods,
    messages,
    views,
    slots,
    contextOf: (owner) => (owner === undefined ? coreContext : (contexts.get(owner) ?? coreContext)),
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
      methods.clear()
      views.clear()
      slots.clear()
      connectors.clear()
      adapters.clear()
    },
  }

  /** Spec option names keep working when their plugin is present, and are a clear error when it is not. */
  function assertOptionsOwned(o: KitOptions) {
    const owned = new Set(shell.plugins.flatMap((p) => p.ownsOptions ?? []))
    for (const [option, plugin] of Object.entries(PLUGIN_OPTIONS)) {
      if (o[option as keyof KitOptions] !== undefined && !owned.has(option as keyof typeof PLUGIN_OPTIONS)) throw new OptionWithoutPluginError(option, plugin)
    }
  }
}
