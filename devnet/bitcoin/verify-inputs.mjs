// @ts-check
import * as ecc from '@bitcoinerlab/secp256k1'
import { crypto, payments, script as bscript } from 'bitcoinjs-lib'
import { rejected, scriptFailed, scriptNonStandard } from './reject.mjs'
import { scriptType, witnessProgram } from './scripts.mjs'

/** @typedef {{ script: Uint8Array, value: bigint }} Prevout */

const SIGHASH_DEFAULT = 0x00
const TAPROOT_HASH_TYPES = new Set([0x01, 0x02, 0x03, 0x81, 0x82, 0x83])
const ANNEX_TAG = 0x50

/**
 * Checks every input's witness against the output it spends, as bitcoind's script check would for these two
 * output types: P2WPKH (BIP-143 signature hash, low-S DER ECDSA) and P2TR key path (BIP-341, Schnorr). Spends of
 * any other output type are refused: this ledger does not run scripts.
 * @param {import('bitcoinjs-lib').Transaction} tx
 * @param {readonly Prevout[]} prevouts in input order
 */
export function verifyInputs(tx, prevouts) {
  tx.ins.forEach((input, index) => {
    const prevout = /** @type {Prevout} */ (prevouts[index])
    const type = scriptType(prevout.script)
    if (input.script.length > 0 && (type === 'v0_p2wpkh' || type === 'v1_p2tr')) {
      throw scriptFailed('Witness requires empty scriptSig')
    }
    if (type === 'v0_p2wpkh') return verifyP2wpkh(tx, index, prevout)
    if (type === 'v1_p2tr') return verifyTaprootKeyPath(tx, index, prevouts)
    throw rejected(`non-mandatory-script-verify-flag (the devnet ledger spends only P2WPKH and P2TR key-path outputs, not ${type})`)
  })
}

/**
 * @param {import('bitcoinjs-lib').Transaction} tx
 * @param {number} index
 * @param {Prevout} prevout
 */
function verifyP2wpkh(tx, index, prevout) {
  const witness = /** @type {Uint8Array[]} */ (tx.ins[index]?.witness ?? [])
  if (witness.length === 0) throw scriptFailed('Witness program was passed an empty witness')
  if (witness.length !== 2) throw scriptFailed('Witness program hash mismatch')
  const [encodedSignature, publicKey] = /** @type {[Uint8Array, Uint8Array]} */ (witness)
  const program = witnessProgram(prevout.script)
  if (!equalBytes(crypto.hash160(publicKey), program)) throw scriptFailed('Script failed an OP_EQUALVERIFY operation')
  if (publicKey.length !== 33 || !ecc.isPoint(publicKey)) throw scriptNonStandard('Using non-compressed keys in segwit')
  if (encodedSignature.length === 0) throw scriptFailed('Script evaluated without error but finished with a false/empty top stack element')
  /** @type {{ signature: Uint8Array, hashType: number }} */
  let decoded
  try {
    decoded = bscript.signature.decode(encodedSignature)
  } catch (error) {
    const hashTypeProblem = error instanceof Error && error.message.startsWith('Invalid hashType')
    throw hashTypeProblem ? scriptNonStandard('Signature hash type missing or not understood') : scriptFailed('Non-canonical DER signature')
  }
  // BIP-143's scriptCode for P2WPKH is the P2PKH script of the key hash.
  const scriptCode = /** @type {Uint8Array} */ (payments.p2pkh({ hash: program }).output)
  const hash = tx.hashForWitnessV0(index, scriptCode, prevout.value, decoded.hashType)
  if (ecc.verify(hash, publicKey, decoded.signature, true)) return
  if (ecc.verify(hash, publicKey, decoded.signature, false)) throw scriptNonStandard('Non-canonical signature: S value is unnecessarily high')
  throw scriptFailed('Signature must be zero for failed CHECK(MULTI)SIG operation')
}

/**
 * @param {import('bitcoinjs-lib').Transaction} tx
 * @param {number} index
 * @param {readonly Prevout[]} prevouts
 */
function verifyTaprootKeyPath(tx, index, prevouts) {
  const witness = /** @type {Uint8Array[]} */ (tx.ins[index]?.witness ?? [])
  if (witness.length === 0) throw scriptFailed('Witness program was passed an empty witness')
  // An annex is valid by consensus but bitcoind does not relay it.
  if (witness.length >= 2 && witness[witness.length - 1]?.[0] === ANNEX_TAG) throw rejected('bad-witness-nonstandard')
  if (witness.length !== 1) {
    throw rejected('non-mandatory-script-verify-flag (the devnet ledger spends P2TR outputs by key path only, not script path)')
  }
  const signature = /** @type {Uint8Array} */ (witness[0])
  if (signature.length !== 64 && signature.length !== 65) throw scriptFailed('Invalid Schnorr signature size')
  const hashType = signature.length === 65 ? /** @type {number} */ (signature[64]) : SIGHASH_DEFAULT
  // An explicit 0x00 byte is not allowed: SIGHASH_DEFAULT is written as a 64-byte signature.
  if (signature.length === 65 && !TAPROOT_HASH_TYPES.has(hashType)) throw scriptFailed('Invalid Schnorr signature hash type')
  if ((hashType & 0x03) === 0x03 && index >= tx.outs.length) throw scriptFailed('Invalid Schnorr signature hash type')
  const hash = tx.hashForWitnessV1(
    index,
    prevouts.map((prevout) => prevout.script),
    prevouts.map((prevout) => prevout.value),
    hashType,
  )
  const outputKey = witnessProgram(/** @type {Prevout} */ (prevouts[index]).script)
  let valid = false
  try {
    valid = ecc.verifySchnorr(hash, outputKey, signature.subarray(0, 64))
  } catch {
    // An output key that is not on the curve can never be spent.
  }
  if (!valid) throw scriptFailed('Invalid Schnorr signature')
}

/**
 * @param {Uint8Array} a
 * @param {Uint8Array} b
 */
function equalBytes(a, b) {
  return a.length === b.length && a.every((byte, i) => byte === b[i])
}
