import type { Namespace } from './caip.js'
import type { PluginConnectors } from './context.js'
import { AlreadyRegisteredError } from './registry-errors.js'
import type { KitStore } from './store.js'
import type { Connector, ConnectorSummary, Unsubscribe } from './types.js'

export interface KitConnectorRegistry extends PluginConnectors {
  /** Whether a host's exclusion (registry id, rdns or case-insensitive name) hides this connector. */
  isExcluded(connector: Pick<Connector, 'id' | 'name' | 'explorerId' | 'info' | 'type'>): boolean
  clear(): void
}

const EXCLUDABLE = new Set(['INJECTED', 'ANNOUNCED', 'EXTERNAL'])
/** Connectors of these types on different chains are one wallet reached once, not one wallet per chain. */
const SHARED = new Set(['WALLET_CONNECT', 'AUTH'])

const keyOf = (chain: Namespace, id: string) => `${chain}\u0000${id}`

/**
 * Live connectors by namespace and id (spec §3: one id, such as `walletConnect`, may serve several namespaces,
 * a connector each); the store gets serialisable summaries in which same-named connectors on different chains
 * become one multi-chain entry.
 */
export function createConnectorRegistry(
  store: KitStore,
  excludeWalletIds: readonly string[],
  onRegistered: (connector: Connector) => void,
): KitConnectorRegistry {
  const connectors = new Map<string, Connector>()
  const exclusions = new Map<string, number>()
  const addExclusion = (value: string) => exclusions.set(value.toLowerCase(), (exclusions.get(value.toLowerCase()) ?? 0) + 1)
  for (const value of excludeWalletIds) addExclusion(value)

  const isExcluded: KitConnectorRegistry['isExcluded'] = (c) => {
    if (!EXCLUDABLE.has(c.type)) return false
    return [c.id, c.explorerId, c.info?.rdns, c.name].some((v) => v !== undefined && exclusions.has(v.toLowerCase()))
  }

  function publish() {
    const summaries: ConnectorSummary[] = []
    const byName = new Map<string, number>()
    for (const c of connectors.values()) {
      if (isExcluded(c)) continue
      const key = c.name.toLowerCase()
      const at = byName.get(key)
      const existing = at === undefined ? undefined : summaries[at]
      if (existing && at !== undefined && existing.chain !== c.chain && !existing.chains.includes(c.chain)) {
        // Spec §3: one pairing or one embedded wallet serving several chains keeps its type (the UI routes on it).
        const shared = existing.type === c.type && SHARED.has(c.type)
        summaries[at] = { ...existing, type: shared ? c.type : 'MULTI_CHAIN', chains: [...existing.chains, c.chain] }
        continue
      }
      byName.set(key, summaries.length)
      summaries.push({
        id: c.id,
        name: c.name,
        type: c.type,
        chain: c.chain,
        chains: [c.chain],
        imageUrl: c.imageUrl,
        imageId: c.imageId,
        explorerId: c.explorerId,
        rdns: c.info?.rdns,
        installed: c.type === 'INJECTED' || c.type === 'ANNOUNCED',
      })
    }
    store.update((d) => {
      d.connectors = summaries as typeof d.connectors
    })
  }

  const withId = (id: string) => [...connectors.values()].filter((c) => c.id === id)

  return {
    register(connector): Unsubscribe {
      const key = keyOf(connector.chain, connector.id)
      if (connectors.has(key)) throw new AlreadyRegisteredError('connector', `${connector.chain}:${connector.id}`)
      connectors.set(key, connector)
      publish()
      onRegistered(connector)
      return () => {
        if (connectors.get(key) === connector) {
          connectors.delete(key)
          publish()
        }
      }
    },
    get(id, namespace) {
      if (namespace) return connectors.get(keyOf(namespace, id))
      const active = store.get().activeNamespace
      const matches = withId(id)
      return matches.find((c) => c.chain === active) ?? matches[0]
    },
    list: (namespace?: Namespace) => [...connectors.values()].filter((c) => !namespace || c.chain === namespace),
    isExcluded,
    exclude(values) {
      for (const v of values) addExclusion(v)
      publish()
      let undone = false
      return () => {
        // Counted per value: undoing twice would lift someone else's exclusion of the same wallet.
        if (undone) return
        undone = true
        for (const v of values) {
          const key = v.toLowerCase()
          const count = (exclusions.get(key) ?? 0) - 1
          if (count > 0) exclusions.set(key, count)
          else exclusions.delete(key)
        }
        publish()
      }
    },
    clear() {
      connectors.clear()
    },
  }
}
