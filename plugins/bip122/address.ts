import { bech32, bech32m, createBase58check } from '@scure/base'
import { sha256 } from '@noble/hashes/sha2'

/** The Bitcoin networks an address can belong to (regtest shares testnet's base58 version bytes). */
export type BitcoinAddressNetwork = 'mainnet' | 'testnet' | 'regtest'

/** What the kit tells apart: the payment kinds a wallet hands out. */
export type BitcoinAddressKind = 'p2pkh' | 'p2sh' | 'p2wpkh' | 'p2wsh' | 'p2tr' | 'witness'

export interface BitcoinAddressInfo {
  readonly kind: BitcoinAddressKind
  /** Every network whose rules the address follows: a base58 testnet address is a regtest one too. */
  readonly networks: readonly BitcoinAddressNetwork[]
}

const base58check = /* @__PURE__ */ createBase58check(sha256)

/** Base58Check version bytes (Bitcoin Core chainparams). */
const BASE58_VERSIONS: Readonly<Record<number, BitcoinAddressInfo>> = {
  0x00: { kind: 'p2pkh', networks: ['mainnet'] },
  0x05: { kind: 'p2sh', networks: ['mainnet'] },
  0x6f: { kind: 'p2pkh', networks: ['testnet', 'regtest'] },
  0xc4: { kind: 'p2sh', networks: ['testnet', 'regtest'] },
}
/** Segwit human-readable parts (BIP-173; regtest's from Bitcoin Core). */
const HRPS: Readonly<Record<string, BitcoinAddressNetwork>> = { bc: 'mainnet', tb: 'testnet', bcrt: 'regtest' }

/** BIP-173: a segwit address is at most 90 characters; base58 ones are at most 35. */
const MAX_SEGWIT_LENGTH = 90
const BASE58_PATTERN = /^[1-9A-HJ-NP-Za-km-z]{25,35}$/

function base58Info(address: string): BitcoinAddressInfo | undefined {
  if (!BASE58_PATTERN.test(address)) return undefined
  let payload: Uint8Array
  try {
    payload = base58check.decode(address)
  } catch {
    return undefined
  }
  // One version byte and a 20-byte hash.
  return payload.length === 21 ? BASE58_VERSIONS[payload[0]!] : undefined
}

function segwitInfo(address: string): BitcoinAddressInfo | undefined {
  if (address.length > MAX_SEGWIT_LENGTH) return undefined
  const separator = address.lastIndexOf('1')
  const network = HRPS[address.slice(0, Math.max(separator, 0)).toLowerCase()]
  if (!network) return undefined
  // BIP-350: version 0 is checked with Bech32, versions 1 to 16 with Bech32m; each refuses the other's checksum.
  const decode = (coder: typeof bech32) => {
    try {
      return coder.decode(address as `${string}1${string}`, MAX_SEGWIT_LENGTH)
    } catch {
      return undefined
    }
  }
  const legacy = decode(bech32)
  const decoded = legacy ?? decode(bech32m)
  if (!decoded || decoded.words.length === 0) return undefined
  const version = decoded.words[0]!
  if (version > 16 || (version === 0) !== (legacy !== undefined)) return undefined
  let program: Uint8Array
  try {
    program = bech32.fromWords(decoded.words.slice(1))
  } catch {
    return undefined
  }
  if (program.length < 2 || program.length > 40) return undefined
  if (version === 0) {
    if (program.length === 20) return { kind: 'p2wpkh', networks: [network] }
    if (program.length === 32) return { kind: 'p2wsh', networks: [network] }
    return undefined
  }
  return { kind: version === 1 && program.length === 32 ? 'p2tr' : 'witness', networks: [network] }
}

/**
 * What an address is: base58check P2PKH/P2SH (BIP-13 versions), or a segwit program in Bech32 (v0: P2WPKH, P2WSH)
 * or Bech32m (v1+: P2TR and future versions, BIP-350) for mainnet `bc`, testnet `tb` or regtest `bcrt`.
 */
export function bitcoinAddressInfo(address: string): BitcoinAddressInfo | undefined {
  if (typeof address !== 'string') return undefined
  return base58Info(address) ?? segwitInfo(address)
}

/** Whether `address` is a Bitcoin address of any network this kit knows, or of `network` when given. */
export function isBitcoinAddress(address: string, network?: BitcoinAddressNetwork): boolean {
  const info = bitcoinAddressInfo(address)
  return info !== undefined && (network === undefined || info.networks.includes(network))
}
