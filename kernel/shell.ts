import { accountInfo, type AccountInfo } from './account-info.js'
import { createBus, type Bus } from './bus.js'
import type { Namespace } from './caip.js'
import { attachInternals, RUNTIME_KEYS, type KitInternals, type RuntimeInternals } from './internals.js'
import { createLogger, type Logger } from './log.js'
import type { OpenOptions } from './modal.js'
import type { KitOptionsInput } from './options.js'
import { joinPage, type PageSlot } from './page-kits.js'
import { orderPlugins } from './plugin-order.js'
import type { PluginReport } from './plugin-host.js'
import { withDefaultNetwork, withInitialState, type KitInitialState } from './initial-state.js'
import { createStateContainer, type StateContainer } from './state-container.js'
import { createLocaleContainer, isLocale, type KitLocale } from './locale.js'
import { KitError } from './kit-error.js'
import { createThemeContainer, type KitTheme, type ThemeContainer } from './theme-store.js'
import type { ThemeWriter } from './theme-writer.js'
import type { KitPlugin, CoreStateKey } from './context.js'
import { AlreadyRegisteredError } from './registry-errors.js'
import type { CaipNetwork, Dispose, KitEvents, KitMethods, KitState, Unsubscribe } from './types.js'

export type { AccountInfo }

/**
 * What a host holds: the README's API, plus the methods its plugins add (KitMethods: `kit.pay` with `pay()`).
 * Plugins get a PluginContext; the kit's own UI goes through `kitInternals`.
 */
export interface Kit extends KitMethods {
  /** Resolves once the runtime is loaded, every plugin is set up and stored connections are restored. */
  readonly ready: Promise<void>
  open(options?: OpenOptions): void
  /** Returns whether the modal closed: a guard (an unanswered approval, a required sign-in) may keep it open. */
  close(options?: { force?: boolean }): boolean
  getState(): Readonly<KitState>
  subscribeState(listener: () => void): Unsubscribe
  subscribeEvents(listener: <K extends keyof KitEvents>(type: K, payload: KitEvents[K]) => void): Unsubscribe
  getAccount(namespace?: Namespace): AccountInfo
  getCaipNetwork(namespace?: Namespace): CaipNetwork | undefined
  /** `namespace` picks the connector when one id (`walletConnect`) serves several. */
  connect(connectorId: string, options?: { namespace?: Namespace }): Promise<void>
  switchNetwork(network: CaipNetwork): Promise<void>
  disconnect(namespace?: Namespace): Promise<void>
  signMessage(parameters: { message: string; namespace?: Namespace }): Promise<string>
  /**
   * Makes another of the connected wallet's accounts the one in use (a Bitcoin wallet's ordinals address instead of
   * its payment address): one of `getAccount(namespace).allAccounts`. Its type is remembered for the next connection.
   */
  switchAccount(parameters: { address: string; namespace?: Namespace }): Promise<void>
  /**
   * The connected wallet's own provider in `namespace` (the active one by default), for host code that talks to it
   * directly: an EIP-1193 provider for eip155, a Solana wallet provider, the UniversalProvider of a pairing.
   * Undefined while the namespace has no connected wallet. Each chain plugin documents what it hands out.
   */
  getProvider(namespace?: Namespace): Promise<unknown>
  /** The modal's theme: mode (light, dark, system) and variables, readable and changeable at run time. */
  readonly theme: KitTheme
  /** The modal's language: the `locale` option, then `setLocale`. */
  readonly locale: KitLocale
  /**
   * Shows the modal and the kit's buttons in `locale` (a BCP 47 tag: 'ja', 'pt-BR', 'ar'), at once for English and
   * as soon as that language's texts have loaded otherwise. Throws a KitError for a value that is not a locale tag.
   */
  setLocale(locale: string): void
  /** Plugins that failed to start, by id; the rest of the kit keeps working. Empty until `ready`. */
  readonly failedPlugins: readonly PluginReport[]
  destroy(): Promise<void>
  readonly destroyed: boolean
}

/** What the shell hands the runtime: the parts that exist from the first line of createKit. */
export interface ShellParts {
  readonly input: KitOptionsInput
  readonly plugins: readonly KitPlugin[]
  readonly container: StateContainer
  readonly theme: ThemeContainer
  readonly bus: Bus<KitEvents>
  readonly log: Logger
  /** The kit's storage namespace on this page, and whether it collides with or gives way to another kit. */
  readonly page: Pick<PageSlot, 'namespace' | 'conflict'>
  readonly signal: AbortSignal
  readonly disposers: Dispose[]
  readonly isDestroyed: () => boolean
  readonly reportError: (source: string) => (error: unknown) => void
}

/** Everything that needs zod, immer and the registries: loaded after the host's first paint. */
export interface KitCore extends RuntimeInternals {
  /** The theme's checked setters (the checks live here, off the entry chunk). */
  readonly themeWriter: ThemeWriter
  /** Settles once every plugin's setup has run (or failed); actions wait for it. */
  readonly pluginsReady: Promise<void>
  readonly pluginsStarted: boolean
  /** Runs the plugins' setups, then restores stored connections. */
  start(): Promise<void>
  teardown(): Promise<void>
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

const NO_REPORTS: readonly PluginReport[] = Object.freeze([])

/**
 * A kit instance: its state is its own, so two kits on one page (or one per test) are independent; the one thing
 * kits on a page share is the list of storage namespaces in use (page-kits.ts), so their saved state stays apart.
 * The shell (state, events, theme, locale) exists at once; the runtime — options parsing, registries, plugins —
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
  const reconnect = { reconnect: input.enableReconnect !== false }
  const startState = withInitialState(initialState() as KitState, input.initialState, input.networks, reconnect)
  const container = createStateContainer(withDefaultNetwork(startState, input.defaultNetwork, input.networks), reportError('a state listener'))
  const themeState = createThemeContainer(input, reportError('a theme listener'))
  const localeState = createLocaleContainer(input, reportError('a locale listener'))
  const abort = new AbortController()
  const disposers: Dispose[] = []
  let destroyed = false
  let core: KitCore | undefined
  // Joined as the host creates the kit, so the order of creation names the namespaces. A kit whose runtime does not
  // start (invalid options, an invalid id among them) never stores: it leaves at once.
  const page = joinPage(typeof input.id === 'string' ? input.id : undefined)
  const parts: ShellParts = {
    input,
    plugins,
    container,
    theme: themeState,
    bus,
    log,
    page: { namespace: page.namespace, conflict: page.conflict },
    signal: abort.signal,
    disposers,
    isDestroyed: () => destroyed,
    reportError,
  }

  let booted: Promise<KitCore>
  if (typeof runtime === 'function') {
    booted = runtime().then((m) => (core ??= m.startRuntime(parts)))
  } else {
    try {
      core = runtime.startRuntime(parts)
    } catch (error) {
      page.leave()
      throw error
    }
    booted = Promise.resolve(core)
  }
  booted.catch(page.leave)
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

  // Before the runtime is there, a theme change waits for it (and a bad one is reported as a kit error).
  const themeSetter =
    <K extends keyof ThemeWriter>(key: K) =>
    (value: Parameters<ThemeWriter[K]>[0]) =>
      core ? core.themeWriter[key](value as never) : void booted.then((c) => c.themeWriter[key](value as never)).catch(reportError(key))

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
    bus.clear()
    container.clear()
  }

  const kit: Omit<Kit, keyof KitMethods> = {
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
    getAccount: (ns) => accountInfo(container.get(), ns),
    getCaipNetwork(ns) {
      const s = container.get()
      return ns ? s.chains[ns]?.networkState.caipNetwork : s.activeCaipNetwork
    },
    connect: (id, o) => withCore((c) => c.connection.connect(id, o)),
    switchNetwork: (network) => withCore((c) => c.connection.switchNetwork(network)),
    disconnect: (ns) => withCore((c) => c.connection.disconnect(ns)),
    signMessage: (p) => withCore((c) => c.connection.signMessage(p)),
    switchAccount: (p) => withCore((c) => c.connection.switchAccount(p)),
    getProvider: (ns) => withCore((c) => c.connection.getProvider(ns)),
    theme: {
      get: themeState.get,
      initial: themeState.initial,
      subscribe: themeState.subscribe,
      setThemeMode: themeSetter('setThemeMode'),
      setThemeVariables: themeSetter('setThemeVariables'),
    },
    locale: { get: localeState.get, initial: localeState.initial, subscribe: localeState.subscribe },
    setLocale(locale) {
      if (!isLocale(locale)) throw new KitError(`Not a language tag: ${String(locale).slice(0, 40)}`)
      const state = localeState.get()
      if (locale !== state.locale) localeState.set({ ...state, locale })
    },
    get failedPlugins() {
      return core?.failedPlugins ?? NO_REPORTS
    },
    get destroyed() {
      return destroyed
    },
    destroy() {
      // The namespace is free at once: a kit created right after (a remount) takes it back rather than a new one.
      page.leave()
      // Every caller waits for the same teardown, so "await kit.destroy()" always means "fully torn down".
      destroying ??= teardown()
      return destroying
    },
  }

  // A plugin's methods exist from here on, so a host may call them before `ready`; each call waits for the setups.
  for (const plugin of plugins) {
    for (const name of plugin.methods ?? []) {
      if (name in kit) throw new AlreadyRegisteredError('kit method', name)
      Object.defineProperty(kit, name, { value: (...args: unknown[]) => withCore((c) => c.methods.call(name, args)), enumerable: true })
    }
  }

  // One seeded state per initial state given, so every render of a provider reads the same snapshot.
  const seeded = new WeakMap<KitInitialState, KitState>()
  const internals = {
    bus,
    log,
    initialState: container.initial,
    hydrate(given: KitInitialState) {
      let state = seeded.get(given)
      if (!state) seeded.set(given, (state = withInitialState(container.initial, given, input.networks, reconnect)))
      // Only a kit nothing has written yet takes it: a later call must not overwrite what the runtime knows.
      if (container.get() === container.initial) container.set(state)
      return state
    },
    get started() {
      return core !== undefined
    },
    onDestroy: (fn: Dispose) => void disposers.unshift(fn),
  } as Partial<KitInternals> as KitInternals
  for (const key of RUNTIME_KEYS) Object.defineProperty(internals, key, { get: () => need()[key], enumerable: true })
  attachInternals(kit as Kit, internals)
  return kit as Kit
}
