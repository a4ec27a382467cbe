import { createBus, type Bus } from './bus.js'
import type { Namespace } from './caip.js'
import { createLogger, type Logger } from './log.js'
import type { OpenOptions } from './modal.js'
import type { KitOptionsInput } from './options.js'
import { orderPlugins } from './plugin-host.js'
import { REGISTRY_KEYS, type KitRegistries } from './registries.js'
import type { KitCore, ShellParts } from './runtime.js'
import { createStateContainer } from './state-container.js'
import type { AccountState, CaipNetwork, CoreStateKey, Dispose, KitEvents, KitState, Unsubscribe, ViewRegistry } from './types.js'
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

/** A kit; the registries (KitRegistries) throw until the runtime has loaded (await `ready`). */
export interface Kit extends KitRegistries {
  /** Resolves once the runtime is loaded, every plugin is set up and stored connections are restored. */
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
  /** Whether the runtime has loaded; the members below it throw until then (await `ready`). */
  readonly started: boolean
  readonly bus: Bus<KitEvents>
  readonly views: ViewRegistry
  readonly log: Logger
  /** Runs fn when the kit is destroyed (used by the sdk for what it mounts). */
  onDestroy(fn: Dispose): void
}

export interface RuntimeModule {
  startRuntime(shell: ShellParts): KitCore
}

/** The core keys only: plugins' slices (which augmentation may declare required) arrive through `register`. */
export function initialState(): Pick<KitState, CoreStateKey> {
  return {
    chains: {},
    connectors: [],
    namespaces: [],
    modal: { open: false, history: [], loading: false, loadingNamespaces: {}, shake: false },
    wallets: { recommended: [], featured: [], custom: [], recent: [], count: 0 },
  }
}

/**
 * A kit instance: no module-level state, so two kits on one page (or one per test) are independent.
 * The shell (state, events, views) exists at once; the runtime — options parsing, registries, plugins —
 * comes from `runtime`, either a module already loaded (booted synchronously, option errors throw here) or
 * a loader (the host's first paint does not wait for it). Duplicate plugin ids and missing requirements
 * always throw here, synchronously.
 */
export function createKitShell(input: KitOptionsInput, runtime: RuntimeModule | (() => Promise<RuntimeModule>)): Kit {
  const plugins = orderPlugins([...(input.adapters ?? []), ...(input.plugins ?? [])])
  const log = createLogger(input.logLevel ?? (input.debug ? 'debug' : 'error'))
  const reportError = (source: string) => (error: unknown) => {
    log.error(`${source} failed`, error)
    bus.emit('kit:error', { source, error })
  }
  const bus = createBus<KitEvents>((error) => log.error('an event listener threw', error))
  const container = createStateContainer(initialState(), reportError('a state listener'))
  const views = createViewRegistry()
  const abort = new AbortController()
  const disposers: Dispose[] = []
  let destroyed = false
  let core: KitCore | undefined
  const parts: ShellParts = { input, plugins, container, bus, views, log, signal: abort.signal, disposers, isDestroyed: () => destroyed, reportError }

  let booted: Promise<KitCore>
  if (typeof runtime === 'function') {
    booted = runtime().then((m) => (core ??= m.startRuntime(parts)))
  } else {
    core = runtime.startRuntime(parts)
    booted = Promise.resolve(core)
  }
  const ready = booted.then(async (c) => {
    // Let the caller finish wiring (views, mount) before plugins run.
    await Promise.resolve()
    if (!destroyed) await c.start()
  })
  let startError: unknown
  ready.catch((error: unknown) => {
    startError = error
    reportError('start-up')(error)
  })

  const need = (): KitCore => {
    if (core) return core
    if (startError !== undefined) throw startError
    throw new Error('The kit is still starting: await kit.ready before using its registries')
  }
  // Actions wait for the plugins (a connector or adapter may not exist before); once they are up, actions run
  // in the caller's tick (no extra await), as they would on a plain object.
  const withCore = <T>(fn: (c: KitCore) => T | Promise<T>): Promise<T> =>
    core?.pluginsStarted ? Promise.resolve(fn(core)) : booted.then(async (c) => (await c.pluginsReady, fn(c)))

  let destroying: Promise<void> | undefined
  async function teardown() {
    destroyed = true
    abort.abort(new Error('The kit was destroyed'))
    await booted.catch(() => {})
    if (core) await core.teardown()
    else while (disposers.length) await disposers.pop()!()
    views.clear()
    bus.clear()
    container.clear()
  }

  const kit = {
    ready,
    open(o) {
      if (core?.pluginsStarted) return core.modal.open(o)
      // Before plugins register, "no adapters" (spec §2's opening rule) is not yet known.
      withCore((c) => !destroyed && c.modal.open(o)).catch(() => {})
    },
    close: (o) => (core ? core.modal.close(o) : true),
    getState: container.get,
    subscribeState: container.subscribe,
    subscribeEvents: (listener) => bus.onAny(listener),
    getAccount(ns) {
      const s = container.get()
      const namespace = ns ?? s.activeNamespace
      const account = namespace ? s.chains[namespace]?.accountState : undefined
      return {
        allAccounts: account?.allAccounts ?? [],
        caipAddress: account?.caipAddress,
        address: account?.address,
        isConnected: account?.status === 'connected',
        status: account?.status,
      }
    },
    getCaipNetwork(ns) {
      const s = container.get()
      return ns ? s.chains[ns]?.networkState.caipNetwork : s.activeCaipNetwork
    },
    connect: (id) => withCore((c) => c.connection.connect(id)),
    switchNetwork: (network) => withCore((c) => c.connection.switchNetwork(network)),
    disconnect: (ns) => withCore((c) => c.connection.disconnect(ns)),
    signMessage: (p) => withCore((c) => c.connection.signMessage(p)),
    get destroyed() {
      return destroyed
    },
    get started() {
      return core !== undefined
    },
    bus,
    views,
    log,
    onDestroy: (fn) => void disposers.unshift(fn),
    destroy() {
      // Every caller waits for the same teardown, so "await kit.destroy()" always means "fully torn down".
      destroying ??= teardown()
      return destroying
    },
  } as Omit<Kit, keyof KitRegistries> as Kit
  for (const key of REGISTRY_KEYS) Object.defineProperty(kit, key, { get: () => need()[key], enumerable: true })
  return kit
}
