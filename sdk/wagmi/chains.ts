import { fallback, http, isAddress, type Chain, type Transport } from 'viem'
import type { CaipNetwork } from '../../kernel/index.js'

/** The kit's EVM networks, as wagmi's `chains`: a non-empty list. */
export type WagmiChains = readonly [Chain, ...Chain[]]

function chainIdOf(network: CaipNetwork): number | undefined {
  const id = typeof network.id === 'number' ? network.id : Number(network.id)
  return Number.isSafeInteger(id) && id > 0 ? id : undefined
}

/**
 * A kit network (`defineEvmNetwork`, `devnet`, `mainnet`…) as a viem `Chain`: the kit's networks already have
 * viem's shape, so this copies id, name, currency, RPC URLs, explorer and the name resolver's address.
 */
export function toWagmiChain(network: CaipNetwork): Chain {
  const id = chainIdOf(network)
  if (network.chainNamespace !== 'eip155' || id === undefined) throw new Error(`${network.caipNetworkId} is not an EVM network wagmi can use`)
  const resolver = network.contracts?.ensUniversalResolver?.address
  const explorer = network.blockExplorers?.default
  return {
    id,
    name: network.name,
    nativeCurrency: { ...network.nativeCurrency },
    rpcUrls: { default: { http: [...network.rpcUrls.default.http] } },
    ...(explorer ? { blockExplorers: { default: { name: explorer.name, url: explorer.url } } } : {}),
    ...(network.testnet ? { testnet: true } : {}),
    ...(resolver && isAddress(resolver) ? { contracts: { ensUniversalResolver: { address: resolver } } } : {}),
  }
}

/** The EVM networks among the kit's, as wagmi chains in the kit's order; an error when there is none. */
export function toWagmiChains(networks: readonly CaipNetwork[]): WagmiChains {
  const chains = networks.filter((network) => network.chainNamespace === 'eip155').map(toWagmiChain)
  const [first, ...rest] = chains
  if (!first) throw new Error('wagmi needs at least one EVM network: give the kit an eip155 network (defineEvmNetwork)')
  return [first, ...rest]
}

/** One HTTP transport per chain over its RPC URLs, in order (the next one when a URL fails). */
export function wagmiTransports(chains: WagmiChains): Record<number, Transport> {
  return Object.fromEntries(
    chains.map((chain) => {
      const urls = chain.rpcUrls.default.http
      return [chain.id, urls.length > 1 ? fallback(urls.map((url) => http(url))) : http(urls[0])]
    }),
  )
}
