import type { KitInitialState, StoredConnections } from './initial-state.js'
import type { KitStorage } from './storage.js'

/**
 * What a kit's storage says it can start from: the connections the reconnect routine will try to restore
 * (connected, namespace listed, same connector), with the active network. Undefined when there are none. Read
 * from cookies on a server (`cookieToInitialState`) and from the kit's own storage when its runtime boots.
 */
export function storedInitialState(storage: KitStorage): KitInitialState | undefined {
  // Only what the reconnect routine will try to restore: the rest would show, then vanish.
  const restorable = storage.get('connection_status') === 'connected' ? (storage.get('connected_namespaces') ?? []) : []
  const stored = storage.get('connections') ?? {}
  const connections: { -readonly [N in keyof StoredConnections]: StoredConnections[N] } = {}
  for (const ns of restorable) {
    const connection = stored[ns]
    if (connection && storage.getConnectorId(ns) === connection.connectorId) connections[ns] = connection
  }
  if (Object.keys(connections).length === 0) return undefined
  const activeCaipNetworkId = storage.get('active_caip_network_id')
  return { ...(activeCaipNetworkId === undefined ? {} : { activeCaipNetworkId }), connections }
}
