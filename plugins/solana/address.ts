import { BASE58_PATTERN, decodeBase58 } from './base58.js'

/**
 * Spec §5: a Solana address is 32 to 44 base58 characters. It must also spell exactly 32 bytes (an Ed25519 key or
 * a program-derived address), as @solana/kit and web3.js 1.x both require: '2xea9j…' is 43 base58 characters
 * and still only 31 bytes. No curve check: off-curve program addresses are addresses too.
 */
export function isSolanaAddress(address: string): boolean {
  if (address.length < 32 || address.length > 44 || !BASE58_PATTERN.test(address)) return false
  return decodeBase58(address)?.length === 32
}
