// @ts-check
import { decodeFunctionResult, encodeFunctionData, erc20Abi } from 'viem'
import { DEVNET_TOKENS } from '../../tokens.mjs'
import { SPAM_NFT } from '../../spam-nft.mjs'
import { rpcBatch } from './rpc-batch.mjs'

/** keccak256('Transfer(address,address,uint256)'): ERC-20 (3 topics) and ERC-721 (4 topics, the id indexed). */
const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'
/** Blocks read per JSON-RPC batch while catching up. */
const CATCH_UP_BLOCKS = 100
/** Block hashes compared per batch while looking for where a reverted chain forked. */
const FORK_PROBE_BLOCKS = 64

/**
 * @typedef {{ kind: 'native' | 'erc20' | 'erc721', contract?: string, from: string, to: string, amount: bigint }} Movement
 * @typedef {{
 *   network: string, block: number, index: number, hash: string, minedAt: number, from: string, to: string | null,
 *   nonce: number, status: 'confirmed' | 'failed', movements: Movement[]
 * }} IndexedTransaction
 * @typedef {{ name: string, symbol: string, decimals: number }} TokenInfo
 */

/**
 * Follows one anvil chain: every block's transactions with their native value, and every Transfer log (ERC-20
 * and ERC-721), kept in memory. Each sync first checks that the blocks it indexed are still the chain's (tests
 * revert anvil to snapshots) and drops those that are not, then reads the new blocks.
 * @param {import('../../index.mjs').DevnetChain} chain
 */
export function createEvmIndex(chain) {
  const network = `eip155:${chain.id}`
  /** @type {string[]} block number → hash, for the blocks indexed */
  const hashes = []
  /** @type {IndexedTransaction[]} oldest first */
  let transactions = []
  /** @type {Map<string, Promise<TokenInfo>>} */
  const tokenInfo = new Map()
  /** @type {Promise<void>} */
  let queue = Promise.resolve()

  const call = (/** @type {string} */ method, /** @type {unknown[]} */ params) => ({ method, params })

  async function forkPoint(/** @type {number} */ latest) {
    let top = Math.min(hashes.length - 1, latest)
    if (top < 0) return -1
    const [tip] = /** @type {({ hash: string } | null)[]} */ (await rpcBatch(chain.rpcUrl, [call('eth_getBlockByNumber', [hex(top), false])]))
    if (tip?.hash === hashes[top]) return top
    while (top >= 0) {
      const from = Math.max(0, top - FORK_PROBE_BLOCKS + 1)
      const heads = /** @type {({ hash: string } | null)[]} */ (
        await rpcBatch(chain.rpcUrl, range(from, top).map((n) => call('eth_getBlockByNumber', [hex(n), false])))
      )
      for (let n = top; n >= from; n--) if (heads[n - from]?.hash === hashes[n]) return n
      top = from - 1
    }
    return -1
  }

  async function syncOnce() {
    const latest = Number(await rpcBatch(chain.rpcUrl, [call('eth_blockNumber', [])]).then(([n]) => n))
    const kept = await forkPoint(latest)
    if (kept < hashes.length - 1) {
      hashes.length = kept + 1
      transactions = transactions.filter((transaction) => transaction.block <= kept)
    }
    for (let from = kept + 1; from <= latest; from += CATCH_UP_BLOCKS) {
      const numbers = range(from, Math.min(latest, from + CATCH_UP_BLOCKS - 1))
      const answers = await rpcBatch(
        chain.rpcUrl,
        numbers.flatMap((n) => [call('eth_getBlockByNumber', [hex(n), true]), call('eth_getBlockReceipts', [hex(n)])]),
      )
      numbers.forEach((n, i) => {
        const block = /** @type {RpcBlock} */ (answers[2 * i])
        const receipts = /** @type {RpcReceipt[]} */ (answers[2 * i + 1])
        hashes[n] = block.hash
        transactions.push(...readBlock(network, block, receipts))
      })
    }
  }

  return {
    network,
    chain,
    /** Brings the index up to the chain's head; calls queue, so two never interleave. */
    sync() {
      const run = queue.then(syncOnce)
      queue = run.catch(() => {})
      return run
    },
    /**
     * Transactions `address` sent, or that moved something to or from it, oldest first.
     * @param {string} address
     */
    involving(address) {
      const wanted = address.toLowerCase()
      return transactions.filter(
        (transaction) =>
          transaction.from === wanted ||
          transaction.movements.some((movement) => movement.from === wanted || movement.to === wanted),
      )
    },
    /**
     * Name, symbol and decimals of a token contract: the devnet's own from their list, others asked of the chain.
     * @param {string} contract lowercase
     * @returns {Promise<TokenInfo>}
     */
    token(contract) {
      let info = tokenInfo.get(contract)
      if (!info) {
        info = readTokenInfo(chain.rpcUrl, contract)
        tokenInfo.set(contract, info)
      }
      return info
    },
  }
}

/** @typedef {ReturnType<typeof createEvmIndex>} EvmIndex */

/**
 * @typedef {{ hash: string, number: string, timestamp: string, transactions: { hash: string, from: string, to: string | null, value: string, nonce: string, transactionIndex: string }[] }} RpcBlock
 * @typedef {{ transactionHash: string, status: string, logs: { address: string, topics: string[], data: string }[] }} RpcReceipt
 */

/**
 * @param {string} network
 * @param {RpcBlock} block
 * @param {RpcReceipt[]} receipts
 * @returns {IndexedTransaction[]}
 */
function readBlock(network, block, receipts) {
  const byHash = new Map(receipts.map((receipt) => [receipt.transactionHash, receipt]))
  return block.transactions.map((transaction) => {
    const receipt = byHash.get(transaction.hash)
    const succeeded = receipt?.status === '0x1'
    const from = transaction.from.toLowerCase()
    const to = transaction.to?.toLowerCase() ?? null
    /** @type {Movement[]} */
    const movements = []
    const value = BigInt(transaction.value)
    if (succeeded && value > 0n && to) movements.push({ kind: 'native', from, to, amount: value })
    for (const log of succeeded ? (receipt?.logs ?? []) : []) {
      if (log.topics[0] !== TRANSFER_TOPIC || (log.topics.length !== 3 && log.topics.length !== 4)) continue
      const erc721 = log.topics.length === 4
      movements.push({
        kind: erc721 ? 'erc721' : 'erc20',
        contract: log.address.toLowerCase(),
        from: topicAddress(/** @type {string} */ (log.topics[1])),
        to: topicAddress(/** @type {string} */ (log.topics[2])),
        amount: BigInt(erc721 ? /** @type {string} */ (log.topics[3]) : log.data === '0x' ? 0 : log.data),
      })
    }
    return {
      network,
      block: Number(block.number),
      index: Number(transaction.transactionIndex),
      hash: transaction.hash,
      minedAt: Number(block.timestamp),
      from,
      to,
      nonce: Number(transaction.nonce),
      status: succeeded ? 'confirmed' : 'failed',
      movements,
    }
  })
}

/** @param {string} topic */
const topicAddress = (topic) => `0x${topic.slice(-40)}`.toLowerCase()
/** @param {number} n */
const hex = (n) => `0x${n.toString(16)}`
/**
 * @param {number} from
 * @param {number} to inclusive
 */
const range = (from, to) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i)

/**
 * @param {string} rpcUrl
 * @param {string} contract
 * @returns {Promise<TokenInfo>}
 */
async function readTokenInfo(rpcUrl, contract) {
  const known = DEVNET_TOKENS.find((token) => token.address.toLowerCase() === contract)
  if (known) return { name: known.name, symbol: known.symbol, decimals: known.decimals }
  if (SPAM_NFT.address.toLowerCase() === contract) return { name: SPAM_NFT.name, symbol: SPAM_NFT.symbol, decimals: 0 }
  /** @type {('name' | 'symbol' | 'decimals')[]} */
  const fields = ['name', 'symbol', 'decimals']
  try {
    const answers = await rpcBatch(
      rpcUrl,
      fields.map((functionName) => ({ method: 'eth_call', params: [{ to: contract, data: encodeFunctionData({ abi: erc20Abi, functionName }) }, 'latest'] })),
    )
    const [name, symbol, decimals] = fields.map((functionName, i) =>
      decodeFunctionResult({ abi: erc20Abi, functionName, data: /** @type {`0x${string}`} */ (answers[i]) }),
    )
    return { name: String(name), symbol: String(symbol), decimals: Number(decimals) }
  } catch {
    // A token without the optional metadata functions is still listed, by its address.
    return { name: contract, symbol: '', decimals: 0 }
  }
}
