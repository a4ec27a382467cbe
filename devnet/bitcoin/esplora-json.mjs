// @ts-check
import { scriptAddress, scriptType, toHex } from './scripts.mjs'

/**
 * @param {import('./ledger.mjs').BlockInfo} block
 */
export const statusJson = (block) => ({ confirmed: true, block_height: block.height, block_hash: block.hash, block_time: block.time })

/**
 * An output as esplora lists it (without the `_asm` fields, which no wallet reads).
 * @param {{ script: Uint8Array, value: bigint }} output
 */
function outputJson({ script, value }) {
  const address = scriptAddress(script)
  return {
    scriptpubkey: toHex(script),
    scriptpubkey_type: scriptType(script) === 'nonstandard' ? 'unknown' : scriptType(script),
    ...(address ? { scriptpubkey_address: address } : {}),
    value: Number(value),
  }
}

/**
 * GET /tx/:txid's answer: esplora's transaction shape.
 * @param {import('./ledger.mjs').TxRecord} record
 */
export function txJson({ tx, txid, prevouts, fee, block }) {
  const coinbase = tx.isCoinbase()
  return {
    txid,
    version: tx.version,
    locktime: tx.locktime,
    vin: tx.ins.map((input, index) => {
      const prevout = prevouts[index]
      return {
        txid: toHex(Uint8Array.from(input.hash).reverse()),
        vout: input.index,
        prevout: prevout ? outputJson(prevout) : null,
        scriptsig: toHex(input.script),
        ...(input.witness.length > 0 ? { witness: input.witness.map(toHex) } : {}),
        is_coinbase: coinbase,
        sequence: input.sequence,
      }
    }),
    vout: tx.outs.map(outputJson),
    size: tx.byteLength(),
    weight: tx.weight(),
    fee: Number(fee),
    status: statusJson(block),
  }
}
