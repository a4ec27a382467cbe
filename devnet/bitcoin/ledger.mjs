// @ts-check
import { Block, Transaction, opcodes, script as bscript } from 'bitcoinjs-lib'
import { BITCOIN_DEVNET } from './ledger-constants.mjs'
import { TxRejected, rejected } from './reject.mjs'
import { dustLimit, scriptType, toHex } from './scripts.mjs'
import { verifyInputs } from './verify-inputs.mjs'

/** @typedef {import('./verify-inputs.mjs').Prevout} Prevout */
/** @typedef {{ hash: string, height: number, time: number }} BlockInfo */
/**
 * @typedef {{
 *   tx: Transaction, txid: string, hex: string, block: BlockInfo,
 *   prevouts: (Prevout | null)[], fee: bigint,
 * }} TxRecord
 */

const MAX_MONEY = 21_000_000n * 100_000_000n
/** Bitcoin Core's largest standard transaction, in weight units. */
const MAX_STANDARD_TX_WEIGHT = 400_000
/** Bitcoin Core's default minimum relay fee: 1 sat/vB. */
const MIN_RELAY_SATS_PER_VBYTE = 1
const REGTEST_BITS = 0x207fffff
// Lock times below this are block heights, above it Unix times (BIP-65).
const LOCKTIME_THRESHOLD = 500_000_000
const FINAL_SEQUENCE = 0xffffffff

/** Regtest's genesis header: its hash is BITCOIN_DEVNET.genesisHash. Its coinbase is unspendable, as everywhere. */
const GENESIS = { version: 1, merkleRoot: '4a5e1e4baab89f3a32518a88c31bc87f618f76673e2cc77ab2127b7afdeda33b', time: 1_296_688_602, nonce: 2 }

/** @param {string} id a txid or block hash as shown (reversed byte order) */
export const idToHash = (id) => Uint8Array.from(Buffer.from(id, 'hex').reverse())

/**
 * An in-memory regtest chain. Every accepted transaction is mined at once into a block of its own (no mempool, so
 * balances follow the moment POST /tx answers); blocks carry no coinbase of their own, so fees are burnt.
 * @param {{ funding: readonly { script: Uint8Array, value: bigint }[], now?: () => number }} options
 *   `funding`: the outputs of block 1's coinbase; `now`: ms clock for block times
 */
export function createLedger({ funding, now = Date.now }) {
  /** @type {BlockInfo[]} */
  const blocks = []
  /** @type {Map<string, TxRecord>} */
  const txs = new Map()
  /** @type {Map<string, Prevout & { txid: string, vout: number }>} outpoint `txid:vout` → the unspent output */
  const utxos = new Map()
  /** @type {Map<string, { txids: string[], outpoints: string[] }>} script hex → the transactions touching it, oldest first */
  const byScript = new Map()

  /**
   * @param {Transaction[]} transactions
   * @param {{ version: number, merkleRoot?: Uint8Array, time: number, nonce?: number }} header
   */
  const appendBlock = (transactions, header) => {
    const block = new Block()
    block.version = header.version
    block.prevHash = blocks.length === 0 ? new Uint8Array(32) : idToHash(/** @type {BlockInfo} */ (blocks.at(-1)).hash)
    block.merkleRoot = header.merkleRoot ?? Block.calculateMerkleRoot(transactions)
    block.timestamp = header.time
    block.bits = REGTEST_BITS
    block.nonce = header.nonce ?? 0
    // Regtest's target passes about every second hash: real proof of work, at no cost.
    while (!block.checkProofOfWork()) block.nonce += 1
    /** @type {BlockInfo} */
    const info = { hash: block.getId(), height: blocks.length, time: header.time }
    blocks.push(info)
    return info
  }

  /**
   * @param {string} scriptHex
   */
  const indexOf = (scriptHex) => {
    let entry = byScript.get(scriptHex)
    if (!entry) byScript.set(scriptHex, (entry = { txids: [], outpoints: [] }))
    return entry
  }

  /**
   * Records a mined transaction: spends its inputs, adds its outputs, indexes both by script.
   * @param {Transaction} tx
   * @param {(Prevout | null)[]} prevouts
   * @param {bigint} fee
   * @param {BlockInfo} block
   */
  const record = (tx, prevouts, fee, block) => {
    const txid = tx.getId()
    /** @type {Set<string>} */
    const touched = new Set()
    tx.ins.forEach((input, index) => {
      const prevout = prevouts[index]
      if (!prevout) return
      utxos.delete(`${toHex(Uint8Array.from(input.hash).reverse())}:${input.index}`)
      touched.add(toHex(prevout.script))
    })
    tx.outs.forEach((output, vout) => {
      const scriptHex = toHex(output.script)
      if (scriptType(output.script) === 'op_return') return
      const outpoint = `${txid}:${vout}`
      utxos.set(outpoint, { txid, vout, script: output.script, value: output.value })
      indexOf(scriptHex).outpoints.push(outpoint)
      touched.add(scriptHex)
    })
    for (const scriptHex of touched) indexOf(scriptHex).txids.push(txid)
    txs.set(txid, { tx, txid, hex: tx.toHex(), block, prevouts, fee })
    return txid
  }

  const blockTime = () => Math.max(Math.floor(now() / 1000), /** @type {BlockInfo} */ (blocks.at(-1)).time)

  appendBlock([], { ...GENESIS, merkleRoot: idToHash(GENESIS.merkleRoot) })
  if (blocks[0]?.hash !== BITCOIN_DEVNET.genesisHash) throw new Error(`The regtest genesis block hashes to ${blocks[0]?.hash}`)
  const coinbase = new Transaction()
  coinbase.version = 2
  // BIP-34: the coinbase's script starts with the block height.
  coinbase.addInput(new Uint8Array(32), FINAL_SEQUENCE, FINAL_SEQUENCE, bscript.compile([opcodes.OP_1, Buffer.from('tessera devnet')]))
  for (const output of funding) coinbase.addOutput(output.script, output.value)
  record(coinbase, [null], 0n, appendBlock([coinbase], { version: 0x20000000, time: Math.floor(now() / 1000) }))

  return {
    tip: () => /** @type {BlockInfo} */ (blocks.at(-1)),

    /** @param {number} height */
    blockAt: (height) => blocks[height],

    /** @param {string} txid */
    transaction: (txid) => txs.get(txid),

    /**
     * Validates a raw transaction as bitcoind's sendrawtransaction would and mines it. Throws TxRejected.
     * @param {string} hex
     * @returns {string} the txid
     */
    submit(hex) {
      const tx = decode(hex)
      const txid = tx.getId()
      if (txs.has(txid)) throw new TxRejected(-27, 'Transaction outputs already in utxo set')
      checkShape(tx)
      if (tx.weight() > MAX_STANDARD_TX_WEIGHT) throw rejected('tx-size')
      if (tx.outs.some((output) => output.value < dustLimit(output.script))) throw rejected('dust')
      if (!isFinal(tx, blocks.length, blockTime())) throw rejected('non-final')
      const prevouts = tx.ins.map((input) => utxos.get(`${toHex(Uint8Array.from(input.hash).reverse())}:${input.index}`))
      if (prevouts.some((prevout) => prevout === undefined)) throw new TxRejected(-25, 'bad-txns-inputs-missingorspent')
      const spent = /** @type {Prevout[]} */ (prevouts)
      const valueIn = spent.reduce((sum, prevout) => sum + prevout.value, 0n)
      const valueOut = tx.outs.reduce((sum, output) => sum + output.value, 0n)
      if (valueIn < valueOut) throw rejected(`bad-txns-in-belowout, value in (${btc(valueIn)}) < value out (${btc(valueOut)})`)
      const fee = valueIn - valueOut
      const minimumFee = BigInt(tx.virtualSize() * MIN_RELAY_SATS_PER_VBYTE)
      if (fee < minimumFee) throw rejected(`min relay fee not met, ${fee} < ${minimumFee}`)
      verifyInputs(tx, spent)
      return record(tx, spent, fee, appendBlock([tx], { version: 0x20000000, time: blockTime() }))
    },

    /**
     * What esplora's /address/:a reports for one output script.
     * @param {Uint8Array} script
     */
    scriptStats(script) {
      const entry = byScript.get(toHex(script))
      const outpoints = entry?.outpoints ?? []
      let fundedSum = 0n
      let spentCount = 0
      let spentSum = 0n
      for (const outpoint of outpoints) {
        const [txid, vout] = outpoint.split(':')
        const value = /** @type {TxRecord} */ (txs.get(/** @type {string} */ (txid))).tx.outs[Number(vout)]?.value ?? 0n
        fundedSum += value
        if (!utxos.has(outpoint)) {
          spentCount += 1
          spentSum += value
        }
      }
      return {
        funded_txo_count: outpoints.length,
        funded_txo_sum: Number(fundedSum),
        spent_txo_count: spentCount,
        spent_txo_sum: Number(spentSum),
        tx_count: entry?.txids.length ?? 0,
      }
    },

    /** @param {Uint8Array} script */
    unspent(script) {
      const outpoints = byScript.get(toHex(script))?.outpoints ?? []
      return outpoints.flatMap((outpoint) => {
        const utxo = utxos.get(outpoint)
        const block = txs.get(utxo?.txid ?? '')?.block
        return utxo && block ? [{ ...utxo, block }] : []
      })
    },

    /**
     * The transactions touching a script, newest first.
     * @param {Uint8Array} script
     */
    history(script) {
      const txids = byScript.get(toHex(script))?.txids ?? []
      return txids.map((txid) => /** @type {TxRecord} */ (txs.get(txid))).reverse()
    },
  }
}

/** @typedef {ReturnType<typeof createLedger>} Ledger */

/**
 * @param {string} hex
 * @returns {Transaction}
 */
function decode(hex) {
  if (hex.length === 0 || hex.length % 2 !== 0 || !/^[0-9a-fA-F]+$/.test(hex)) throw new TxRejected(-22, 'TX decode failed')
  try {
    // fromHex refuses bytes left over after the transaction.
    return Transaction.fromHex(hex)
  } catch {
    throw new TxRejected(-22, 'TX decode failed')
  }
}

/**
 * Bitcoin Core's CheckTransaction and standardness checks that need no chain state.
 * @param {Transaction} tx
 */
function checkShape(tx) {
  if (tx.ins.length === 0) throw rejected('bad-txns-vin-empty')
  if (tx.outs.length === 0) throw rejected('bad-txns-vout-empty')
  if (tx.isCoinbase()) throw rejected('coinbase')
  let total = 0n
  for (const output of tx.outs) {
    if (output.value < 0n) throw rejected('bad-txns-vout-negative')
    if (output.value > MAX_MONEY) throw rejected('bad-txns-vout-toolarge')
    total += output.value
    if (total > MAX_MONEY) throw rejected('bad-txns-txouttotal-toolarge')
  }
  const outpoints = new Set(tx.ins.map((input) => `${toHex(input.hash)}:${input.index}`))
  if (outpoints.size !== tx.ins.length) throw rejected('bad-txns-inputs-duplicate')
  if (tx.version < 1 || tx.version > 3) throw rejected('version')
  if (tx.outs.some((output) => scriptType(output.script) === 'nonstandard')) throw rejected('scriptpubkey')
  if (tx.outs.filter((output) => scriptType(output.script) === 'op_return').length > 1) throw rejected('multi-op-return')
}

/**
 * BIP-65 / IsFinalTx: a lock time still in the future holds the transaction back unless every input opts out.
 * @param {Transaction} tx
 * @param {number} nextHeight
 * @param {number} time
 */
function isFinal(tx, nextHeight, time) {
  if (tx.locktime === 0) return true
  const reached = tx.locktime < (tx.locktime < LOCKTIME_THRESHOLD ? nextHeight : time)
  return reached || tx.ins.every((input) => input.sequence === FINAL_SEQUENCE)
}

/** Bitcoin Core's FormatMoney: whole coins, at least 2 decimals. @param {bigint} sats */
function btc(sats) {
  const whole = sats / 100_000_000n
  const fraction = (sats % 100_000_000n).toString().padStart(8, '0').replace(/0+$/, '').padEnd(2, '0')
  return `${whole}.${fraction}`
}
