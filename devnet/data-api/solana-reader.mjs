// @ts-check
import { rpcRequest } from '../json-rpc.mjs'
import { SOLANA_DEVNET } from '../solana/cluster.mjs'

/** SOL as the balance answer lists it; its `address` is the system program's, Solana's native placeholder. */
export const SOLANA_NATIVE = Object.freeze({
  name: 'Solana',
  symbol: 'SOL',
  decimals: 9,
  address: `${SOLANA_DEVNET.caipNetworkId}:11111111111111111111111111111111`,
})

const BASE58_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/** @param {string | undefined} value */
export const isSolanaAddress = (value) => value !== undefined && BASE58_ADDRESS.test(value)

/**
 * The lamports an address holds on the local cluster, read at call time.
 * @param {string} rpcUrl
 * @param {string} address
 * @returns {Promise<bigint>}
 */
export async function readSolanaBalance(rpcUrl, address) {
  const result = /** @type {{ value?: unknown }} */ (await rpcRequest(rpcUrl, 'getBalance', [address, { commitment: 'confirmed' }]))
  if (typeof result?.value !== 'number' || !Number.isSafeInteger(result.value) || result.value < 0) {
    throw new Error(`getBalance answered ${JSON.stringify(result)}`)
  }
  return BigInt(result.value)
}
