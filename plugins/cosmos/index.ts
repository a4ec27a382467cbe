export { cosmos, type CosmosParameters } from './plugin.js'
export { defineCosmosNetwork, type CosmosNetworkParameters, type CosmosChainInfo, type CosmosCurrency } from './define-network.js'
export { cosmosHub, osmosis, cosmosDevnet, COSMOS_DEVNET_REST_URL } from './networks.js'
export type { InjectedCosmosWallet } from './injected-wallet.js'
