// @ts-check
import { BITCOIN_DEVNET } from '../../bitcoin/ledger-constants.mjs'
import { SOLANA_DEVNET } from '../../solana/cluster.mjs'

/**
 * The chains this server can serve: the devnet's own. Public networks are left out on purpose, so the kit's
 * "network not supported by the data API" path can be seen on them. `ws` is empty: only HTTP RPC is proxied.
 * The local Solana cluster and Bitcoin ledger are listed when the devnet runs them (balances only).
 * @param {import('../server.mjs').HandlerContext} context
 * @returns {import('../http.mjs').Reply}
 */
export function supportedChains({ chains, solanaRpcUrl, bitcoinUrl }) {
  const solana = solanaRpcUrl ? [SOLANA_DEVNET.caipNetworkId] : []
  const bitcoin = bitcoinUrl ? [BITCOIN_DEVNET.caipNetworkId] : []
  return { json: { http: [...chains.map((chain) => `eip155:${chain.id}`), ...solana, ...bitcoin], ws: [] } }
}
