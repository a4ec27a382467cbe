import type { Namespace } from './caip.js'
import type { KitStore } from './store.js'
import type { Connector, ConnectorRegistry, ConnectorSummary, Unsubscribe } from './types.js'

export interface KitConnectorRegistry extends ConnectorRegistry {
  /** Whether a host's exclusion (registry id, rdns or case-insensitive name) hides this connector. */
  isExcluded(connector: Pick<Connector, 'id' | 'name' | 'explorerId' | 'info' | 'type'>): boolean
  /** More exclusion keys, e.g. the rdns and names a wallet registry resolves excluded ids to. */
  addExclusions(values: readonly string[]): void
  clear(): void
}

const EXCLUDABLE = new Set(['INJECTED', 'ANNOUNCED', 'EXTERNAL'])
/** Connectors of these types on different chains are one wallet reached once, not one wallet per chain. */
const SHARED = new Set(['WALLET_CONNECT', 'AUTH'])

/**
 * Live connectors by id; the store gets serialisable summaries in which same-named connectors on
 * different chains become one multi-chain entry (spec §3).
 */
export function createConnectorRegistry(store: KitStore, excludeWalletIds: readonly string[], onRegistered: (id: string) => void): KitConnectorRegistry {
  const connectors = new Map<string, Connector>()
  const exclusions = new Set(excludeWalletIds.map((v) => v.toLowerCase()))

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

  return {
    register(connector): Unsubscribe {
      if (connectors.has(connector.id)) throw new Error(`Connector "${connector.id}" is already registered`)
      connectors.set(connector.id, connector)
      publish()
      onRegistered(connector.id)
      return () => {
        if (connectors.get(connector.id) === connector) {
          connectors.delete(connector.id)
          publish()
        }
      }
    },
    get: (id) => connectors.get(id),
    list: (namespace?: Namespace) => [...connectors.values()].filter((c) => !namespace || c.chain === namespace),
    isExcluded,
    addExclusions(values) {
      for (const v of values) exclusions.add(v.toLowerCase())
      publish()
    },
    clear() {
      connectors.clear()
    },
  }
}
