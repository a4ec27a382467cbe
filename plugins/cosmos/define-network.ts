import { toCaipNetworkId, type CaipNetwork } from '../../kernel/index.js'
import { directCosmosReference } from './direct-reference.js'

export interface CosmosNetworkParameters {
  /** The chain id the chain's nodes report ('cosmoshub-4'); its CAIP-2 reference is derived from it. */
  readonly chainId: string
  readonly name: string
  /** The chain's REST (LCD) endpoints, in fallback order: the kit reads balances there. */
  readonly restUrls: readonly string[]
  /** A Tendermint RPC endpoint, which a wallet asked to add the chain needs; the first REST URL when absent. */
  readonly rpcUrl?: string
  /** The account address prefix ('cosmos', 'osmo'); the validator and key prefixes follow the SDK's convention. */
  readonly bech32Prefix: string
  /** The staking and fee coin: its base denomination ('uatom'), its display symbol ('ATOM') and decimals (6). */
  readonly currency: { readonly denom: string; readonly symbol: string; readonly name?: string; readonly decimals: number }
  /** BIP-44 coin type; 118 (the Cosmos Hub's) when absent. */
  readonly coinType?: number
  readonly blockExplorer?: { readonly name: string; readonly url: string }
  readonly imageUrl?: string
  readonly testnet?: boolean
}

/** What a Keplr- or Leap-style wallet needs to add a chain it lacks (`experimentalSuggestChain`). */
export interface CosmosChainInfo {
  readonly chainId: string
  readonly chainName: string
  readonly rpc: string
  readonly rest: string
  readonly bip44: { readonly coinType: number }
  readonly bech32Config: {
    readonly bech32PrefixAccAddr: string
    readonly bech32PrefixAccPub: string
    readonly bech32PrefixValAddr: string
    readonly bech32PrefixValPub: string
    readonly bech32PrefixConsAddr: string
    readonly bech32PrefixConsPub: string
  }
  readonly currencies: readonly CosmosCurrency[]
  readonly stakeCurrency: CosmosCurrency
  readonly feeCurrencies: readonly (CosmosCurrency & { readonly gasPriceStep: { readonly low: number; readonly average: number; readonly high: number } })[]
}

export interface CosmosCurrency {
  readonly coinDenom: string
  readonly coinMinimalDenom: string
  readonly coinDecimals: number
}

/** What the plugin knows of a Cosmos network beyond the kit's CaipNetwork fields. */
export interface CosmosNetworkInfo {
  readonly chainId: string
  readonly bech32Prefix: string
  readonly denom: string
  /** As the host gave them: the chain info a wallet is asked to add is built from them when needed (chain-info.ts). */
  readonly parameters: CosmosNetworkParameters
}

/**
 * Networks defined here, by CAIP-2 id. The kit keeps checked copies of the host's networks (only the CaipNetwork
 * fields survive), so the Cosmos details are looked up by id; a definition is immutable, so every kit in the page
 * may share it.
 */
const defined = new Map<string, CosmosNetworkInfo>()

/** The Cosmos details of a network defined with `defineCosmosNetwork`, or undefined for any other. */
export function cosmosNetworkInfo(caipNetworkId: string): CosmosNetworkInfo | undefined {
  return defined.get(caipNetworkId)
}

/** A chain's address prefix: lowercase letters and digits, as the Cosmos SDK's bech32 configs use. */
export const BECH32_PREFIX_PATTERN = /^[a-z][a-z0-9]{0,30}$/
const DENOM_PATTERN = /^[a-zA-Z][a-zA-Z0-9/:._-]{2,127}$/

/** A spec §3 Network for a Cosmos SDK chain; wrong parameters throw here, as a wrong key would silently miss later. */
export function defineCosmosNetwork(p: CosmosNetworkParameters): CaipNetwork {
  // Every chain id in use is written directly; one CAIP-2 would hash (over 32 characters, other characters) is refused.
  const reference = directCosmosReference(p.chainId)
  if (!reference) throw new TypeError(`Not a Cosmos chain id written directly in CAIP-2: ${JSON.stringify(p.chainId.slice(0, 60))}`)
  if (!BECH32_PREFIX_PATTERN.test(p.bech32Prefix)) throw new TypeError(`Not a bech32 prefix: ${JSON.stringify(p.bech32Prefix.slice(0, 40))}`)
  if (!DENOM_PATTERN.test(p.currency.denom)) throw new TypeError(`Not a denomination: ${JSON.stringify(p.currency.denom.slice(0, 140))}`)
  if (!Number.isInteger(p.currency.decimals) || p.currency.decimals < 0 || p.currency.decimals > 18) throw new TypeError('Cosmos decimals are an integer from 0 to 18')
  if (p.restUrls.length === 0) throw new TypeError('A Cosmos network needs a REST URL')
  const caipNetworkId = toCaipNetworkId('cosmos', reference)
  defined.set(caipNetworkId, { chainId: p.chainId, bech32Prefix: p.bech32Prefix, denom: p.currency.denom, parameters: { ...p, restUrls: [...p.restUrls] } })
  return {
    id: reference,
    chainNamespace: 'cosmos',
    caipNetworkId,
    name: p.name,
    nativeCurrency: { name: p.currency.name ?? p.currency.symbol, symbol: p.currency.symbol, decimals: p.currency.decimals },
    rpcUrls: { default: { http: p.restUrls } },
    ...(p.blockExplorer ? { blockExplorers: { default: p.blockExplorer } } : {}),
    ...(p.imageUrl ? { assets: { imageUrl: p.imageUrl } } : {}),
    ...(p.testnet ? { testnet: true } : {}),
  }
}
