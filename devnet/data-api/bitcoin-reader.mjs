// @ts-check
import * as z from 'zod/mini'
import { BITCOIN_DEVNET } from '../bitcoin/ledger-constants.mjs'

/** BTC as the balance answer lists it: a native coin, so no `address` (spec §3 Token balance). */
export const BITCOIN_NATIVE = Object.freeze({ name: 'Bitcoin', symbol: 'BTC', decimals: 8 })

// Base58 (P2PKH, P2SH) or bech32/bech32m of any network; the ledger itself decides whether it is a regtest address.
const BITCOIN_ADDRESS = /^([13mn2][1-9A-HJ-NP-Za-km-z]{25,34}|(bc|tb|bcrt)1[02-9ac-hj-np-z]{8,87})$/i

/** @param {string | undefined} value */
export const isBitcoinAddress = (value) => value !== undefined && BITCOIN_ADDRESS.test(value)

/** @param {string | null} chainId */
export const isBitcoinChain = (chainId) => chainId !== null && chainId.startsWith('bip122:')

/** @param {string | null} chainId */
export const isLocalBitcoin = (chainId) => chainId === BITCOIN_DEVNET.caipNetworkId

const Sats = z.number().check(z.int(), z.nonnegative(), z.maximum(Number.MAX_SAFE_INTEGER))
const Stats = z.object({ funded_txo_sum: Sats, spent_txo_sum: Sats })
const AddressAnswer = z.object({ chain_stats: Stats, mempool_stats: Stats })

/** Thrown for an address the ledger refuses (another network's). */
export class NotARegtestAddress extends Error {}

/**
 * The sats an address holds on the local regtest ledger (confirmed and mempool), read at call time.
 * @param {string} ledgerUrl
 * @param {string} address
 * @returns {Promise<bigint>}
 */
export async function readBitcoinBalance(ledgerUrl, address) {
  const response = await fetch(`${ledgerUrl}/address/${encodeURIComponent(address)}`, { signal: AbortSignal.timeout(5_000) })
  if (response.status === 400) throw new NotARegtestAddress(await response.text())
  if (!response.ok) throw new Error(`GET /address answered ${response.status}`)
  const parsed = AddressAnswer.safeParse(await response.json())
  if (!parsed.success) throw new Error('GET /address answered an unexpected shape')
  const { chain_stats: chain, mempool_stats: mempool } = parsed.data
  return BigInt(chain.funded_txo_sum - chain.spent_txo_sum + mempool.funded_txo_sum - mempool.spent_txo_sum)
}
