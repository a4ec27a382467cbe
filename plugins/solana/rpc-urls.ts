import type { CaipNetwork, KitOptions } from '../../kernel/index.js'

/**
 * Where the kit reads a cluster (spec §7 chain RPC): the host's `customRpcUrls` for it first, then the network's
 * own, each once; only http(s) and ws(s) URLs, as anything else cannot be a JSON-RPC endpoint.
 */
export function solanaRpcUrls(network: CaipNetwork, options: Pick<KitOptions, 'customRpcUrls'>): string[] {
  const urls = [
    ...(options.customRpcUrls?.[network.caipNetworkId] ?? []).map((entry) => entry.url),
    ...network.rpcUrls.default.http,
    ...(network.rpcUrls.chainDefault?.http ?? []),
  ]
  return urls.filter((url, i) => urls.indexOf(url) === i && /^(https?|wss?):\/\//i.test(url))
}
