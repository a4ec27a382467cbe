import { blake2b } from '@noble/hashes/blake2b'
import { base58 } from '@scure/base'

/** What an account address is made of: the network's SS58 prefix and the 32-byte account id. */
export interface Ss58Parts {
  readonly prefix: number
  readonly accountId: Uint8Array
}

/** An account id: a 32-byte public key (sr25519, ed25519) or the blake2 hash of a longer one (ecdsa). */
export const ACCOUNT_ID_BYTES = 32
/** SS58 prefixes are 14 bits; 46 and 47 are reserved by the format. */
export const MAX_SS58_PREFIX = 16_383
const RESERVED_PREFIXES = new Set([46, 47])
const CHECKSUM_BYTES = 2
/** Prefix (1 or 2 bytes) + account id + checksum spell 47 or 50 base58 characters: a little slack either side. */
const MIN_LENGTH = 46
const MAX_LENGTH = 50
const BASE58_PATTERN = /^[1-9A-HJ-NP-Za-km-z]+$/
const CONTEXT = new TextEncoder().encode('SS58PRE')

function checksum(body: Uint8Array): Uint8Array {
  const input = new Uint8Array(CONTEXT.length + body.length)
  input.set(CONTEXT)
  input.set(body, CONTEXT.length)
  return blake2b(input, { dkLen: 64 }).subarray(0, CHECKSUM_BYTES)
}

export function isSs58Prefix(prefix: number): boolean {
  return Number.isInteger(prefix) && prefix >= 0 && prefix <= MAX_SS58_PREFIX && !RESERVED_PREFIXES.has(prefix)
}

/**
 * An SS58 account address read into its prefix and account id, or undefined when it is none: not base58, a
 * checksum that does not match (blake2b-512 of "SS58PRE" ‖ prefix ‖ id, first two bytes), a reserved prefix, or an
 * id that is not 32 bytes (short account indices and 33-byte ecdsa keys are not account addresses).
 */
export function decodeSs58(address: string): Ss58Parts | undefined {
  if (address.length < MIN_LENGTH || address.length > MAX_LENGTH || !BASE58_PATTERN.test(address)) return undefined
  const bytes = base58.decode(address)
  const first = bytes[0]!
  // Bit 6 set: a two-byte prefix, its 14 bits spread over both bytes as the format lays them out.
  const prefixBytes = first & 0b0100_0000 ? 2 : 1
  if (bytes.length !== prefixBytes + ACCOUNT_ID_BYTES + CHECKSUM_BYTES || first & 0b1000_0000) return undefined
  const prefix = prefixBytes === 1 ? first : ((first & 0b0011_1111) << 2) | (bytes[1]! >> 6) | ((bytes[1]! & 0b0011_1111) << 8)
  if (!isSs58Prefix(prefix)) return undefined
  const body = bytes.subarray(0, bytes.length - CHECKSUM_BYTES)
  const expected = checksum(body)
  if (expected[0] !== bytes[body.length] || expected[1] !== bytes[body.length + 1]) return undefined
  return { prefix, accountId: bytes.slice(prefixBytes, body.length) }
}

/** The account id's address under `prefix`; throws on a prefix or id the format does not allow. */
export function encodeSs58(accountId: Uint8Array, prefix: number): string {
  if (!isSs58Prefix(prefix)) throw new RangeError(`Not an SS58 prefix: ${prefix}`)
  if (accountId.length !== ACCOUNT_ID_BYTES) throw new RangeError(`An account id is ${ACCOUNT_ID_BYTES} bytes, not ${accountId.length}`)
  const head = prefix < 64 ? [prefix] : [((prefix & 0b1111_1100) >> 2) | 0b0100_0000, (prefix >> 8) | ((prefix & 0b0000_0011) << 6)]
  const body = new Uint8Array(head.length + ACCOUNT_ID_BYTES)
  body.set(head)
  body.set(accountId, head.length)
  const sum = checksum(body)
  const full = new Uint8Array(body.length + CHECKSUM_BYTES)
  full.set(body)
  full.set(sum, body.length)
  return base58.encode(full)
}

/** Spec §5 for polkadot: an SS58 account address, any network's prefix. */
export function isPolkadotAddress(address: string): boolean {
  return decodeSs58(address) !== undefined
}

/** The same account under another network's prefix; undefined when `address` is not an account address. */
export function reencodeSs58(address: string, prefix: number): string | undefined {
  const parts = decodeSs58(address)
  return parts && (parts.prefix === prefix ? address : encodeSs58(parts.accountId, prefix))
}
