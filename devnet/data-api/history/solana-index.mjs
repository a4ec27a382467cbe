// @ts-check
import { rpcRequest } from '../../json-rpc.mjs'
import { SOLANA_DEVNET } from '../../solana/cluster.mjs'
import { rpcBatch } from './rpc-batch.mjs'

/** The cluster's own answer limit for getSignaturesForAddress. */
const SIGNATURES_LIMIT = 1_000

/**
 * An address's transactions on the local Solana cluster, read from the cluster at call time: its signatures
 * (getSignaturesForAddress), then each transaction, whose balance changes give the SOL that moved.
 * @param {string} rpcUrl
 * @param {string} address
 * @returns {Promise<import('./evm-index.mjs').IndexedTransaction[]>} oldest first
 */
export async function readSolanaHistory(rpcUrl, address) {
  const signatures = /** @type {{ signature: string }[]} */ (
    await rpcRequest(rpcUrl, 'getSignaturesForAddress', [address, { limit: SIGNATURES_LIMIT }])
  )
  const landed = /** @type {(SolanaTransaction | null)[]} */ (
    await rpcBatch(
      rpcUrl,
      signatures.map(({ signature }) => ({ method: 'getTransaction', params: [signature, { encoding: 'json', maxSupportedTransactionVersion: 0 }] })),
    )
  )
  return landed
    .flatMap((transaction, i) => (transaction ? [readTransaction(address, /** @type {{ signature: string }} */ (signatures[i]).signature, transaction)] : []))
    .reverse()
}

/**
 * @typedef {{
 *   slot: number, blockTime: number,
 *   transaction: { signatures: string[], message: { accountKeys: string[] } },
 *   meta: { err: unknown, fee: number, preBalances: number[], postBalances: number[] },
 * }} SolanaTransaction
 */

/**
 * The address's SOL change, net of the fee it paid, from or to the account whose balance moved the other way most.
 * @param {string} address
 * @param {string} signature
 * @param {SolanaTransaction} landed
 * @returns {import('./evm-index.mjs').IndexedTransaction}
 */
function readTransaction(address, signature, landed) {
  const keys = landed.transaction.message.accountKeys
  const deltas = keys.map((_, i) => (landed.meta.postBalances[i] ?? 0) - (landed.meta.preBalances[i] ?? 0) + (i === 0 ? landed.meta.fee : 0))
  const own = keys.indexOf(address)
  const delta = deltas[own] ?? 0
  /** @type {import('./evm-index.mjs').Movement[]} */
  const movements = []
  if (landed.meta.err === null && delta !== 0) {
    let other = -1
    deltas.forEach((candidate, i) => {
      if (i === own || Math.sign(candidate) !== -Math.sign(delta)) return
      if (other === -1 || Math.abs(candidate) > Math.abs(deltas[other] ?? 0)) other = i
    })
    const counterparty = keys[other]
    if (counterparty) {
      movements.push({
        kind: 'native',
        from: delta < 0 ? address : counterparty,
        to: delta < 0 ? counterparty : address,
        amount: BigInt(Math.abs(delta)),
      })
    }
  }
  return {
    network: SOLANA_DEVNET.caipNetworkId,
    block: landed.slot,
    index: 0,
    hash: signature,
    minedAt: landed.blockTime,
    from: /** @type {string} */ (keys[0]),
    to: movements[0] ? (movements[0].from === address ? movements[0].to : address) : null,
    nonce: 0,
    status: landed.meta.err === null ? 'confirmed' : 'failed',
    movements,
  }
}
