// @ts-check
import { choosePort } from '../listen.mjs'
import { SOLANA_DEVNET } from './cluster.mjs'
import { startSolanaCluster } from './server.mjs'

export { startSolanaCluster }

/**
 * The local Solana cluster as a devnet service (key `solana`). It needs no chain, so it starts with them.
 * @param {{ port?: number | undefined }} [options] default: env DEVNET_SOLANA_PORT, else 8899 (WebSocket also on port + 1)
 * @returns {import('../index.mjs').ServiceDefinition}
 */
export function solanaService(options = {}) {
  return {
    key: 'solana',
    async start({ host }) {
      const cluster = await startSolanaCluster({ host, port: choosePort(options.port, SOLANA_DEVNET.portEnv, SOLANA_DEVNET.defaultPort) })
      return {
        name: SOLANA_DEVNET.name,
        url: cluster.rpcUrl,
        solana: { rpcUrl: cluster.rpcUrl, wsUrl: cluster.wsUrl, caipNetworkId: cluster.caipNetworkId },
        stop: () => cluster.close(),
      }
    },
  }
}
