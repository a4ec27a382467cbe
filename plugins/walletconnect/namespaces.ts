import type { CaipNetwork, Namespace } from '../../kernel/index.js'
import type { ProposalNamespace } from './provider.js'

/** What one namespace contributes to a proposal: its adapter's pairing methods and events, and its RPC URLs. */
export interface NamespaceRequest {
  readonly methods: readonly string[]
  readonly events: readonly string[]
  readonly rpcUrls: (network: CaipNetwork) => readonly string[]
}

/** A network's own RPC URLs, for a namespace whose adapter does not say (basic pairing). */
export const ownRpcUrls = (network: CaipNetwork): readonly string[] => [...network.rpcUrls.default.http, ...(network.rpcUrls.chainDefault?.http ?? [])]

/**
 * Spec §3/§4: one proposal for every namespace that has networks, each with its chains, the methods and events its
 * adapter asks for, and an RPC per chain so the wallet's reads go where the kit's go (never to a third party).
 */
export function proposalNamespaces(
  networksByNamespace: ReadonlyMap<Namespace, readonly CaipNetwork[]>,
  requestOf: (namespace: Namespace) => NamespaceRequest,
): Record<string, ProposalNamespace> {
  const proposal: Record<string, ProposalNamespace> = {}
  for (const [ns, networks] of networksByNamespace) {
    if (networks.length === 0) continue
    const request = requestOf(ns)
    const rpcMap: Record<string, string> = {}
    for (const network of networks) {
      const url = request.rpcUrls(network).find((u) => /^https?:\/\//i.test(u))
      if (url) rpcMap[String(network.id)] = url
    }
    proposal[ns] = { chains: networks.map((n) => n.caipNetworkId), methods: [...request.methods], events: [...request.events], rpcMap }
  }
  return proposal
}

export function groupByNamespace(networks: readonly CaipNetwork[]): Map<Namespace, CaipNetwork[]> {
  const groups = new Map<Namespace, CaipNetwork[]>()
  for (const network of networks) {
    const list = groups.get(network.chainNamespace) ?? []
    list.push(network)
    groups.set(network.chainNamespace, list)
  }
  return groups
}
