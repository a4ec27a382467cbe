import type { KitOptions } from './options.js'
import { RPC_PROXY_CHAINS } from './rpc-proxy-chains.js'
import type { CaipNetwork } from './types.js'

/** The proxy's address for a network, or undefined when no proxy is configured or it does not serve the chain. */
export function rpcProxyUrl(network: CaipNetwork, options: Pick<KitOptions, 'rpcProxyUrl' | 'projectId'>): string | undefined {
  if (!options.rpcProxyUrl || !RPC_PROXY_CHAINS.has(network.caipNetworkId)) return undefined
  const query = new URLSearchParams({ chainId: network.caipNetworkId, projectId: options.projectId })
  return `${options.rpcProxyUrl.replace(/\/+$/, '')}/v1/?${query}`
}

/**
 * Where a chain plugin reads a network (spec §7 chain RPC): the host's `customRpcUrls` for it first (the host's
 * explicit choice wins), then the RPC proxy for a well-known chain when one is configured, then the network's own,
 * each once, in fallback order; only http(s) and ws(s) URLs, as nothing else is a JSON-RPC endpoint.
 */
export function networkRpcUrls(network: CaipNetwork, options: Pick<KitOptions, 'customRpcUrls'> & Partial<Pick<KitOptions, 'rpcProxyUrl' | 'projectId'>>): string[] {
  const custom = options.customRpcUrls?.[network.caipNetworkId]?.map((r) => r.url) ?? []
  const proxy = rpcProxyUrl(network, { rpcProxyUrl: options.rpcProxyUrl, projectId: options.projectId ?? '' })
  const own = [...network.rpcUrls.default.http, ...(network.rpcUrls.chainDefault?.http ?? [])]
  return [...new Set([...custom, ...(proxy ? [proxy] : []), ...own])].filter((u) => /^(https?|wss?):\/\//i.test(u))
}
