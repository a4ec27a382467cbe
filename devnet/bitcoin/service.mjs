// @ts-check
import { choosePort } from '../listen.mjs'
import { BITCOIN_DEVNET } from './ledger-constants.mjs'
import { startBitcoinLedger } from './server.mjs'

export { startBitcoinLedger }

/**
 * The Bitcoin regtest ledger as a devnet service (key `bitcoin`). It needs no chain, so it starts with them.
 * @param {{ port?: number | undefined }} [options] default: env DEVNET_BITCOIN_PORT, else 8794; 0 picks a free port
 * @returns {import('../index.mjs').ServiceDefinition}
 */
export function bitcoinService(options = {}) {
  return {
    key: 'bitcoin',
    async start({ host }) {
      const ledger = await startBitcoinLedger({ host, port: choosePort(options.port, BITCOIN_DEVNET.portEnv, BITCOIN_DEVNET.defaultPort) })
      return {
        name: BITCOIN_DEVNET.name,
        url: ledger.url,
        bitcoin: { url: ledger.url, caipNetworkId: ledger.caipNetworkId },
        stop: () => ledger.close(),
      }
    },
  }
}
