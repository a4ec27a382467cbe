// @ts-check
import { choosePort } from '../listen.mjs'
import { COSMOS_DEVNET } from './chain.mjs'
import { startCosmosRest } from './server.mjs'

export { startCosmosRest }

/**
 * The local Cosmos chain's REST endpoint as a devnet service (key `cosmos`). It needs no other service.
 * @param {{ port?: number | undefined }} [options] default: env DEVNET_COSMOS_PORT, else 8795
 * @returns {import('../index.mjs').ServiceDefinition}
 */
export function cosmosService(options = {}) {
  return {
    key: 'cosmos',
    async start({ host }) {
      const rest = await startCosmosRest({ host, port: choosePort(options.port, COSMOS_DEVNET.portEnv, COSMOS_DEVNET.defaultPort) })
      return {
        name: COSMOS_DEVNET.name,
        url: rest.restUrl,
        cosmos: { restUrl: rest.restUrl, caipNetworkId: rest.caipNetworkId, chainId: rest.chainId },
        stop: () => rest.close(),
      }
    },
  }
}
