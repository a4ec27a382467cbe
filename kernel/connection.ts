import { createAccountData } from './account-data.js'
import { createAccountWriter, type Resolved } from './account-writer.js'
import { createNativeBalance } from './native-balance.js'
import { createKeyedThrottle } from './throttle.js'
import { createProviderObserver } from './observed-provider.js'
import type { Bus } from './bus.js'
import type { Namespace } from './caip.js'
import type { Clock, TimerId } from './clock.js'
import type { KitConnectorRegistry } from './connectors.js'
import type { PluginAdapters, Router } from './context.js'
import { AdapterNotFoundError, ChainNotSupportedError, ErrorMessages, KitDestroyedError, KitError, formatMessage, isUserRejection, toKitError } from './errors.js'
import type { Logger } from './log.js'
import type { ModalController } from './modal.js'
import type { KitOptions } from './options.js'
import { createStepRegistry, type PendingConnection, type StepRegistry } from './pipeline.js'
import type { KitStorage } from './storage.js'
import type { KitStore } from './store.js'
import type { AccountSelection, CaipNetwork, Connector, ConnectorConnection, IdentitySource, KitEvents, RequestProvider, TrackedEventPayload, Unsubscribe } from './types.js'
import type { WalletListsWriter } from './wallets.js'

/** How long start-up waits for a stored connector to be announced (EIP-6963 wallets answer at once). */
export const RECONNECT_WAIT_MS = 1500
/**
 * The account's data is read at most this often per namespace when its account or network moves: a quick burst of
 * account changes from a wallet costs two reads (the first account's and the last's), a long one a read per interval,
 * never one per change.
 */
export const ACCOUNT_SETTLE_MS = 250
/** A wallet that never answers the silent check must not leave the account 'reconnecting' (and `ready` pending) forever. */
export const RECONNECT_TIMEOUT_MS = 10_000

export interface ConnectionManager {
  connect(connectorId: string, options?: { readonly namespace?: Namespace }): Promise<void>
  disconnect(namespace?: Namespace): Promise<void>
  reconnect(): Promise<void>
  switchNetwork(network: CaipNetwork): Promise<void>
  signMessage(parameters: { message: string; namespace?: Namespace }): Promise<string>
  /** Makes another of the connected wallet's accounts (`getAccount().allAccounts`) the one in use. */
  switchAccount(parameters: { address: string; namespace?: Namespace }): Promise<void>
  /** The connected wallet's own provider in a namespace (the active one by default); undefined without one. */
  getProvider(namespace?: Namespace): Promise<unknown>
  /**
   * The connected wallet's requests in a namespace as the kit itself makes them (a pairing's carry the session's
   * chain), watched like `getProvider`'s so a send made through them shows in Activity; undefined without a wallet
   * or when its connector has no requester of its own.
   */
  requester(namespace: Namespace): RequestProvider | undefined
  /** Native balance, then token balances and identity; `forceUpdate` skips the adapters' caches. */
  refreshBalance(namespace?: Namespace, options?: { readonly forceUpdate?: boolean }): Promise<void>
  activeConnector(namespace: Namespace): Connector | undefined
  /** What runs between "the wallet answered" and "connected". */
  readonly steps: StepRegistry
  addIdentitySource(source: IdentitySource): Unsubscribe
  dispose(): void
}

export interface ConnectionDeps {
  readonly store: KitStore
  readonly bus: Bus<KitEvents>
  readonly clock: Clock
  readonly storage: KitStorage
  readonly connectors: KitConnectorRegistry
  readonly adapters: PluginAdapters
  readonly modal: ModalController
  readonly router: Router
  readonly wallets: WalletListsWriter
  readonly options: KitOptions
  readonly log: Logger
  readonly signal: AbortSignal
}

/** The attempt was given up for a newer one (another connect or a disconnect of the namespace). */
class SupersededError extends KitError {
  override name = 'SupersededError' as const
  constructor() {
    super('A newer connection attempt replaced this one')
  }
}

export function createConnectionManager(deps: ConnectionDeps): ConnectionManager {
  const { store, bus, storage, connectors, adapters, modal, router, options, log, clock } = deps
  /** Spec §3: active connector ids are kept per namespace. */
  const active = new Map<Namespace, { connector: Connector; unsubscribe?: Unsubscribe }>()
  /** The attempt in flight per namespace; an answer for any other one is late and ignored. */
  const attempts = new Map<Namespace, AbortController>()
  const releases = new WeakMap<AbortController, () => void>()
  /** The wallet each connect attempt asked, so a late answer never lets go of the one a newer attempt is asking. */
  const askedBy = new WeakMap<AbortController, Connector>()
  const steps = createStepRegistry()
  let chosenBeforeConnect: CaipNetwork | undefined
  const track = (payload: TrackedEventPayload) => bus.emit('kit:tracked', payload)
  const observeProvider = createProviderObserver({
    context: (ns) => {
      const chain = chainOf(ns)
      const caipNetwork = chain?.networkState.caipNetwork
      const address = chain?.accountState.address
      return caipNetwork && address ? { caipNetwork, address } : undefined
    },
    announce: (sent) => bus.emit('transaction:sent', sent),
    now: () => clock.now(),
  })
  const nativeBalance = createNativeBalance({ store, adapters, log, signal: deps.signal })
  const identitySources: IdentitySource[] = []
  const accountData = createAccountData({
    store,
    clock,
    adapters,
    modal,
    log,
    signal: deps.signal,
    activeConnector: (ns) => active.get(ns)?.connector,
    refresh: (ns) => void refreshBalance(ns),
    identitySources: (ns) => identitySources.filter((source) => source.namespaces.includes(ns)),
  })

  const settled = createKeyedThrottle<Namespace>(clock, ACCOUNT_SETTLE_MS, (ns) => void refreshBalance(ns))
  /** The account or network moved: what was being read for the one before is dropped at once, the new one read soon. */
  function onAccountMoved(ns: Namespace) {
    nativeBalance.cancel(ns)
    accountData.hold(ns)
    settled.request(ns)
  }

  const writer = createAccountWriter({ store, bus, storage, adapters, modal, router, options, refresh: onAccountMoved })
  const { chainOf, referenceOf, setStatus, setActiveNetwork, onChainChanged, resolve, commit } = writer

  function watch(ns: Namespace, connector: Connector) {
    active.get(ns)?.unsubscribe?.()
    const unsubscribe = connector.subscribe?.((event) => {
      if (active.get(ns)?.connector !== connector) return
      if (event.type === 'disconnect') return onWalletDisconnected(ns)
      if (event.type === 'userChanged') return writer.setUser(ns, event.user)
      if (event.type === 'chainChanged') {
        const reference = referenceOf(ns, event.chainId)
        if (reference === undefined) return log.warn('ignored a chainChanged the kit cannot read')
        return onChainChanged(ns, reference)
      }
      if (event.accounts.length === 0) return onWalletDisconnected(ns)
      const chainId = chainOf(ns)?.networkState.unsupportedChainId ?? chainOf(ns)?.networkState.caipNetwork?.id ?? ''
      const connection = { accounts: event.accounts, chainId }
      const resolved = resolve(ns, connection, connector)
      if (resolved) commit(ns, connector, connection, resolved)
    })
    active.set(ns, { connector, unsubscribe })
  }

  function resetNamespace(ns: Namespace) {
    settled.cancel(ns)
    nativeBalance.cancel(ns)
    accountData.reset(ns)
    active.get(ns)?.unsubscribe?.()
    active.delete(ns)
    writer.reset(ns, active.size === 0)
  }

  function onWalletDisconnected(ns: Namespace) {
    resetNamespace(ns)
    if (!store.get().activeCaipAddress) modal.goHome()
  }

  /** The account's data, read again: native balance, then token balances and identity. */
  async function refreshBalance(ns?: Namespace, refresh: { readonly forceUpdate?: boolean } = {}): Promise<void> {
    const namespace = ns ?? store.get().activeNamespace
    if (!namespace) return
    accountData.load(namespace, refresh)
    await nativeBalance.read(namespace, refresh)
  }

  /** A new attempt for `ns`: the one before it (if still waiting on its wallet or a step) is given up. */
  function beginAttempt(ns: Namespace): AbortController {
    attempts.get(ns)?.abort(new SupersededError())
    const attempt = new AbortController()
    attempts.set(ns, attempt)
    const onKitAbort = () => attempt.abort(new KitDestroyedError({ cause: deps.signal.reason }))
    deps.signal.addEventListener('abort', onKitAbort, { once: true })
    releases.set(attempt, () => deps.signal.removeEventListener('abort', onKitAbort))
    return attempt
  }
  function endAttempt(ns: Namespace, attempt: AbortController) {
    if (attempts.get(ns) === attempt) attempts.delete(ns)
    // Finished either way: it no longer needs to hear of the kit's destruction.
    releases.get(attempt)?.()
    releases.delete(attempt)
  }

  /**
   * A wallet that answered an attempt given up since: the visitor moved on, so it is not left holding a connection
   * the kit will never use. The wallet in use, or the one a newer attempt is asking, is kept; after destroy the kit
   * no longer speaks to wallets at all.
   */
  function letGoOfAbandoned(ns: Namespace, connector: Connector) {
    if (deps.signal.aborted || active.get(ns)?.connector === connector) return
    const current = attempts.get(ns)
    if (current && askedBy.get(current) === connector) return
    void connector.disconnect().catch((e: unknown) => log.debug('could not let the abandoned wallet go', e))
  }

  /** The connection steps, with the pending account; on failure the modal returns to where they started. */
  async function runSteps(reason: PendingConnection['reason'], ns: Namespace, connector: Connector, connection: ConnectorConnection, resolved: Resolved, signal: AbortSignal) {
    if (steps.size === 0) return
    const depth = store.get().modal.open ? store.get().modal.history.length : 0
    try {
      await untilAborted(steps.run({
        reason,
        namespace: ns,
        connector: { id: connector.id, name: connector.name, type: connector.type },
        accounts: resolved.accounts,
        address: resolved.address,
        caipAddress: resolved.caipAddress,
        caipNetwork: resolved.network,
        ...(connection.user ? { user: connection.user } : {}),
        signal,
        signMessage: async (message) => {
          if (!connector.signMessage) throw new KitError(ErrorMessages.SIGN_MESSAGE_PROVIDER_UNDEFINED)
          return connector.signMessage({ message, address: resolved.address })
        },
      }), signal)
    } catch (error) {
      // An attempt given up for a newer one no longer owns the modal: cutting the stack back to where it started
      // would dismiss the newer attempt's prompt, or the views the visitor opened since it connected.
      if (!signal.aborted && store.get().modal.open && depth > 0 && store.get().modal.history.length > depth) router.goBackToIndex(depth - 1)
      throw error
    }
  }

  /**
   * Spec §4's other half: one pairing (or one embedded wallet) serves several namespaces, each through its own
   * connector of the same type, so connecting one connects the others that are free, silently (their
   * `reconnect` reads the shared session). A namespace with another wallet connected keeps it.
   */
  async function connectSharing(connector: Connector) {
    if (connector.type !== 'WALLET_CONNECT' && connector.type !== 'AUTH') return
    const others = connectors
      .list()
      .filter((c) => c !== connector && c.type === connector.type && c.chain !== connector.chain && c.reconnect && adapters.get(c.chain))
    await Promise.all(
      others.map(async (other) => {
        const ns = other.chain
        if (active.has(ns) || chainOf(ns)?.accountState.status === 'connected') return
        try {
          // A namespace the shared wallet does not answer for in time stays disconnected; the connect goes on.
          const connection = await withTimeout(clock, other.reconnect!(), RECONNECT_TIMEOUT_MS)
          if (deps.signal.aborted || !connection || active.has(ns)) return
          const resolved = resolve(ns, connection, other)
          if (!resolved) return
          watch(ns, other)
          commit(ns, other, connection, resolved)
        } catch (error) {
          log.warn(`the shared connection did not reach ${ns}`, error)
        }
      }),
    )
  }

  function waitForConnector(id: string, ns: Namespace): Promise<Connector | undefined> {
    const existing = connectors.get(id, ns)
    if (existing) return Promise.resolve(existing)
    return new Promise((resolve) => {
      let timer: TimerId | undefined
      const off = bus.on('connector:registered', (e) => {
        if (e.id === id && e.chain === ns) done(connectors.get(id, ns))
      })
      const done = (c: Connector | undefined) => {
        off()
        clock.clearTimeout(timer)
        deps.signal.removeEventListener('abort', onAbort)
        resolve(c)
      }
      const onAbort = () => done(undefined)
      deps.signal.addEventListener('abort', onAbort)
      timer = clock.setTimeout(() => done(undefined), RECONNECT_WAIT_MS)
    })
  }

  /** `after`: the restore whose account is committed first (the stored active namespace's), so it stays active. */
  async function restore(ns: Namespace, id: string, after?: Promise<unknown>) {
    setStatus(ns, 'reconnecting')
    const attempt = beginAttempt(ns)
    let connector: Connector | undefined
    try {
      connector = await waitForConnector(id, ns)
      const connection = connector?.reconnect ? await withTimeout(clock, connector.reconnect(), RECONNECT_TIMEOUT_MS) : undefined
      if (attempt.signal.aborted) return
      const resolved = connector && connection ? resolve(ns, connection, connector) : undefined
      if (!connector || !connection || !resolved) {
        storage.removeConnectorId(ns)
        return setStatus(ns, 'disconnected')
      }
      await runSteps('reconnect', ns, connector, connection, resolved, attempt.signal)
      await after
      if (attempt.signal.aborted) return
      watch(ns, connector)
      commit(ns, connector, connection, resolved)
    } catch (error) {
      if (attempt.signal.aborted) return
      log.warn(`could not restore the ${ns} connection`, error)
      storage.removeConnectorId(ns)
      setStatus(ns, 'disconnected')
      await connector?.disconnect().catch(() => {})
    } finally {
      endAttempt(ns, attempt)
    }
  }

  return {
    steps,
    activeConnector: (ns) => active.get(ns)?.connector,

    async connect(connectorId, { namespace } = {}) {
      const connector = connectors.get(connectorId, namespace)
      if (!connector) throw new KitError(`Connector "${connectorId}" is not available`)
      const ns = connector.chain
      if (!adapters.get(ns)) throw new AdapterNotFoundError(ns)
      const previous = chainOf(ns)?.accountState.status
      const attempt = beginAttempt(ns)
      askedBy.set(attempt, connector)
      setStatus(ns, 'connecting')
      modal.setLoading(true, ns)
      track({ event: 'SELECT_WALLET', properties: { name: connector.name, type: connector.type } })
      let answered = false
      try {
        // Only a network the visitor picked before connecting is asked of the wallet; otherwise the kit follows
        // the wallet's own network rather than greeting the visitor with a switch prompt.
        const wanted = chosenBeforeConnect?.chainNamespace === ns ? chosenBeforeConnect : undefined
        const answer = connector.connect({ chainId: wanted?.id })
        // The attempt settles when it is given up (a newer attempt, disconnect, destroy), not when a wallet that
        // may never answer does; if the wallet answers after that, it is let go.
        answer.then(
          () => attempt.signal.aborted && letGoOfAbandoned(ns, connector),
          () => {},
        )
        const connection = await untilAborted(answer, attempt.signal)
        answered = true
        if (attempt.signal.aborted) throw attempt.signal.reason
        chosenBeforeConnect = undefined
        const resolved = resolve(ns, connection, connector)
        if (!resolved) throw new KitError(ErrorMessages.CONNECTOR_ACCOUNT_NOT_FOUND)
        await runSteps('connect', ns, connector, connection, resolved, attempt.signal)
        const current = active.get(ns)?.connector
        if (current && current !== connector) {
          await current.disconnect().catch((e: unknown) => log.warn('previous connector did not disconnect', e))
          active.get(ns)?.unsubscribe?.()
        }
        watch(ns, connector)
        commit(ns, connector, connection, resolved, { activate: true })
        await connectSharing(connector)
        const entry = connector.walletInfo?.()?.entry
        if (entry) deps.wallets.addRecent(entry)
        track({ event: 'CONNECT_SUCCESS', properties: { name: connector.name, method: 'browser' } })
        // The kernel, not the view that started it, decides where the visitor goes next; a request the host made
        // of the new account while the other namespaces joined stays waiting on top.
        modal.goHome({ keepPrompts: true })
      } catch (error) {
        const kitError = toKitError(error)
        if (error instanceof SupersededError || error instanceof KitDestroyedError || attempt.signal.reason === error) {
          if (answered) letGoOfAbandoned(ns, connector)
          throw kitError
        }
        // A wallet that answered but whose connection was refused by a step is let go, unless it was already the one in use.
        if (answered && active.get(ns)?.connector !== connector) await connector.disconnect().catch((e: unknown) => log.debug('could not let the wallet go', e))
        setStatus(ns, previous === 'connected' && active.has(ns) ? 'connected' : 'disconnected')
        track({ event: 'CONNECT_ERROR', properties: { name: connector.name, message: kitError.shortMessage } })
        throw kitError
      } finally {
        // A superseded attempt answering late must not clear the loading flag of the newer one still waiting.
        if (attempts.get(ns) === attempt) modal.setLoading(false, ns)
        endAttempt(ns, attempt)
      }
    },

    async disconnect(namespace) {
      const connected = Object.values(store.get().chains)
        .filter((c) => c && c.accountState.status !== 'disconnected')
        .map((c) => c!.namespace)
      let targets: Namespace[] = namespace ? [namespace] : connected
      if (namespace) {
        // Spec §4: one pairing (or one embedded wallet) serves several namespaces, each through its own
        // connector object (a connector has one chain), so they are matched by type and go together.
        const shared = active.get(namespace)?.connector
        if (shared && (shared.type === 'WALLET_CONNECT' || shared.type === 'AUTH')) {
          for (const [ns, { connector }] of active) if (connector.type === shared.type && !targets.includes(ns)) targets.push(ns)
        }
      }
      targets = targets.filter((ns) => store.get().chains[ns])
      const failures: string[] = []
      const errors: unknown[] = []
      const done = new Set<Connector>()
      for (const ns of targets) {
        attempts.get(ns)?.abort(new SupersededError())
        const connector = active.get(ns)?.connector
        if (connector && !done.has(connector)) {
          done.add(connector)
          try {
            await connector.disconnect()
          } catch (error) {
            failures.push(formatMessage.disconnectChainFailed(ns, toKitError(error).shortMessage))
            errors.push(error)
          }
        }
        resetNamespace(ns)
      }
      if (!store.get().activeCaipAddress) modal.goHome()
      if (failures.length) {
        log.error(failures.join('; '))
        track({ event: 'DISCONNECT_ERROR', properties: { message: failures.join('; ') } })
        // The wallet's own error stays reachable as `cause`; details list the others when several failed.
        throw new KitError(failures[0]!, { cause: errors[0], details: failures.length > 1 ? failures.join('\n') : undefined })
      }
      track({ event: 'DISCONNECT_SUCCESS', properties: { namespaces: targets } })
    },

    async reconnect() {
      writer.dropUnregistered()
      const s = store.get()
      const storedId = storage.get('active_caip_network_id')
      const networks = options.networks.filter((n) => s.namespaces.includes(n.chainNamespace))
      const start = networks.find((n) => n.caipNetworkId === storedId) ?? (s.namespaces.includes(options.defaultNetwork.chainNamespace) ? options.defaultNetwork : networks[0])
      if (start) setActiveNetwork(start)
      const wasConnected = storage.get('connection_status') === 'connected'
      const connectedNamespaces = storage.get('connected_namespaces') ?? []
      const restoring = (ns: Namespace) => {
        const id = storage.getConnectorId(ns)
        return options.enableReconnect && wasConnected && id && connectedNamespaces.includes(ns) ? id : undefined
      }
      // Every namespace asks its wallet at once, but the one that was active commits first and stays active
      // (whichever wallet answered first would otherwise take over).
      const activeNs = store.get().activeNamespace
      const activeId = activeNs ? restoring(activeNs) : undefined
      const first = activeNs && activeId ? restore(activeNs, activeId) : undefined
      await Promise.all(
        s.namespaces.map(async (ns) => {
          if (first && ns === activeNs) return first
          const id = restoring(ns)
          if (!id) return setStatus(ns, 'disconnected')
          await restore(ns, id, first)
        }),
      )
    },

    async switchNetwork(network) {
      const ns = network.chainNamespace
      if (!adapters.get(ns)) throw new AdapterNotFoundError(ns)
      if (!chainOf(ns)?.caipNetworks.some((n) => n.caipNetworkId === network.caipNetworkId)) {
        // Spec §8: the requested network is not one the kit was given.
        modal.showAlert({ message: ErrorMessages.NETWORK_NOT_FOUND, variant: 'error' })
        throw new ChainNotSupportedError({ chainId: network.caipNetworkId })
      }
      const connector = active.get(ns)?.connector
      const from = store.get().activeCaipNetwork
      if (connector && chainOf(ns)?.accountState.status === 'connected') {
        if (!connector.switchNetwork) throw new ChainNotSupportedError()
        modal.setLoading(true, ns)
        try {
          await connector.switchNetwork(network)
        } catch (error) {
          if (isUserRejection(error)) throw toKitError(error)
          throw new ChainNotSupportedError({ cause: error })
        } finally {
          modal.setLoading(false, ns)
        }
        onChainChanged(ns, String(network.id))
      } else {
        chosenBeforeConnect = network
        setActiveNetwork(network)
        bus.emit('network:changed', { namespace: ns, caipNetwork: network, supported: true })
      }
      track({ event: 'SWITCH_NETWORK', properties: { from: from?.caipNetworkId, to: network.caipNetworkId } })
    },

    async signMessage({ message, namespace }) {
      const ns = namespace ?? store.get().activeNamespace
      const address = ns ? chainOf(ns)?.accountState.address : undefined
      const connector = ns ? active.get(ns)?.connector : undefined
      if (!ns || !address || !connector) throw new KitError(ErrorMessages.NO_ACTIVE_CAIP_ADDRESS)
      if (!connector.signMessage) throw new KitError(ErrorMessages.SIGN_MESSAGE_PROVIDER_UNDEFINED)
      try {
        return await connector.signMessage({ message, address })
      } catch (error) {
        throw toKitError(error)
      }
    },

    async switchAccount({ address, namespace }) {
      const ns = namespace ?? store.get().activeNamespace
      const connector = ns ? active.get(ns)?.connector : undefined
      if (!ns || !connector || chainOf(ns)?.accountState.status !== 'connected') throw new KitError(ErrorMessages.NO_ACTIVE_CAIP_ADDRESS)
      if (!connector.accountChoice) throw new KitError('The connected wallet chooses its account itself')
      const picked = chainOf(ns)?.accountState.allAccounts.find((a) => a.address === address)
      if (!picked) throw new KitError('The connected wallet did not give this account')
      if (connector.selectAccount) {
        let selection: AccountSelection | void
        try {
          selection = await connector.selectAccount({ address: picked.address, type: picked.type })
        } catch (error) {
          throw toKitError(error)
        }
        // The wallet was let go (or replaced) while it answered: nothing of it is written.
        if (active.get(ns)?.connector !== connector || chainOf(ns)?.accountState.status !== 'connected') throw new KitError(ErrorMessages.NO_ACTIVE_CAIP_ADDRESS)
        if (selection) writer.setAuthDetails(ns, selection)
      }
      if (!writer.selectAccount(ns, address)) throw new KitError('The connected wallet did not give this account')
    },

    async getProvider(namespace) {
      const ns = namespace ?? store.get().activeNamespace
      const connector = ns && chainOf(ns)?.accountState.status === 'connected' ? active.get(ns)?.connector : undefined
      const provider = await connector?.getProvider?.()
      return ns ? observeProvider(provider, ns, adapters.get(ns)) : provider
    },

    requester(ns) {
      const connector = chainOf(ns)?.accountState.status === 'connected' ? active.get(ns)?.connector : undefined
      const requester = connector?.requester?.()
      return requester ? (observeProvider(requester, ns, adapters.get(ns)) as RequestProvider) : undefined
    },

    refreshBalance,

    addIdentitySource(source) {
      identitySources.push(source)
      return () => {
        const index = identitySources.indexOf(source)
        if (index >= 0) identitySources.splice(index, 1)
      }
    },

    dispose() {
      settled.dispose()
      accountData.dispose()
      nativeBalance.dispose()
      for (const attempt of attempts.values()) attempt.abort(new SupersededError())
      for (const { unsubscribe } of active.values()) unsubscribe?.()
      active.clear()
    },
  }
}

/** Settles as `promise` does, or rejects with the signal's reason as soon as it aborts. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason)
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason)
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort)
        resolve(value)
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort)
        reject(error)
      },
    )
  })
}

/** Resolves undefined when the promise has not settled after `ms` on the kit's clock. */
function withTimeout<T>(clock: Clock, promise: Promise<T>, ms: number): Promise<T | undefined> {
  return new Promise<T | undefined>((resolve, reject) => {
    const timer = clock.setTimeout(() => resolve(undefined), ms)
    promise.then(
      (value) => {
        clock.clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clock.clearTimeout(timer)
        reject(error)
      },
    )
  })
}
