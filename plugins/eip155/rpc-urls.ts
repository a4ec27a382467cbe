import type { CaipNetwork, KitOptions } from '../../kernel/index.js'

/** The host's custom RPC URLs first, then the network's own, in fallback order (spec §7 chain RPC). */
export function rpcUrlsFor(network: CaipNetwork, options: Pick<KitOptions, 'customRpcUrls'>): string[] {
  const custom = options.customRpcUrls?.[network.caipNetworkId]?.map((r) => r.url) ?? []
  const own = [...network.rpcUrls.default.http, ...(network.rpcUrls.chainDefault?.http ?? [])]
  return [...new Set([...custom, ...own])].filter((u) => /^(https?|wss?):\/\//i.test(u))
}
