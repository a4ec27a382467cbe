import type { Namespace } from './caip.js'
import type { PluginAdapters } from './context.js'
import type { Logger } from './log.js'
import type { KitStore } from './store.js'

export interface NativeBalance {
  /** Reads the namespace's native balance from its adapter into the account state; a newer read replaces an older one. */
  read(namespace: Namespace, options?: { readonly forceUpdate?: boolean }): Promise<void>
  /** Drops a read in flight (the account went). */
  cancel(namespace: Namespace): void
  dispose(): void
}

/** The account's native balance and its loading flag; an answer for an account the visitor has since left is dropped. */
export function createNativeBalance(deps: { readonly store: KitStore; readonly adapters: PluginAdapters; readonly log: Logger; readonly signal: AbortSignal }): NativeBalance {
  const { store, adapters, log } = deps
  const reads = new Map<Namespace, AbortController>()
  return {
    async read(namespace, options = {}) {
      const chain = store.get().chains[namespace]
      const adapter = adapters.get(namespace)
      const address = chain?.accountState.address
      const network = chain?.networkState.caipNetwork
      if (!address) return
      if (!adapter?.getBalance || !network || chain.networkState.unsupportedChainId) {
        // Nothing here can read it: say so, rather than leave a balance that looks like it is on its way.
        store.update((d) => {
          const account = d.chains[namespace]?.accountState
          if (account) account.balanceUnavailable = true
        })
        return
      }
      reads.get(namespace)?.abort()
      const abort = new AbortController()
      reads.set(namespace, abort)
      const stop = () => abort.abort()
      deps.signal.addEventListener('abort', stop)
      store.update((d) => {
        const account = d.chains[namespace]!.accountState
        account.balanceLoading = true
        delete account.balanceUnavailable
      })
      try {
        const { balance, symbol } = await adapter.getBalance({ address, caipNetwork: network, signal: abort.signal, forceUpdate: options.forceUpdate })
        if (abort.signal.aborted) return
        store.update((d) => {
          const account = d.chains[namespace]?.accountState
          if (!account || account.address !== address) return
          account.balance = balance
          account.balanceSymbol = symbol
        })
      } catch (error) {
        if (abort.signal.aborted) return
        log.warn('balance unavailable', error)
        // A balance that could not be read is unknown: an older figure would pass for the current one.
        store.update((d) => {
          const account = d.chains[namespace]?.accountState
          if (!account || account.address !== address) return
          account.balance = undefined
          account.balanceUnavailable = true
        })
      } finally {
        deps.signal.removeEventListener('abort', stop)
        if (reads.get(namespace) === abort) {
          reads.delete(namespace)
          store.update((d) => {
            const account = d.chains[namespace]?.accountState
            if (account) account.balanceLoading = false
          })
        }
      }
    },
    cancel(namespace) {
      reads.get(namespace)?.abort()
    },
    dispose() {
      for (const abort of reads.values()) abort.abort()
    },
  }
}
