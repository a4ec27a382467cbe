import { toCaipNetworkId, type CaipNetwork, type NativeCurrency } from '../../kernel/index.js'
import { solanaChainReference } from './chain-reference.js'

export interface SolanaNetworkParameters {
  /** The cluster's CAIP-2 reference (its genesis hash's first 32 characters), or the full genesis hash. */
  readonly reference: string
  readonly name: string
  readonly rpcUrls: readonly string[]
  readonly webSocketUrls?: readonly string[]
  readonly blockExplorer?: { readonly name: string; readonly url: string }
  readonly imageUrl?: string
  readonly testnet?: boolean
}

export const SOL: NativeCurrency = { name: 'Solana', symbol: 'SOL', decimals: 9 }

/** A spec §3 Network for a Solana cluster; a reference that is not a genesis hash throws, as a wrong key would silently miss. */
export function defineSolanaNetwork(p: SolanaNetworkParameters): CaipNetwork {
  const reference = solanaChainReference(p.reference)
  if (!reference) throw new TypeError(`Not a Solana cluster reference: ${JSON.stringify(p.reference.slice(0, 60))}`)
  return {
    id: reference,
    chainNamespace: 'solana',
    caipNetworkId: toCaipNetworkId('solana', reference),
    name: p.name,
    nativeCurrency: SOL,
    rpcUrls: { default: { http: p.rpcUrls, ...(p.webSocketUrls ? { webSocket: p.webSocketUrls } : {}) } },
    ...(p.blockExplorer ? { blockExplorers: { default: p.blockExplorer } } : {}),
    ...(p.imageUrl ? { assets: { imageUrl: p.imageUrl } } : {}),
    ...(p.testnet ? { testnet: true } : {}),
  }
}
