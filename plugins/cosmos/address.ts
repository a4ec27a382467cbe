import { bech32 } from '@scure/base'
import { BECH32_PREFIX_PATTERN } from './define-network.js'

/** Account addresses hold 20 bytes (a key's hash) or 32 (a module or contract account). */
const ADDRESS_LENGTHS: ReadonlySet<number> = /* @__PURE__ */ new Set([20, 32])
/** BIP-173's limit; a 32-byte address with a long prefix stays under it. */
const MAX_ADDRESS_LENGTH = 90

/** The prefix and data of a Cosmos account address, or undefined when it is not one. */
export function decodeCosmosAddress(address: string): { prefix: string; bytes: Uint8Array } | undefined {
  // Bech32 allows all-uppercase strings; Cosmos addresses are written and compared in lowercase.
  if (address.length > MAX_ADDRESS_LENGTH || address !== address.toLowerCase()) return undefined
  const decoded = bech32.decodeUnsafe(address, MAX_ADDRESS_LENGTH)
  if (!decoded || !BECH32_PREFIX_PATTERN.test(decoded.prefix)) return undefined
  const bytes = bech32.fromWordsUnsafe(decoded.words)
  if (!bytes || !ADDRESS_LENGTHS.has(bytes.length)) return undefined
  return { prefix: decoded.prefix, bytes: Uint8Array.from(bytes) }
}

/**
 * Whether `address` is a Cosmos account address: bech32 (not bech32m), 20 or 32 bytes of data, and, when
 * `prefixes` are given, one of them as its human-readable part ('cosmos', 'osmo', …).
 */
export function isCosmosAddress(address: string, prefixes?: ReadonlySet<string>): boolean {
  const decoded = decodeCosmosAddress(address)
  return decoded !== undefined && (prefixes === undefined || prefixes.has(decoded.prefix))
}
