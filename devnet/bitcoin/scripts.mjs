// @ts-check
import * as ecc from '@bitcoinerlab/secp256k1'
import { address as btcAddress, initEccLib, networks } from 'bitcoinjs-lib'

// P2TR addresses are checked as curve points, which needs the curve library.
initEccLib(ecc)

export const REGTEST = networks.regtest

/** @param {Uint8Array} bytes */
export const toHex = (bytes) => Buffer.from(bytes).toString('hex')

/**
 * The output's type by esplora's names; `nonstandard` is what bitcoind will not relay.
 * @param {Uint8Array} script
 * @returns {'p2pkh' | 'p2sh' | 'v0_p2wpkh' | 'v0_p2wsh' | 'v1_p2tr' | 'op_return' | 'nonstandard'}
 */
export function scriptType(script) {
  const n = script.length
  if (n === 22 && script[0] === 0x00 && script[1] === 0x14) return 'v0_p2wpkh'
  if (n === 34 && script[0] === 0x00 && script[1] === 0x20) return 'v0_p2wsh'
  if (n === 34 && script[0] === 0x51 && script[1] === 0x20) return 'v1_p2tr'
  if (n === 25 && script[0] === 0x76 && script[1] === 0xa9 && script[2] === 0x14 && script[23] === 0x88 && script[24] === 0xac) return 'p2pkh'
  if (n === 23 && script[0] === 0xa9 && script[1] === 0x14 && script[22] === 0x87) return 'p2sh'
  // Bitcoin Core's default datacarrier limit: 83 bytes of script.
  if (n >= 1 && n <= 83 && script[0] === 0x6a) return 'op_return'
  return 'nonstandard'
}

/** The witness program of a P2WPKH or P2TR output. */
export const witnessProgram = (/** @type {Uint8Array} */ script) => script.subarray(2)

/**
 * Bitcoin Core's dust limit at its default 3 sat/vB dust relay fee: the output's size plus the size of spending it.
 * @param {Uint8Array} script
 */
export function dustLimit(script) {
  const type = scriptType(script)
  if (type === 'op_return') return 0n
  const outputSize = 8 + 1 + script.length
  const spendSize = type.startsWith('v') ? 32 + 4 + 1 + 26 + 4 : 32 + 4 + 1 + 107 + 4
  return BigInt((outputSize + spendSize) * 3)
}

/**
 * The output script of a regtest address, or undefined for anything else (another network's address included).
 * @param {string} value
 */
export function regtestScript(value) {
  if (value.length > 100) return undefined
  try {
    return btcAddress.toOutputScript(value, REGTEST)
  } catch {
    return undefined
  }
}

/**
 * The regtest address an output pays, when it has one.
 * @param {Uint8Array} script
 */
export function scriptAddress(script) {
  try {
    return btcAddress.fromOutputScript(script, REGTEST)
  } catch {
    return undefined
  }
}
