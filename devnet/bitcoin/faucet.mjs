// @ts-check
import * as ecc from '@bitcoinerlab/secp256k1'
import { Transaction, payments, script as bscript } from 'bitcoinjs-lib'
import { BITCOIN_FAUCET_KEY } from './ledger-constants.mjs'
import { dustLimit } from './scripts.mjs'
import { idToHash } from './ledger.mjs'

const FEE_SATS_PER_VBYTE = 2n
const privateKey = Buffer.from(BITCOIN_FAUCET_KEY.privateKey, 'hex')
const publicKey = Buffer.from(BITCOIN_FAUCET_KEY.publicKey, 'hex')
const faucetPayment = payments.p2wpkh({ pubkey: publicKey })
/** The faucet's output script (P2WPKH). */
export const FAUCET_SCRIPT = /** @type {Uint8Array} */ (faucetPayment.output)
const SCRIPT_CODE = /** @type {Uint8Array} */ (payments.p2pkh({ hash: faucetPayment.hash }).output)
// A DER signature is at most 72 bytes with its hash type; sizing with it never underpays.
const PLACEHOLDER_WITNESS = [new Uint8Array(72), publicKey]

/**
 * Pays `amount` sats to `script` from the faucet's coins, as `sendtoaddress` on a regtest node would: a signed
 * P2WPKH transaction, change back to the faucet, submitted like any other so it meets every rule.
 * @param {import('./ledger.mjs').Ledger} ledger
 * @param {Uint8Array} script
 * @param {bigint} amount
 * @returns {string} the txid
 */
export function payFromFaucet(ledger, script, amount) {
  const coins = ledger.unspent(FAUCET_SCRIPT).sort((a, b) => (a.value < b.value ? 1 : -1))
  const tx = new Transaction()
  tx.version = 2
  let gathered = 0n
  for (const coin of coins) {
    tx.addInput(idToHash(coin.txid), coin.vout)
    gathered += coin.value
    if (gathered >= amount + 1_000n) break
  }
  tx.addOutput(script, amount)
  tx.addOutput(FAUCET_SCRIPT, 0n)
  tx.ins.forEach((_, index) => tx.setWitness(index, PLACEHOLDER_WITNESS))
  const fee = BigInt(tx.virtualSize()) * FEE_SATS_PER_VBYTE
  const change = gathered - amount - fee
  if (change < 0n) throw new Error('The faucet has run dry')
  const changeOutput = /** @type {import('bitcoinjs-lib').TxOutput} */ (tx.outs[1])
  // Change below the dust limit goes to the fee, as a wallet would do.
  if (change < dustLimit(FAUCET_SCRIPT)) tx.outs.pop()
  else changeOutput.value = change
  const spent = coins.slice(0, tx.ins.length)
  tx.ins.forEach((_, index) => {
    const hash = tx.hashForWitnessV0(index, SCRIPT_CODE, /** @type {(typeof spent)[number]} */ (spent[index]).value, Transaction.SIGHASH_ALL)
    tx.setWitness(index, [bscript.signature.encode(ecc.sign(hash, privateKey), Transaction.SIGHASH_ALL), publicKey])
  })
  return ledger.submit(tx.toHex())
}
