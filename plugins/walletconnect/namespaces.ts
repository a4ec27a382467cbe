import type { CaipNetwork, KitOptions, Namespace } from '../../kernel/index.js'
import type { ProposalNamespace } from './provider.js'

/** What the kit asks of a wallet in each namespace; a namespace missing here is asked for chains only. */
const REQUESTS: Partial<Record<Namespace, { readonly methods: readonly string[]; readonly events: readonly string[] }>> = {
  eip155: {
    methods: ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_switchEthereumChain', 'wallet_addEthereumChain'],
    events: ['chainChanged', 'accountsChanged'],
  },
  solana: { methods: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'], events: [] },
}

/** The host's custom RPC first, then the network's own: the wallet's reads go where the kit's go. */
function rpcUrl(network: CaipNetwork, options: Pick<KitOptions, 'customRpcUrls'>): string | undefined {
  const custom = options.customRpcUrls?.[network.caipNetworkId]?.map((r) => r.url) ?? []
  const own = [...network.rpcUrls.default.http, ...(network.rpcUrls.chainDefault?.http ?? [])]
  return [...custom, ...own].find((u) => /^https?:\/\//i.test(u))
}

/** Spec §3/§4: one proposal for every namespace that has networks, each with its chains, methods, events and RPCs. */
export function proposalNamespaces(networksByNamespace: ReadonlyMap<Namespace, readonly CaipNetwork[]>, options: Pick<KitOptions, 'customRpcUrls'>): Record<string, ProposalNamespace> {
  const proposal: Record<string, ProposalNamespace> = {}
  for (const [ns, networks] of networksByNamespace) {
    if (networks.length === 0) continue
    const rpcMap: Record<string, string> = {}
    for (const network of networks) {
      const url = rpcUrl(network, options)
      if (url) rpcMap[String(network.id)] = url
    }
    proposal[ns] = {
      chains: networks.map((n) => n.caipNetworkId),
      methods: [...(REQUESTS[ns]?.methods ?? [])],
      events: [...(REQUESTS[ns]?.events ?? [])],
      rpcMap,
    }
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
