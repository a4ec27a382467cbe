/** CAIP-2 for bip122: the first 32 hex characters of the genesis block hash, lowercase. */
const REFERENCE = /^[0-9a-f]{32}$/

/**
 * A Bitcoin chain id as wallets and sessions report it — 'bip122:<reference>', a bare reference, or a full
 * 64-character block hash — as its reference, or undefined when it is none of these.
 */
export function bitcoinChainReference(chainId: unknown): string | undefined {
  if (typeof chainId !== 'string' || chainId.length > 71) return undefined
  const parts = chainId.split(':')
  if (parts.length > 2 || (parts.length === 2 && parts[0] !== 'bip122')) return undefined
  const text = parts.at(-1)!
  const reference = text.length === 64 ? text.slice(0, 32) : text
  return REFERENCE.test(reference) ? reference : undefined
}
