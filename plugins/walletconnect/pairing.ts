import {
  ErrorCode,
  ErrorMessages,
  KitError,
  isNamespace,
  isUserRejection,
  toKitError,
  type Clock,
  type AccountType,
  type ConnectorConnection,
  type ConnectorEvent,
  type CoreStorageKey,
  type CoreStorageValues,
  type Logger,
  type Namespace,
  type RequestProvider,
  type Slice,
  type TimerId,
  type StorageItem,
  type Unsubscribe,
  type WalletListEntry,
} from '../../kernel/index.js'
import { CONNECTOR_NAME, PAIRING_EXPIRED_UNDER_MS, PAIRING_EXPIRY_MS, PAIRING_RETRY_MS } from './constants.js'
import type { DeepLinkChoice, PairOptions, WalletConnectState } from './plugin.js'
import { onPairingCreated } from './early-uri.js'
import { closeProvider, openRelay, relayConnected, retireProvider, type PairingProvider, type ProposalNamespace } from './provider.js'
import { accountsIn, eventAddresses, parseSession, parseSessionEvent, peerIcon, peerName, sessionNamespaces, topicOf, type NamespaceRules, type Session } from './session.js'
import { PAIRING_DECLINED, PAIRING_EXPIRED, PAIRING_NO_SESSION, PAIRING_RETRY_TOO_SOON, PAIRING_UNREACHABLE, pairingNoAccount } from './pairing-errors.js'

// Kept importable from here, where tests and the views have always found them.
export { PAIRING_DECLINED, PAIRING_EXPIRED, PAIRING_RETRY_TOO_SOON, PAIRING_UNREACHABLE }

/** Spec §4: with under 10 s left a URI is no longer offered (exactly 10 s left still is). */
export function isPairingExpired(expiresAt: number, now: number): boolean {
  return expiresAt - now < PAIRING_EXPIRED_UNDER_MS
}

export interface PairingControllerDeps {
  readonly slice: Slice<WalletConnectState>
  readonly clock: Clock
  readonly log: Logger
  /** The kernel's stored values the pairing reads after a reload (active network, chosen wallet). */
  readonly readStorage: <K extends CoreStorageKey>(key: K) => CoreStorageValues[K] | undefined
  /** The wallet app the visitor chose on a phone: forgotten with the session. */
  readonly deepLinkChoice: StorageItem<DeepLinkChoice>
  /** Each namespace's chain ids, addresses and account type, from its adapter. */
  readonly rules: NamespaceRules & { accountType(namespace: Namespace): AccountType }
  /** `manualWCControl`: the host starts pairings on its provider; the kit shows their URIs and follows the session. */
  readonly manual: boolean
  /** How long an attempt waits for its URI before it fails (the relay is out of reach). */
  readonly pairingTimeoutMs: number
  /** The host's own instance (`universalProvider`); else one is created on first use. */
  readonly hostProvider?: PairingProvider
  readonly createProvider: () => Promise<PairingProvider>
  /** What each pairing asks for, read when it starts (adapters may have registered since). */
  readonly proposal: () => Record<string, ProposalNamespace>
  /** Each failed pairing's error (the relay refusing the project's key, say), for the kit's debug alerts. */
  readonly onFailure?: (error: unknown) => void
}

export interface WalletInfo {
  readonly name: string
  readonly icon?: string
  readonly id?: string
  /** The registry wallet paired with, while it was chosen in this visit. */
  readonly entry?: WalletListEntry
}

export interface PairingController {
  provider(): Promise<PairingProvider>
  pair(options?: PairOptions): Promise<void>
  retryAllowedAt(): number | undefined
  /** Creates the provider (restoring a stored session) and says whether a session exists. */
  restore(): Promise<boolean>
  /** Loads the provider and opens its relay socket before a pairing is asked for (the Connect view is open). */
  warm(): Promise<void>
  /** Nobody is about to pair (the modal closed): a warmed provider still dialling an absent relay is let go. */
  cool(): void
  /** The namespace's accounts on `wanted` when the session has it, else on its current chain. Throws without one. */
  connection(namespace: Namespace, wanted?: string | number): ConnectorConnection
  /** The namespaces the session grants accounts in; none without a session. */
  sessionNamespaces(): Namespace[]
  /** Ends a session no namespace of the kit uses (it granted none the kit asked for), so the next try pairs anew. */
  dropUnused(): Promise<void>
  disconnect(): Promise<void>
  subscribe(namespace: Namespace, listener: (event: ConnectorEvent) => void): Unsubscribe
  /** Requests for one namespace, sent for the chain the wallet is on in it. */
  requester(namespace: Namespace): RequestProvider
  /** Records the chain a namespace moved to (after a switch), so requests follow it. */
  setChain(namespace: Namespace, reference: string): void
  walletInfo(): WalletInfo | undefined
  dispose(): Promise<void>
}

interface Waiter {
  readonly resolve: () => void
  readonly reject: (error: unknown) => void
  readonly refresh: boolean
}

export function createPairingController(deps: PairingControllerDeps): PairingController {
  const { slice, clock, log, manual, rules } = deps
  let provider: PairingProvider | undefined
  let providerPromise: Promise<PairingProvider> | undefined
  const detach: (() => void)[] = []
  /** The attempt in flight; a result from any other one is stale (superseded by a refresh, or abandoned). */
  let current: number | undefined
  let attempts = 0
  const waiters = new Set<Waiter>()
  let failedAt: number | undefined
  let expiryTimer: TimerId | undefined
  /** Runs from an attempt's start until its URI arrives. */
  let linkTimer: TimerId | undefined
  /** The registry wallet being paired or paired, for the connected wallet's name and id. */
  let chosen: { readonly id: string; readonly name: string; readonly entry?: WalletListEntry } | undefined
  /** The session the kit follows: UniversalProvider forgets its own before announcing a deletion. */
  let topic: string | undefined
  const chains = new Map<Namespace, string>()
  const listeners = new Map<Namespace, Set<(event: ConnectorEvent) => void>>()
  let disconnecting: Promise<void> | undefined
  let disposed = false

  const sessionNow = (): Session | undefined => (provider ? parseSession(provider.session) : undefined)

  function emit(namespace: Namespace, event: ConnectorEvent) {
    for (const listener of [...(listeners.get(namespace) ?? [])]) listener(event)
  }

  function setState(next: WalletConnectState) {
    slice.set(() => next)
  }

  function getProvider(): Promise<PairingProvider> {
    providerPromise ??= (async () => {
      const created = deps.hostProvider ?? (await deps.createProvider())
      if (disposed) {
        if (!deps.hostProvider) await closeProvider(created)
        throw new KitError('The kit was destroyed')
      }
      attach(created)
      provider = created
      topic = parseSession(created.session)?.topic
      return created
    })()
    // A chunk that failed to load (a flaky network) is tried again on the next use.
    providerPromise.catch(() => {
      if (!provider) providerPromise = undefined
    })
    return providerPromise
  }

  function attach(p: PairingProvider) {
    const on = (event: string, listener: (payload: unknown) => void) => {
      p.on(event, listener)
      detach.push(() => p.removeListener(event, listener))
    }
    on('display_uri', onUri)
    detach.push(onPairingCreated(p, onUri))
    on('session_event', onSessionEvent)
    on('session_update', onSessionUpdate)
    on('session_delete', onSessionDelete)
    // The SDK ends an expired session without telling the provider's listeners.
    const onExpire = (payload: { topic: string }) => onSessionDelete(payload)
    if (p.client?.on) {
      p.client.on('session_expire', onExpire)
      detach.push(() => p.client?.off?.('session_expire', onExpire))
    }
    // With manual control the host's connect() settles the session; without it the attempt's own promise does.
    if (manual) on('connect', () => succeed())
  }

  function onUri(uri: unknown) {
    if (typeof uri !== 'string' || !/^wc:\S+$/.test(uri)) return
    // Someone else's pairing on a host-provided instance is theirs to show, unless the host asked the kit to.
    if (!manual && current === undefined) return
    // Announced twice: when the pairing is created, and by the provider once the proposal is out.
    if (uri === slice.get().uri) return
    const expiresAt = clock.now() + PAIRING_EXPIRY_MS
    setState({ status: 'pairing', uri, expiresAt })
    clock.clearTimeout(linkTimer)
    clock.clearTimeout(expiryTimer)
    // The first instant with under 10 s left: 3 min 50.001 s after the URI, on the kit's clock.
    expiryTimer = clock.setTimeout(onExpired, expiresAt - PAIRING_EXPIRED_UNDER_MS - clock.now() + 1)
  }

  function onExpired() {
    const { expiresAt } = slice.get()
    if (expiresAt === undefined || !isPairingExpired(expiresAt, clock.now())) return
    setState({ status: 'expired', expiresAt })
    if (manual) return
    // A screen showing the code gets a fresh one; a caller without one would wait on a code nobody can see.
    if ([...waiters].some((w) => w.refresh)) return void startAttempt()
    current = undefined
    rejectWaiters(new KitError(PAIRING_EXPIRED))
  }

  async function startAttempt() {
    const id = ++attempts
    current = id
    clock.clearTimeout(expiryTimer)
    setState({ status: 'pairing' })
    clock.clearTimeout(linkTimer)
    linkTimer = clock.setTimeout(() => onLinkTimeout(id), deps.pairingTimeoutMs)
    let p: PairingProvider
    try {
      p = await getProvider()
    } catch (error) {
      return fail(id, error)
    }
    if (current !== id) return
    // A session restored from storage needs no pairing.
    if (sessionNow()) return succeed()
    p.connect({ optionalNamespaces: deps.proposal() }).then(
      () => approved(id),
      (error: unknown) => fail(id, error),
    )
  }

  function onLinkTimeout(id: number) {
    if (current !== id || slice.get().uri !== undefined) return
    fail(id, new KitError(PAIRING_UNREACHABLE))
    discardProvider()
  }

  /**
   * The SDK keeps dialling a relay it never reached (reconnects, and its publisher re-sending the proposal on each
   * heartbeat) for minutes, for nobody: the kit's own provider is closed and the next attempt makes a fresh one.
   */
  function discardProvider() {
    const p = provider
    if (!p || deps.hostProvider || sessionNow()) return
    for (const undo of detach.splice(0)) undo()
    provider = undefined
    providerPromise = undefined
    void retireProvider(p)
  }

  function approved(id: number) {
    const session = sessionNow()
    if (!session) return fail(id, new KitError(PAIRING_NO_SESSION))
    if (waiters.size > 0) return succeed()
    // Nobody waits any more (the screen was left): a wallet that approved late must not stay connected unseen.
    log.debug('dropping a session approved after its pairing was abandoned')
    provider?.disconnect().catch((error: unknown) => log.warn('could not end an abandoned session', error))
  }

  function succeed() {
    const session = sessionNow()
    if (!session) return
    topic = session.topic
    current = undefined
    failedAt = undefined
    clock.clearTimeout(linkTimer)
    clock.clearTimeout(expiryTimer)
    setState({ status: 'idle' })
    const settled = [...waiters]
    waiters.clear()
    for (const waiter of settled) waiter.resolve()
  }

  function fail(id: number, error: unknown) {
    if (current !== id) return log.debug('ignoring the result of a superseded pairing', error)
    current = undefined
    failedAt = clock.now()
    clock.clearTimeout(linkTimer)
    clock.clearTimeout(expiryTimer)
    const declined = isDeclined(error)
    if (!declined) deps.onFailure?.(error)
    setState({ status: 'error', error: declined ? PAIRING_DECLINED : toKitError(error).shortMessage })
    rejectWaiters(declined ? new KitError(PAIRING_DECLINED, { code: ErrorCode.USER_REJECTED, cause: error }) : toKitError(error))
  }

  function rejectWaiters(error: unknown) {
    const settled = [...waiters]
    waiters.clear()
    for (const waiter of settled) waiter.reject(error)
  }

  /** No one waits for the pairing in progress: stop offering its URI. */
  function dropIfUnwanted() {
    if (waiters.size > 0 || current === undefined) return
    current = undefined
    clock.clearTimeout(linkTimer)
    clock.clearTimeout(expiryTimer)
    // Still dialling a relay that never answered: stop, rather than retry for a view that is gone.
    const reached = slice.get().uri !== undefined
    setState({ status: 'idle' })
    if (!reached) discardProvider()
  }

  function retryAllowedAt(): number | undefined {
    if (failedAt === undefined || slice.get().status !== 'error') return undefined
    const at = failedAt + PAIRING_RETRY_MS
    return clock.now() < at ? at : undefined
  }

  function onSessionEvent(payload: unknown) {
    const event = parseSessionEvent(payload)
    if (!event || event.topic !== topic) return
    const ns = event.params.chainId.split(':')[0]
    if (!isNamespace(ns)) return
    const { name, data } = event.params.event
    if (name === 'chainChanged') {
      const reference = rules.chainReference(ns, data) ?? rules.chainReference(ns, event.params.chainId)
      if (!reference) return log.debug('ignoring a malformed chainChanged', data)
      chains.set(ns, reference)
      emit(ns, { type: 'chainChanged', chainId: reference })
    } else if (name === 'accountsChanged') {
      const addresses = eventAddresses(data, ns, rules)
      if (!addresses) return log.debug('ignoring a malformed accountsChanged', data)
      emit(ns, { type: 'accountsChanged', accounts: addresses.map((address) => ({ address, type: rules.accountType(ns) })) })
    }
  }

  function onSessionUpdate(payload: unknown) {
    if (topicOf(payload) !== topic) return
    const session = sessionNow()
    if (!session) return
    // A namespace the wallet no longer grants is disconnected on its own; the others carry on.
    for (const ns of listeners.keys()) if (accountsIn(session, ns, rules).length === 0) emit(ns, { type: 'disconnect' })
  }

  function onSessionDelete(payload: unknown) {
    const deleted = topicOf(payload)
    if (!topic || (deleted !== undefined && deleted !== topic)) return
    forget()
    for (const ns of listeners.keys()) emit(ns, { type: 'disconnect' })
  }

  /** The session is over: nothing of it may steer the next one. */
  function forget() {
    topic = undefined
    chosen = undefined
    chains.clear()
    deps.deepLinkChoice.remove()
    if (current === undefined) setState({ status: 'idle' })
  }

  function disconnect(): Promise<void> {
    // Every namespace's connector asks in turn when the kit disconnects them together: one goodbye to the wallet.
    disconnecting ??= (async () => {
      const p = provider
      const live = sessionNow() !== undefined
      forget()
      if (p && live) await p.disconnect()
    })().finally(() => {
      disconnecting = undefined
    })
    return disconnecting
  }

  function setChain(namespace: Namespace, reference: string) {
    chains.set(namespace, reference)
    try {
      // Host code calling the provider without a chain then reaches the same one.
      provider?.setDefaultChain?.(`${namespace}:${reference}`)
    } catch (error) {
      log.debug('the provider did not take the chain', error)
    }
  }

  return {
    provider: getProvider,
    retryAllowedAt,

    pair(options = {}) {
      if (disposed) return Promise.reject(new KitError('The kit was destroyed'))
      const { signal } = options
      if (signal?.aborted) return Promise.reject(signal.reason)
      if (options.wallet) chosen = { id: options.wallet.id, name: options.wallet.name, entry: options.wallet }
      if (sessionNow()) return Promise.resolve()
      if (current === undefined && !manual && retryAllowedAt() !== undefined) return Promise.reject(new KitError(PAIRING_RETRY_TOO_SOON))
      // Registered before anything awaits: React's StrictMode aborts and re-runs an effect in one go, and
      // the re-run must find the pairing still wanted rather than start a second one.
      return new Promise<void>((resolve, reject) => {
        const waiter: Waiter = { resolve, reject, refresh: options.refresh ?? false }
        waiters.add(waiter)
        signal?.addEventListener(
          'abort',
          () => {
            if (!waiters.delete(waiter)) return
            reject(signal.reason)
            if (waiters.size === 0) queueMicrotask(dropIfUnwanted)
          },
          { once: true },
        )
        if (manual) {
          getProvider().then(
            () => succeed(),
            (error: unknown) => {
              waiters.delete(waiter)
              reject(error)
            },
          )
        } else if (current === undefined) void startAttempt()
      })
    },

    async warm() {
      if (disposed) return
      try {
        const p = await getProvider()
        if (!sessionNow()) await openRelay(p)
      } catch (error) {
        // The pairing itself reports an absent relay, with its own bound and message.
        log.debug('could not reach the relay ahead of a pairing', error)
      }
    },

    cool() {
      if (current === undefined && provider && !relayConnected(provider)) discardProvider()
    },

    async restore() {
      const p = await getProvider()
      const session = parseSession(p.session)
      if (session && !chosen) {
        // The registry wallet chosen before the reload, as the kernel stored it (its own ids name connectors).
        const id = deps.readStorage('wallet_id')
        const name = deps.readStorage('wallet_name')
        if (id && name && !id.startsWith('walletConnect')) chosen = { id, name }
      }
      // A session spans every chain it grants and the kit picks one: after a reload, the network the visitor was
      // on (the kernel's stored active network) rather than the session's first chain. `connection` uses it only
      // where the session has accounts on it.
      const stored = session ? deps.readStorage('active_caip_network_id') : undefined
      const storedNs = stored?.split(':')[0]
      if (stored && isNamespace(storedNs) && !chains.has(storedNs)) {
        const reference = rules.chainReference(storedNs, stored)
        if (reference) chains.set(storedNs, reference)
      }
      return session !== undefined
    },

    connection(namespace, wanted) {
      const session = sessionNow()
      if (!session) throw new KitError(ErrorMessages.CONNECTOR_NOT_CONNECTED)
      const accounts = accountsIn(session, namespace, rules)
      const first = accounts[0]
      if (!first) throw new KitError(pairingNoAccount(namespace), { code: ErrorCode.UNAUTHORIZED })
      const has = (chain: string | undefined) => chain !== undefined && accounts.some((a) => a.chain === chain)
      const asked = wanted === undefined ? undefined : rules.chainReference(namespace, wanted)
      const chain = [asked, chains.get(namespace)].find(has) ?? first.chain
      setChain(namespace, chain)
      const type = rules.accountType(namespace)
      return {
        accounts: accounts.filter((a) => a.chain === chain).map((a) => ({ address: a.address, type })),
        chainId: chain,
      }
    },

    sessionNamespaces() {
      const session = sessionNow()
      return session ? sessionNamespaces(session, rules) : []
    },

    async dropUnused() {
      // The kernel listens to a connector only while it is a namespace's active one.
      if (listeners.size === 0 && sessionNow()) await disconnect()
    },

    disconnect,

    subscribe(namespace, listener) {
      const set = listeners.get(namespace) ?? new Set()
      set.add(listener)
      listeners.set(namespace, set)
      return () => {
        set.delete(listener)
        if (set.size === 0 && listeners.get(namespace) === set) listeners.delete(namespace)
      }
    },

    requester(namespace) {
      return {
        request(arguments_) {
          const p = provider
          const session = sessionNow()
          if (!p || !session) return Promise.reject(new KitError(ErrorMessages.CONNECTOR_NOT_CONNECTED))
          const chain = chains.get(namespace) ?? accountsIn(session, namespace, rules)[0]?.chain
          return p.request(arguments_, chain ? `${namespace}:${chain}` : undefined)
        },
      }
    },

    setChain,

    walletInfo() {
      const session = sessionNow()
      if (!session) return undefined
      const icon = peerIcon(session)
      return {
        name: chosen?.name ?? peerName(session) ?? CONNECTOR_NAME,
        ...(icon ? { icon } : {}),
        ...(chosen ? { id: chosen.id } : {}),
        ...(chosen?.entry ? { entry: chosen.entry } : {}),
      }
    },

    async dispose() {
      disposed = true
      clock.clearTimeout(linkTimer)
      clock.clearTimeout(expiryTimer)
      rejectWaiters(new KitError('The kit was destroyed'))
      for (const undo of detach.splice(0)) undo()
      listeners.clear()
      if (provider && !deps.hostProvider) await closeProvider(provider)
    },
  }
}

/**
 * A proposal the wallet turned down: WalletConnect's "User rejected." (5000 and the 500x family of unsupported
 * namespaces, chains or methods come with their own text) or an EIP-1193 4001 somewhere in the error.
 */
function isDeclined(error: unknown): boolean {
  if (isUserRejection(error)) return true
  if (typeof error !== 'object' || error === null) return false
  const { code, message } = error as { code?: unknown; message?: unknown }
  return code === ErrorCode.DEFAULT && typeof message === 'string' && /reject/i.test(message)
}
