import { toCaipNetworkId, type CaipNetwork, type NativeCurrency } from '../../kernel/index.js'
import { polkadotChainReference } from './chain-reference.js'

export interface PolkadotNetworkParameters {
  /** The chain's CAIP-2 reference (its genesis hash's first 32 hex characters), or the genesis hash ('0x…'). */
  readonly reference: string
  readonly name: string
  readonly nativeCurrency: NativeCurrency
  readonly rpcUrls: readonly string[]
  readonly webSocketUrls?: readonly string[]
  readonly blockExplorer?: { readonly name: string; readonly url: string }
  readonly imageUrl?: string
  readonly testnet?: boolean
}

/** A spec §3 Network for a Polkadot-family chain; a reference that is not a genesis hash throws, as a wrong key would silently miss. */
export function definePolkadotNetwork(p: PolkadotNetworkParameters): CaipNetwork {
  const reference = polkadotChainReference(p.reference)
  if (!reference) throw new TypeError(`Not a Polkadot chain reference: ${JSON.stringify(p.reference.slice(0, 80))}`)
  return {
    id: reference,
    chainNamespace: 'polkadot',
    caipNetworkId: toCaipNetworkId('polkadot', reference),
    name: p.name,
    nativeCurrency: p.nativeCurrency,
    rpcUrls: { default: { http: p.rpcUrls, ...(p.webSocketUrls ? { webSocket: p.webSocketUrls } : {}) } },
    ...(p.blockExplorer ? { blockExplorers: { default: p.blockExplorer } } : {}),
    ...(p.imageUrl ? { assets: { imageUrl: p.imageUrl } } : {}),
    ...(p.testnet ? { testnet: true } : {}),
  }
}
