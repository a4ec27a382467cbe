import { toCaipNetworkId, type CaipNetwork, type NativeCurrency } from '../../kernel/index.js'
import { bitcoinChainReference } from './chain-reference.js'

export interface BitcoinNetworkParameters {
  /** The chain's CAIP-2 reference (its genesis hash's first 32 hex characters), or the full genesis hash. */
  readonly reference: string
  readonly name: string
  /** Esplora-style HTTP APIs of the chain (mempool.space, Blockstream, the local regtest ledger). */
  readonly rpcUrls: readonly string[]
  readonly blockExplorer?: { readonly name: string; readonly url: string }
  readonly imageUrl?: string
  readonly testnet?: boolean
}

/** BTC: amounts are counted in satoshis, 10^-8 BTC. */
export const BTC: NativeCurrency = { name: 'Bitcoin', symbol: 'BTC', decimals: 8 }

/** A spec §3 Network for a Bitcoin chain; a reference that is not a genesis hash throws, as a wrong key would silently miss. */
export function defineBitcoinNetwork(p: BitcoinNetworkParameters): CaipNetwork {
  const reference = bitcoinChainReference(p.reference)
  if (!reference) throw new TypeError(`Not a Bitcoin chain reference: ${JSON.stringify(p.reference.slice(0, 70))}`)
  return {
    id: reference,
    chainNamespace: 'bip122',
    caipNetworkId: toCaipNetworkId('bip122', reference),
    name: p.name,
    nativeCurrency: BTC,
    rpcUrls: { default: { http: p.rpcUrls } },
    ...(p.blockExplorer ? { blockExplorers: { default: p.blockExplorer } } : {}),
    ...(p.imageUrl ? { assets: { imageUrl: p.imageUrl } } : {}),
    ...(p.testnet ? { testnet: true } : {}),
  }
}
