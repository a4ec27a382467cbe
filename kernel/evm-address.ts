/**
 * Spec §5's EVM address rule, shared by every plugin that reads an EVM address (the eip155 adapter, and later
 * send, names and the embedded wallet), so it lives in the kernel. Returns a plain boolean (not a type guard) so a
 * failed check never narrows a caller's `string` to `never`.
 */
import { KitError } from './kit-error.js'

/**
 * A keccak-256 implementation supplied by the caller (the eip155 plugin passes viem's), because bundling a
 * hash function here would put chain code into every host's initial bundle. Hex string output is accepted
 * so viem's `keccak256` can be passed as is.
 */
export type Keccak256 = (input: Uint8Array) => Uint8Array | string

export type IsEvmAddressOptions =
  | { readonly strict?: false; readonly requirePrefix?: boolean }
  | { readonly strict: true; readonly keccak256: Keccak256; readonly requirePrefix?: boolean }

const HEX_40 = /^[0-9a-fA-F]{40}$/

/** 40 hex characters, `0x` optional unless `requirePrefix` (names and network contexts need it). */
export function isEvmAddress(value: unknown, options: IsEvmAddressOptions = {}): boolean {
  if (typeof value !== 'string') return false
  const hasPrefix = value.startsWith('0x')
  if (options.requirePrefix && !hasPrefix) return false
  const hex = hasPrefix ? value.slice(2) : value
  if (!HEX_40.test(hex)) return false
  if (!options.strict) return true
  // Single-case addresses carry no checksum (EIP-55), so only mixed case is checked.
  const lower = hex.toLowerCase()
  if (hex === lower || hex === hex.toUpperCase()) return true
  return hex === toChecksumHex(lower, options.keccak256)
}

/** The EIP-55 form of a 0x address (any case in, mixed-case checksum out), with the caller's keccak256. */
export function toChecksumAddress(address: string, keccak256: Keccak256): string {
  return `0x${toChecksumHex(address.slice(2).toLowerCase(), keccak256)}`
}

function toChecksumHex(lowerHex: string, keccak256: Keccak256): string {
  // Plain-JS callers get no compile error for a missing hash, so they get a readable one here instead.
  if (typeof keccak256 !== 'function') {
    throw new KitError('isEvmAddress: strict mode needs a keccak256 function', {
      metaMessages: ["Pass the eip155 plugin's hash, e.g. { strict: true, keccak256 }."],
    })
  }
  const digest = keccak256(new TextEncoder().encode(lowerHex))
  let nibble: (i: number) => number
  if (typeof digest === 'string') {
    const hexDigest = digest.replace(/^0x/, '')
    nibble = (i) => Number.parseInt(hexDigest.charAt(i), 16)
  } else {
    nibble = (i) => ((digest[i >> 1] ?? 0) >> (i % 2 === 0 ? 4 : 0)) & 0xf
  }
  let out = ''
  for (let i = 0; i < lowerHex.length; i++) {
    const char = lowerHex.charAt(i)
    out += nibble(i) >= 8 ? char.toUpperCase() : char
  }
  return out
}
