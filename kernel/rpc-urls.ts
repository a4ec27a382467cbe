import type { KitOptions } from './options.js'
import type { CaipNetwork } from './types.js'

/**
 * Where a chain plugin reads a network (spec §7 chain RPC): the host's `customRpcUrls` for it first, then the
 * network's own, each once, in fallback order; only http(s) and ws(s) URLs, as nothing else is a JSON-RPC endpoint.
 */
export function networkRpcUrls(network: CaipNetwork, options: Pick<KitOptions, 'customRpcUrls'>): string[] {
  const custom = options.customRpcUrls?.[network.caipNetworkId]?.map((r) => r.url) ?? []
  const own = [...network.rpcUrls.default.http, ...(network.rpcUrls.chainDefault?.http ?? [])]
  return [...new Set([...custom, ...own])].filter((u) => /^(https?|wss?):\/\//i.test(u))
}
