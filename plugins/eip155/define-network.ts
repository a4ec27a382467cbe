import type { CaipNetwork, NativeCurrency } from '../../kernel/index.js'

export interface EvmNetworkParameters {
  readonly id: number
  readonly name: string
  readonly nativeCurrency?: NativeCurrency
  readonly rpcUrls: readonly string[]
  readonly blockExplorer?: { readonly name: string; readonly url: string }
  readonly imageUrl?: string
  readonly testnet?: boolean
  /** The chain's ENS UniversalResolver (or a contract answering the same calls), where names are read from the chain. */
  readonly ensUniversalResolver?: string
}

const ETHER: NativeCurrency = { name: 'Ether', symbol: 'ETH', decimals: 18 }

/** A spec §3 Network for an EVM chain. */
export function defineEvmNetwork(p: EvmNetworkParameters): CaipNetwork {
  return {
    id: p.id,
    chainNamespace: 'eip155',
    caipNetworkId: `eip155:${p.id}`,
    name: p.name,
    nativeCurrency: p.nativeCurrency ?? ETHER,
    rpcUrls: { default: { http: p.rpcUrls } },
    ...(p.blockExplorer ? { blockExplorers: { default: p.blockExplorer } } : {}),
    ...(p.imageUrl ? { assets: { imageUrl: p.imageUrl } } : {}),
    ...(p.testnet ? { testnet: true } : {}),
    ...(p.ensUniversalResolver ? { contracts: { ensUniversalResolver: { address: p.ensUniversalResolver } } } : {}),
  }
}
