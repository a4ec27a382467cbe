import { BASE58_PATTERN } from './base58.js'

/** CAIP-2 for Solana: the cluster's genesis hash (base58), cut to its first 32 characters. */
export const SOLANA_REFERENCE_LENGTH = 32

/**
 * A Solana chain id as wallets and sessions report it — 'solana:<reference>', a bare reference, or a full genesis
 * hash (up to 44 characters, cut to 32 as CAIP-2 does) — as its reference, or undefined when it is none of these.
 */
export function solanaChainReference(chainId: unknown): string | undefined {
  if (typeof chainId !== 'string') return undefined
  const parts = chainId.split(':')
  if (parts.length > 2 || (parts.length === 2 && parts[0] !== 'solana')) return undefined
  const reference = parts.at(-1)!
  if (reference.length < SOLANA_REFERENCE_LENGTH || reference.length > 44 || !BASE58_PATTERN.test(reference)) return undefined
  return reference.slice(0, SOLANA_REFERENCE_LENGTH)
}
