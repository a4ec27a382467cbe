import type { CaipNetworkId } from '../../kernel/index.js'

/**
 * Spec §9's swap networks: Ethereum, Arbitrum, Optimism, zkSync, Base, BNB Chain, Polygon, Gnosis, Avalanche,
 * Fantom, Kaia and Aurora. The only place the plugin names a namespace: the list is of EVM chains.
 */
export const SWAP_NETWORKS: readonly CaipNetworkId[] = [
  'eip155:1',
  'eip155:42161',
  'eip155:10',
  'eip155:324',
  'eip155:8453',
  'eip155:56',
  'eip155:137',
  'eip155:100',
  'eip155:43114',
  'eip155:250',
  'eip155:8217',
  'eip155:1313161554',
]
