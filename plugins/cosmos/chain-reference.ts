import { sha256 } from '@noble/hashes/sha2'
import { bytesToHex } from '@noble/hashes/utils'
import { MAX_CHAIN_ID_LENGTH, directCosmosReference } from './direct-reference.js'

/** A reference standing for a chain id that cannot be written directly: 'hashed-' and 16 hex characters. */
const HASHED_REFERENCE = /^hashed-[0-9a-f]{16}$/

/**
 * A Cosmos chain id as its CAIP-2 reference: the chain id itself when it can be written directly, else 'hashed-'
 * and the first 16 hex characters of its SHA-256. Empty or over-long ids are no chain id (undefined).
 */
export function cosmosReferenceOfChainId(chainId: string): string | undefined {
  if (chainId.length === 0 || chainId.length > MAX_CHAIN_ID_LENGTH) return undefined
  return directCosmosReference(chainId) ?? `hashed-${bytesToHex(sha256(new TextEncoder().encode(chainId))).slice(0, 16)}`
}

/**
 * A Cosmos chain as wallets and sessions name it — 'cosmos:<reference>' or a bare chain id ('cosmoshub-4') — as
 * its CAIP-2 reference, or undefined when it is neither.
 */
export function cosmosChainReference(chainId: unknown): string | undefined {
  if (typeof chainId !== 'string') return undefined
  if (chainId.startsWith('cosmos:')) {
    const reference = chainId.slice('cosmos:'.length)
    return directCosmosReference(reference) ?? (HASHED_REFERENCE.test(reference) ? reference : undefined)
  }
  // Another namespace's CAIP-2 id ('eip155:1') is no Cosmos chain id, though a chain id could spell it.
  if (/^[-a-z0-9]{3,8}:/.test(chainId)) return undefined
  return cosmosReferenceOfChainId(chainId)
}
