/** CAIP-2 for Polkadot: the chain's genesis hash in hex, without 0x, cut to its first 32 characters. */
export const POLKADOT_REFERENCE_LENGTH = 32

const HEX = /^[0-9a-f]+$/

/**
 * A Polkadot chain id as wallets and sessions report it — 'polkadot:<reference>', a bare reference, or a genesis
 * hash ('0x' and 64 hex characters, cut as CAIP-2 does) — as its reference (lowercase), or undefined when it is
 * none of these.
 */
export function polkadotChainReference(chainId: unknown): string | undefined {
  if (typeof chainId !== 'string' || chainId.length > 80) return undefined
  const parts = chainId.split(':')
  if (parts.length > 2 || (parts.length === 2 && parts[0] !== 'polkadot')) return undefined
  const text = parts.at(-1)!.toLowerCase()
  const hex = text.startsWith('0x') ? text.slice(2) : text
  // A genesis hash is written with 0x and in full; a reference without it and cut.
  const valid = text.startsWith('0x') ? hex.length === 64 && parts.length === 1 : hex.length === POLKADOT_REFERENCE_LENGTH
  if (!valid || !HEX.test(hex)) return undefined
  return hex.slice(0, POLKADOT_REFERENCE_LENGTH)
}
