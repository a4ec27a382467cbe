// wagmi interop: a wagmi app connects, switches and disconnects through the kit's modal and keeps its hooks.
// wagmi and @tanstack/react-query are optional peers: only a host that imports this entry bundles them.
export { tessera, TESSERA_CONNECTOR_ID, type TesseraConnectorParameters } from './connector.js'
export { createWagmiConfig, type CreateWagmiConfigParameters } from './config.js'
export { toWagmiChain, toWagmiChains, wagmiTransports, type WagmiChains } from './chains.js'
export { ConnectorNotConnectedError } from './errors.js'
export type { KitEip1193Provider } from './kit-provider.js'
