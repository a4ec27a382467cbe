// @ts-check
import { assertPortFree } from '../port-check.mjs'
import { startDataApiServer } from './server.mjs'
import { DEFAULT_PRICES, DEFAULT_PROJECT_IDS, SEEDED_NAME } from './state.mjs'

export { startDataApiServer, DEFAULT_PRICES, DEFAULT_PROJECT_IDS, SEEDED_NAME }

export const DEFAULT_DATA_API_PORT = 8790
export const DATA_API_PORT_ENV = 'DEVNET_DATA_API_PORT'

/**
 * The blockchain data API as a devnet service, built on the chains, the Solana cluster and the Bitcoin ledger that
 * started before it.
 * @param {import('./service.mjs').DataApiOptions & { port: number }} options
 * @returns {import('../index.mjs').ServiceDefinition}
 */
export function dataApiService({ port, projectIds = DEFAULT_PROJECT_IDS, prices }) {
  return {
    key: 'dataApi',
    async start({ host, chains, services }) {
      if (port !== 0) await assertPortFree(host, port, `the data API (${DATA_API_PORT_ENV} picks its port)`)
      const solanaRpcUrl = services?.solana?.url
      const bitcoinUrl = services?.bitcoin?.url
      const server = await startDataApiServer({ host, port, chains, solanaRpcUrl, bitcoinUrl, projectIds, prices })
      return { name: 'Data API', url: server.url, stop: server.close }
    },
  }
}
