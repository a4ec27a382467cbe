import { accountInfo } from './account-info.js'
import type { Bus } from './bus.js'
import type { Clock } from './clock.js'
import type { ConnectionManager } from './connection.js'
import type { KitConnectorRegistry } from './connectors.js'
import type { KitStorageKeys, PluginAdapters, PluginContext, PluginModal, PluginServices, Router } from './context.js'
import type { Http } from './http.js'
import type { Logger } from './log.js'
import type { MessageSourceRegistry } from './message-sources.js'
import type { MethodRegistry } from './methods.js'
import type { ModalController, PromptOptions } from './modal.js'
import type { KitOptions } from './options.js'
import type { DisposerList } from './plugin-host.js'
import type { SlotRegistry } from './slots.js'
import { KitError } from './kit-error.js'
import type { KitStorage, StorageItem } from './storage.js'
import type { KitStore } from './store.js'
import type { KitEvents, TrackedEventPayload, Unsubscribe, ViewId, ViewTarget, WalletLists } from './types.js'
import type { RegisteredView, ViewRegistry } from './views.js'
import type { WalletListsWriter } from './wallets.js'

/** The runtime's parts a context is cut from. */
export interface ContextParts {
  readonly options: Readonly<KitOptions>
  readonly signal: AbortSignal
  readonly store: KitStore
  readonly bus: Bus<KitEvents>
  readonly views: ViewRegistry
  readonly slots: SlotRegistry
  readonly router: Router
  readonly modal: ModalController
  readonly connection: ConnectionManager
  readonly adapters: PluginAdapters
  readonly connectors: KitConnectorRegistry
  readonly services: PluginServices
  readonly methods: MethodRegistry
  readonly messages: MessageSourceRegistry
  readonly storage: KitStorage
  readonly wallets: WalletListsWriter
  readonly http: Http
  readonly clock: Clock
  readonly log: Logger
  readonly isMobile: () => boolean
  readonly isDestroyed: () => boolean
}

/**
 * One plugin's face of the kit, built member by member: what its type does not show is not there at run time
 * either (no `clear`, no `update`, no other plugin's writer). Every registration is tracked in `disposers`, and
 * an undo called early leaves the list, so a view subscribing and unsubscribing does not make it grow.
 */
export function createPluginContext(parts: ContextParts, id: string, disposers: DisposerList): PluginContext {
  const { store, bus, modal, connection, connectors, adapters, services, storage, wallets, views, slots } = parts
  const declared = new Map<string, StorageItem<unknown>>()
  const filled = new Set<keyof Omit<WalletLists, 'recent'>>()
  const tracked =
    <A extends unknown[]>(register: (...args: A) => Unsubscribe) =>
    (...args: A): Unsubscribe => {
      const undo = register(...args)
      const forget = disposers.add(undo)
      let done = false
      return () => {
        // Once only: some registries count (exclusions), so a second call would undo another's registration
        // (a host's excludeWalletIds showing the wallet again).
        if (done) return
        done = true
        forget()
        undo()
      }
    }

  return {
    id,
    options: parts.options,
    signal: parts.signal,
    store: {
      get: store.get,
      getInitialState: store.getInitialState,
      subscribe: tracked(store.subscribe),
      select: tracked(store.select),
      register: (key, initial) => {
        const slice = store.register(key, initial)
        // A failed plugin's slice goes with it. On destroy it stays: a still-mounted view may read it
        // unguarded (augmentation declares it present), and the whole store is dropped anyway.
        disposers.add(() => {
          if (!parts.isDestroyed()) store.unregister(key)
        })
        return slice
      },
    },
    bus: { on: tracked(bus.on), onAny: tracked(bus.onAny), emit: bus.emit },
    views: {
      register: tracked((viewId, definition) =>
        views.register(viewId, {
          load: definition.load,
          ...(definition.title === undefined ? {} : { title: definition.title as RegisteredView['title'] }),
          ...(definition.titleKey === undefined ? {} : { titleKey: definition.titleKey }),
          ...(definition.back === undefined ? {} : { back: definition.back }),
          owner: id,
        }),
      ),
      has: views.has,
      preload: views.preload,
    },
    slots: { register: tracked((slot, contribution) => slots.register(slot, contribution, id)) },
    router: parts.router,
    modal: {
      open: modal.open,
      close: modal.close,
      isOpen: modal.isOpen,
      prompt: ((view: ViewId, params?: unknown, options?: PromptOptions) => modal.prompt({ view, params } as ViewTarget, options)) as PluginModal['prompt'],
      addCloseGuard: tracked(modal.addCloseGuard),
      addHomeRule: tracked(modal.addHomeRule),
      home: modal.home,
      showToast: modal.showToast,
      hideToast: modal.hideToast,
      setLoading: modal.setLoading,
      limitConnectors: modal.limitConnectors,
      shake: modal.shake,
      showAlert: modal.showAlert,
    },
    connection: {
      connect: connection.connect,
      disconnect: connection.disconnect,
      switchNetwork: connection.switchNetwork,
      signMessage: connection.signMessage,
      switchAccount: connection.switchAccount,
      activeConnector: connection.activeConnector,
      refreshAccountData: connection.refreshBalance,
      getAccount: (namespace) => accountInfo(store.get(), namespace),
      addStep: tracked(connection.steps.add),
      addIdentitySource: tracked(connection.addIdentitySource),
    },
    adapters: { register: tracked(adapters.register), get: adapters.get, list: adapters.list },
    connectors: { register: tracked(connectors.register), get: connectors.get, list: connectors.list, exclude: tracked(connectors.exclude) },
    services: { provide: tracked(services.provide), use: services.use, has: services.has },
    methods: { provide: tracked(parts.methods.provide) },
    messages: { add: tracked(parts.messages.add) },
    storage: {
      namespace: storage.namespace,
      declare: (key, schema) => {
        const { item, release } = storage.declare(key, schema)
        declared.set(key, item as StorageItem<unknown>)
        disposers.add(() => {
          declared.delete(key)
          release()
        })
        return item
      },
      item: <K extends keyof KitStorageKeys & string>(key: K) => {
        const item = declared.get(key)
        if (!item) throw new KitError(`Storage key "${key}" was not declared by the "${id}" plugin`)
        return item as StorageItem<KitStorageKeys[K]>
      },
      read: (key) => storage.get(key),
    },
    wallets: {
      set: (lists) => {
        // The groups a plugin filled go with it, when it fails and when the kit is destroyed.
        if (filled.size === 0) disposers.add(() => wallets.set(emptied(filled)))
        for (const key of Object.keys(lists)) filled.add(key as keyof typeof lists)
        wallets.set(lists)
      },
      setOpener: tracked(wallets.setOpener),
      opener: wallets.opener,
      setBrowser: tracked(wallets.setBrowser),
      browser: wallets.browser,
    },
    http: parts.http,
    clock: parts.clock,
    log: parts.log.child(id),
    isMobile: parts.isMobile,
    track: (event, ...properties) => bus.emit('kit:tracked', { event, properties: properties[0] } as TrackedEventPayload),
    onDispose: (fn) => void disposers.add(fn),
  }
}

/** The given wallet groups, empty. */
function emptied(keys: ReadonlySet<keyof Omit<WalletLists, 'recent'>>): Partial<Omit<WalletLists, 'recent'>> {
  return Object.fromEntries([...keys].map((key) => [key, key === 'count' ? 0 : []]))
}
