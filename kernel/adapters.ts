import type { KitStore } from './store.js'
import type { PluginAdapters } from './context.js'
import { AlreadyRegisteredError } from './registry-errors.js'
import type { CaipNetwork, ChainAdapter, ChainState, Unsubscribe } from './types.js'
import { initialAccountState } from './initial-state.js'
import type { Namespace } from './caip.js'

/** One adapter per namespace; registering one creates that namespace's chain state (spec §3). */
export function createAdapterRegistry(store: KitStore, networks: readonly CaipNetwork[]): PluginAdapters & { clear(): void } {
  const adapters = new Map<Namespace, ChainAdapter>()
  return {
    register(adapter, own): Unsubscribe {
      const ns = adapter.namespace
      if (adapters.has(ns)) throw new AlreadyRegisteredError('adapter', ns)
      adapters.set(ns, adapter)
      const caipNetworks = (own ?? networks).filter((n) => n.chainNamespace === ns)
      // A chain the kit started with from the host's initial state (an account being restored) keeps that account.
      const restored = store.get().chains[ns]
      const network = caipNetworks.find((n) => n.caipNetworkId === restored?.networkState.caipNetwork?.caipNetworkId)
      const chain: ChainState = {
        namespace: ns,
        caipNetworks,
        networkState: { caipNetwork: network ?? caipNetworks[0], supportsAllNetworks: true },
        // Spec §4: every namespace starts in 'connecting' until the reconnect routine settles it.
        accountState: network && restored ? restored.accountState : initialAccountState('connecting'),
      }
      store.update((d) => {
        d.chains[ns] = chain as (typeof d.chains)[typeof ns]
        if (!d.namespaces.includes(ns)) d.namespaces.push(ns)
      })
      return () => {
        if (adapters.get(ns) !== adapter) return
        adapters.delete(ns)
        store.update((d) => {
          delete d.chains[ns]
          d.namespaces = d.namespaces.filter((n) => n !== ns)
          // Spec §4: removing the active chain's adapter makes the first network of another chain active.
          if (d.activeNamespace === ns) {
            const next = d.namespaces[0]
            d.activeNamespace = next
            d.activeCaipNetwork = next ? d.chains[next]?.caipNetworks[0] : undefined
            d.activeCaipAddress = next ? d.chains[next]?.accountState.caipAddress : undefined
          }
        })
      }
    },
    get: (ns) => adapters.get(ns),
    list: () => [...adapters.values()],
    clear: () => adapters.clear(),
  }
}
