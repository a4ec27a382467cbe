// @ts-check
import { address, getAddressEncoder, getProgramDerivedAddress } from '@solana/kit'
import { SOLANA_DEV_ACCOUNTS } from './cluster.mjs'

export const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
export const ASSOCIATED_TOKEN_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'

/**
 * The local cluster's SPL token: Devnet USD, as DUSD is on anvil. Its mint address is the sha-256 of
 * `tessera solana dev mint DUSD` in base58, fixed so the tests and the data API can name it. Each dev account holds
 * `devAccountAmount` base units in its associated token account (addresses derived with the SPL Token program,
 * checked by cluster.test.ts).
 */
export const SOLANA_DEV_TOKEN = Object.freeze({
  symbol: 'DUSD',
  name: 'Devnet USD',
  decimals: 6,
  mint: '7iaZCKbe87mvzEoEwiNVkSARAo4eNHchYc2EYbWUWcDh',
  devAccountAmount: 1_000_000_000n,
  /** Dev account → its associated token account for the mint. */
  tokenAccounts: Object.freeze(
    /** @type {Record<string, string>} */ ({
      [SOLANA_DEV_ACCOUNTS[0].address]: '4xaRYUcKJ2YZLkbpx1pCoAeM8fz69ubN7e57CbsA3qLk',
      [SOLANA_DEV_ACCOUNTS[1].address]: 'GAEM7nabUYAqarydwvUNFTBASEswh9mCXjTKMr59tVhx',
      [SOLANA_DEV_ACCOUNTS[2].address]: 'EVBPvfqRyLqJHUge4rLNZibYLqY7LB9o43eKsucVSnxM',
      [SOLANA_DEV_ACCOUNTS[3].address]: '2EeoVjZtf1CAP3pcf3ncYTQxLKxC7ygay5PZdfFvevZZ',
    }),
  ),
})

/** SPL Token's account sizes: a mint, and a token account. */
export const MINT_SPACE = 82
export const TOKEN_ACCOUNT_SPACE = 165

/**
 * An initialized mint with no freeze authority (SPL Token's 82-byte layout).
 * @param {{ authority: Uint8Array, supply: bigint, decimals: number }} mint
 */
export function mintData({ authority, supply, decimals }) {
  const data = new Uint8Array(MINT_SPACE)
  const view = new DataView(data.buffer)
  view.setUint32(0, 1, true) // mint authority: Some
  data.set(authority, 4)
  view.setBigUint64(36, supply, true)
  data[44] = decimals
  data[45] = 1 // is_initialized
  return data
}

/**
 * An initialized token account with no delegate, not native, no close authority (SPL Token's 165-byte layout).
 * @param {{ mint: Uint8Array, owner: Uint8Array, amount: bigint }} account
 */
export function tokenAccountData({ mint, owner, amount }) {
  const data = new Uint8Array(TOKEN_ACCOUNT_SPACE)
  data.set(mint, 0)
  data.set(owner, 32)
  new DataView(data.buffer).setBigUint64(64, amount, true)
  data[108] = 1 // state: initialized
  return data
}

/**
 * The amount a token account's data holds, or undefined when the data is not a token account of `mint`.
 * @param {Uint8Array} data
 * @param {Uint8Array} mint
 */
export function tokenAccountAmount(data, mint) {
  if (data.length !== TOKEN_ACCOUNT_SPACE || data[108] !== 1) return undefined
  if (!data.subarray(0, 32).every((byte, i) => byte === mint[i])) return undefined
  return new DataView(data.buffer, data.byteOffset).getBigUint64(64, true)
}

/**
 * The associated token account of `owner` for `mint` under SPL Token: the program address the ATA program derives.
 * @param {string} owner
 * @param {string} mint
 * @returns {Promise<string>}
 */
export async function associatedTokenAddress(owner, mint) {
  const encoder = getAddressEncoder()
  const [derived] = await getProgramDerivedAddress({
    programAddress: address(ASSOCIATED_TOKEN_PROGRAM),
    seeds: [encoder.encode(address(owner)), encoder.encode(address(TOKEN_PROGRAM)), encoder.encode(address(mint))],
  })
  return derived
}
