import { DEFAULT_FEATURES, type ConnectorSummary, type ConnectorType, type Features } from '../kernel/index.js'

/** The groups of spec §9's connector type order; plugins may bring groups of their own. */
export type ConnectorGroupId = Features['connectorTypeOrder'][number] | (string & {})

export interface ConnectorGroup<T> {
  readonly id: ConnectorGroupId
  readonly items: readonly T[]
}

const GROUP_OF_TYPE: Partial<Record<ConnectorType, ConnectorGroupId>> = {
  WALLET_CONNECT: 'walletConnect',
  INJECTED: 'injected',
  ANNOUNCED: 'injected',
  MULTI_CHAIN: 'injected',
  EXTERNAL: 'external',
  // AUTH has no row: the embedded-wallet plugin renders its own email and social entry.
}

/** The kernel's connectors sorted into the groups their type belongs to, keeping registration order. */
export function groupConnectorsByType(connectors: readonly ConnectorSummary[]): Record<string, ConnectorSummary[]> {
  const groups: Record<string, ConnectorSummary[]> = {}
  for (const connector of connectors) {
    const group = GROUP_OF_TYPE[connector.type]
    if (group) (groups[group] ??= []).push(connector)
  }
  return groups
}

/**
 * Groups in the host's order, then the groups it does not name in the default order, then plugins' own
 * groups (as AppKit does, so a partial order never hides wallets). Empty groups are dropped, and an item already shown by an earlier group (a recent
 * wallet that is also installed) is not repeated.
 */
export function orderConnectorGroups<T>(
  groups: Readonly<Record<string, readonly T[] | undefined>>,
  order: readonly ConnectorGroupId[],
  keyOf: (item: T) => string,
): ConnectorGroup<T>[] {
  const ids = [...new Set([...order, ...DEFAULT_FEATURES.connectorTypeOrder, ...Object.keys(groups)])]
  const seen = new Set<string>()
  const result: ConnectorGroup<T>[] = []
  for (const id of ids) {
    const items = (groups[id] ?? []).filter((item) => {
      const key = keyOf(item)
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
    if (items.length > 0) result.push({ id, items })
  }
  return result
}
