export { eip155, type Eip155Parameters } from './plugin.js'
export { defineEvmNetwork, type EvmNetworkParameters } from './define-network.js'
export { devnet, devnetB, mainnet, sepolia, base, optimism, arbitrum, polygon } from './networks.js'
export { type Eip1193Provider } from './provider.js'
