// @ts-check
import { rpcRequest } from '../json-rpc.mjs'
import { getAddressEncoder } from '@solana/kit'
import { SOLANA_DEVNET } from '../solana/cluster.mjs'
import { SOLANA_DEV_TOKEN, TOKEN_PROGRAM, associatedTokenAddress, tokenAccountAmount } from '../solana/spl-token.mjs'

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

/** The cluster's SPL token as the balance answer lists it: CAIP-10 of its mint. */
export const SOLANA_TOKEN = Object.freeze({
  name: SOLANA_DEV_TOKEN.name,
  symbol: SOLANA_DEV_TOKEN.symbol,
  decimals: SOLANA_DEV_TOKEN.decimals,
  address: `${SOLANA_DEVNET.caipNetworkId}:${SOLANA_DEV_TOKEN.mint}`,
})

/**
 * The base units of the cluster's SPL token `owner` holds in its associated token account, read at call time
 * (0 when it has none).
 * @param {string} rpcUrl
 * @param {string} owner
 * @returns {Promise<bigint>}
 */
export async function readSolanaTokenBalance(rpcUrl, owner) {
  const account = await associatedTokenAddress(owner, SOLANA_DEV_TOKEN.mint)
  const result = /** @type {{ value?: { owner?: unknown, data?: unknown } | null }} */ (await rpcRequest(rpcUrl, 'getAccountInfo', [account, { encoding: 'base64', commitment: 'confirmed' }]))
  if (result?.value === null) return 0n
  const data = result?.value?.data
  if (result?.value?.owner !== TOKEN_PROGRAM || !Array.isArray(data) || typeof data[0] !== 'string' || data[0].length > 1000) {
    throw new Error(`getAccountInfo answered ${JSON.stringify(result).slice(0, 200)}`)
  }
  const amount = tokenAccountAmount(new Uint8Array(Buffer.from(data[0], 'base64')), new Uint8Array(getAddressEncoder().encode(/** @type {import('@solana/kit').Address} */ (SOLANA_DEV_TOKEN.mint))))
  if (amount === undefined) throw new Error(`${account} is not a token account of ${SOLANA_DEV_TOKEN.mint}`)
  return amount
}
