import type { Namespace } from './caip.js'
import type { Clock, TimerId } from './clock.js'
import { ErrorMessages, TokenBalanceUnavailableError } from './errors.js'
import type { Logger } from './log.js'
import type { ModalController } from './modal.js'
import type { KitStore } from './store.js'
import type { PluginAdapters } from './context.js'
import type { CaipNetwork, ChainAdapter, Connector, Identity, IdentitySource, KitState } from './types.js'

/** Spec §9: balances refresh every 30 s while someone is looking (connected, modal open), never more often. */
export const TOKEN_BALANCE_REFRESH_MS = 30_000
/** Spec §8/§9: after 'Token Balance Unavailable' the token path is not asked again for 30 s. */
export const TOKEN_BALANCE_RETRY_MS = 30_000

export interface AccountData {
  /** Token balances and identity of the namespace's account (connect, account change, network change). */
  load(namespace: Namespace, options?: { readonly forceUpdate?: boolean }): void
  /**
   * The account or network moved and its load waits a moment: the load for the one before is dropped, and its
   * tokens are not shown beside the new account meanwhile.
   */
  hold(namespace: Namespace): void
  /** Forgets the namespace's loads, block and schedule (disconnect). */
  reset(namespace: Namespace): void
  dispose(): void
}

export interface AccountDataDeps {
  readonly store: KitStore
  readonly clock: Clock
  readonly adapters: PluginAdapters
  readonly modal: Pick<ModalController, 'showToast'>
  readonly log: Logger
  /** The kit's: aborts every load on destroy. */
  readonly signal: AbortSignal
  readonly activeConnector: (namespace: Namespace) => Connector | undefined
  /** What the periodic refresh runs: the connection's balance refresh, which calls `load` in turn. */
  readonly refresh: (namespace: Namespace) => void
  /** Name services for the namespace, asked beside the adapter (their names come first). */
  readonly identitySources: (namespace: Namespace) => readonly IdentitySource[]
}

/**
 * Writes the account state fields plugins cannot write themselves (tokenBalance, profileName, profileImage)
 * from the adapter's optional capabilities, so a chain plugin only answers questions and never owns core state.
 */
export function createAccountData(deps: AccountDataDeps): AccountData {
  const { store, clock, adapters, log } = deps
  const loads = new Map<Namespace, AbortController>()
  const blockedUntil = new Map<Namespace, number>()
  const lastLoad = new Map<Namespace, number>()
  /** Whose tokens the state holds, per namespace: another account's or network's list is cleared, not shown. */
  const shownFor = new Map<Namespace, string>()
  let lastTick = Number.NEGATIVE_INFINITY
  let timer: TimerId | undefined

  const abortAll = () => {
    for (const abort of loads.values()) abort.abort()
    loads.clear()
  }
  deps.signal.addEventListener('abort', abortAll, { once: true })

  /** The namespace someone is looking at, or undefined when no refresh should run. */
  const watched = (s: Readonly<KitState>) => {
    const ns = s.activeNamespace
    return s.modal.open && ns && s.chains[ns]?.accountState.status === 'connected' ? ns : undefined
  }

  function schedule() {
    clock.clearTimeout(timer)
    timer = undefined
    const ns = watched(store.get())
    if (!ns) return
    const due = Math.max((lastLoad.get(ns) ?? Number.NEGATIVE_INFINITY) + TOKEN_BALANCE_REFRESH_MS, blockedUntil.get(ns) ?? 0, lastTick + TOKEN_BALANCE_REFRESH_MS)
    timer = clock.setTimeout(
      () => {
        timer = undefined
        lastTick = clock.now()
        deps.refresh(ns)
        // A load reschedules itself; one that did not run (no capability, blocked) must not leave the loop dead.
        if (timer === undefined) schedule()
      },
      Math.max(0, due - clock.now()),
    )
  }
  const unwatch = store.select(watched, schedule)

  async function loadTokens(ns: Namespace, adapter: ChainAdapter, address: string, network: CaipNetwork, forceUpdate: boolean, abort: AbortController) {
    if (!adapter.getTokenBalances || clock.now() < (blockedUntil.get(ns) ?? 0)) return
    const requestedAt = clock.now()
    lastLoad.set(ns, requestedAt)
    schedule()
    try {
      const tokens = await adapter.getTokenBalances({ address, caipNetwork: network, forceUpdate, signal: abort.signal, connector: deps.activeConnector(ns), requestedAt })
      if (!isCurrent(ns, address, network, abort)) return
      blockedUntil.delete(ns)
      store.update((d) => {
        const account = d.chains[ns]?.accountState
        if (account) account.tokenBalance = tokens as typeof account.tokenBalance
      })
    } catch (error) {
      if (abort.signal.aborted) return
      if (error instanceof TokenBalanceUnavailableError && error.fallback.length && isCurrent(ns, address, network, abort)) {
        store.update((d) => {
          const account = d.chains[ns]?.accountState
          if (account) account.tokenBalance = error.fallback as typeof account.tokenBalance
        })
      }
      blockedUntil.set(ns, clock.now() + TOKEN_BALANCE_RETRY_MS)
      schedule()
      log.warn('token balances unavailable', error)
      deps.modal.showToast(ErrorMessages.TOKEN_BALANCE_UNAVAILABLE, 'error')
    }
  }

  async function loadIdentity(ns: Namespace, adapter: ChainAdapter, address: string, network: CaipNetwork, abort: AbortController) {
    const askers = [...deps.identitySources(ns).map((source) => source.resolve), ...(adapter.getIdentity ? [adapter.getIdentity] : [])]
    if (askers.length === 0) return
    const answers = await Promise.all(
      askers.map((ask) =>
        ask({ address, caipNetwork: network, signal: abort.signal }).catch((error: unknown): Identity | undefined => {
          // Each source reports its own failures (spec §8 name errors); a name is never worth a toast.
          if (!abort.signal.aborted) log.debug('identity unavailable', error)
          return undefined
        }),
      ),
    )
    const known = answers.filter((answer): answer is Identity => answer !== undefined)
    // When every source failed, the name shown stays rather than blinking away.
    if (known.length === 0 || !isCurrent(ns, address, network, abort)) return
    store.update((d) => {
      const account = d.chains[ns]?.accountState
      if (!account) return
      account.profileName = known.find((identity) => identity.name)?.name
      account.profileImage = known.find((identity) => identity.avatar)?.avatar
    })
  }

  /** An answer for an account or network the visitor has since left must not land on the new one. */
  function isCurrent(ns: Namespace, address: string, network: CaipNetwork, abort: AbortController) {
    const chain = store.get().chains[ns]
    return !abort.signal.aborted && chain?.accountState.address === address && chain.networkState.caipNetwork?.caipNetworkId === network.caipNetworkId
  }

  /** Clears the tokens when they belong to another account or network than the one in the state now. */
  function showOnlyCurrent(ns: Namespace, key: string) {
    if (shownFor.get(ns) === key) return
    shownFor.set(ns, key)
    store.update((d) => {
      const account = d.chains[ns]?.accountState
      if (account && account.tokenBalance.length > 0) account.tokenBalance = []
    })
  }
  const keyOf = (ns: Namespace) => {
    const chain = store.get().chains[ns]
    return `${chain?.networkState.caipNetwork?.caipNetworkId}:${chain?.accountState.address}`
  }

  return {
    load(ns, options = {}) {
      const chain = store.get().chains[ns]
      const adapter = adapters.get(ns)
      const address = chain?.accountState.address
      const network = chain?.networkState.caipNetwork
      if (!adapter || !address || !network || chain.accountState.status !== 'connected' || chain.networkState.unsupportedChainId !== undefined) return
      if (deps.signal.aborted) return
      showOnlyCurrent(ns, keyOf(ns))
      loads.get(ns)?.abort()
      const abort = new AbortController()
      loads.set(ns, abort)
      void Promise.all([
        loadTokens(ns, adapter, address, network, options.forceUpdate ?? false, abort),
        loadIdentity(ns, adapter, address, network, abort),
      ]).finally(() => {
        if (loads.get(ns) === abort) loads.delete(ns)
      })
    },
    hold(ns) {
      loads.get(ns)?.abort()
      loads.delete(ns)
      showOnlyCurrent(ns, keyOf(ns))
    },
    reset(ns) {
      loads.get(ns)?.abort()
      loads.delete(ns)
      blockedUntil.delete(ns)
      lastLoad.delete(ns)
      shownFor.delete(ns)
    },
    dispose() {
      abortAll()
      unwatch()
      clock.clearTimeout(timer)
      timer = undefined
      deps.signal.removeEventListener('abort', abortAll)
    },
  }
}
