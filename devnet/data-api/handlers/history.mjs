// @ts-check
import { formatUnits, isAddress } from 'viem'
import { NATIVE_CURRENCY } from '../../tokens.mjs'
import { SPAM_NFT } from '../../spam-nft.mjs'
import { SOLANA_DEVNET } from '../../solana/cluster.mjs'
import { tokenIconUrl } from '../assets.mjs'
import { requireCaip2 } from '../caip.mjs'
import { readSolanaHistory } from '../history/solana-index.mjs'
import { ApiError } from '../http.mjs'
import { SOLANA_NATIVE, isSolanaAddress } from '../solana-reader.mjs'

/** Transactions per answer; `next` is the cursor of the following page. */
export const HISTORY_PAGE_SIZE = 20

/** @typedef {import('../history/evm-index.mjs').IndexedTransaction} IndexedTransaction */

/**
 * GET /v1/account/{account}/history?chainId=eip155:31337&cursor=…[&onramp=coinbase]
 * Spec §7: `{ data: Transaction[], next: string | null }`, newest first, from the devnet's index of the anvil chains
 * (native transfers, ERC-20 and ERC-721 Transfer logs) or the local Solana cluster for a base58 account. Without
 * chainId every chain the account can be on is included; a chain this server does not know gives no transactions.
 * Transfers of the devnet's spam NFT carry `nft_info.flags.is_spam: true`. A transaction the devnet's onramp
 * providers reported as a purchase is an operationType `buy`; `onramp=<provider id>` lists only that provider's
 * purchases (`onramp=coinbase`, not a devnet provider, none).
 * @param {import('../server.mjs').HandlerContext} context
 * @param {Record<string, string>} params
 * @returns {Promise<import('../http.mjs').Reply>}
 */
export async function accountHistory({ query, evmIndexes, solanaRpcUrl, state, baseUrl, onramp }, params) {
  const account = params.account ?? ''
  const chainId = query.get('chainId')
  if (chainId !== null) requireCaip2(chainId, 'chainId')
  const after = decodeCursor(query.get('cursor'))
  const provider = query.get('onramp')

  /** @type {IndexedTransaction[]} */
  let found = []
  try {
    if (isAddress(account, { strict: false })) {
      const selected = evmIndexes.filter((index) => chainId === null || index.network === chainId)
      await Promise.all(selected.map((index) => index.sync()))
      found = selected.flatMap((index) => index.involving(account))
    } else if (isSolanaAddress(account)) {
      const served = solanaRpcUrl && (chainId === null || chainId === SOLANA_DEVNET.caipNetworkId)
      found = served ? await readSolanaHistory(solanaRpcUrl, account) : []
    } else {
      throw new ApiError(400, 'account', 'The address provided is invalid')
    }
  } catch (error) {
    if (error instanceof ApiError) throw error
    throw new ApiError(503, 'unreachable', `Failed to read transactions from the chain: ${error instanceof Error ? error.message : error}`)
  }

  if (provider !== null) found = found.filter((transaction) => onramp.find(transaction.hash)?.provider === provider)
  const ordered = found.sort(newestFirst).filter((transaction) => !after || newestFirst(transaction, after) > 0)
  const page = ordered.slice(0, HISTORY_PAGE_SIZE)
  const last = page.at(-1)
  const next = ordered.length > HISTORY_PAGE_SIZE && last ? encodeCursor(last) : null
  const data = await Promise.all(page.map((transaction) => describe(transaction, account, { evmIndexes, state, baseUrl, onramp })))
  return { json: { data, next } }
}

/**
 * Newest first: by time, then within a chain by block and position (chains tie-broken by id).
 * @param {Pick<IndexedTransaction, 'minedAt' | 'network' | 'block' | 'index'>} a
 * @param {Pick<IndexedTransaction, 'minedAt' | 'network' | 'block' | 'index'>} b
 */
function newestFirst(a, b) {
  return b.minedAt - a.minedAt || (a.network < b.network ? -1 : a.network > b.network ? 1 : 0) || b.block - a.block || b.index - a.index
}

/** @param {IndexedTransaction} transaction */
function encodeCursor({ minedAt, network, block, index }) {
  return Buffer.from(JSON.stringify([minedAt, network, block, index])).toString('base64url')
}

/**
 * @param {string | null} cursor
 * @returns {Pick<IndexedTransaction, 'minedAt' | 'network' | 'block' | 'index'> | undefined}
 */
function decodeCursor(cursor) {
  if (cursor === null || cursor === '') return undefined
  try {
    const [minedAt, network, block, index] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
    if ([minedAt, block, index].every(Number.isSafeInteger) && typeof network === 'string') return { minedAt, network, block, index }
  } catch {
    // Reported below, as any cursor this server did not hand out.
  }
  throw new ApiError(400, 'cursor', 'cursor must be a `next` value from a previous answer')
}

/**
 * The spec §3 Transaction, as the hosted API shapes it, for the account's side of it.
 * @param {IndexedTransaction} transaction
 * @param {string} account
 * @param {Pick<import('../server.mjs').HandlerContext, 'evmIndexes' | 'state' | 'baseUrl' | 'onramp'>} context
 */
async function describe(transaction, account, { evmIndexes, state, baseUrl, onramp }) {
  const solana = transaction.network === SOLANA_DEVNET.caipNetworkId
  const self = solana ? account : account.toLowerCase()
  const index = evmIndexes.find((candidate) => candidate.network === transaction.network)
  const mine = transaction.movements.filter((movement) => movement.from === self || movement.to === self)
  const transfers = await Promise.all(
    mine.map(async (movement) => {
      const direction = movement.from === self && movement.to === self ? 'self' : movement.from === self ? 'out' : 'in'
      if (movement.kind === 'erc721') {
        const contract = /** @type {string} */ (movement.contract)
        const info = index ? await index.token(contract) : { name: contract }
        return {
          nft_info: {
            name: `${info.name} #${movement.amount}`,
            flags: { is_spam: contract === SPAM_NFT.address.toLowerCase() },
          },
          direction,
          quantity: { numeric: '1' },
        }
      }
      const info =
        movement.kind === 'native'
          ? solana
            ? SOLANA_NATIVE
            : NATIVE_CURRENCY
          : index
            ? await index.token(/** @type {string} */ (movement.contract))
            : { name: '', symbol: '', decimals: 0 }
      const numeric = formatUnits(movement.amount, info.decimals)
      const price = state.price(info.symbol)
      return {
        fungible_info: { name: info.name, symbol: info.symbol, icon: { url: tokenIconUrl(baseUrl, info.symbol || 'unknown') } },
        direction,
        quantity: { numeric },
        // 15 significant digits, as the balance answer: no 0.7000000000000001.
        value: Number((Number(numeric) * price).toPrecision(15)),
        price,
      }
    }),
  )
  const first = mine[0]
  const outgoing = transfers.some((transfer) => transfer.direction === 'out')
  const incoming = transfers.some((transfer) => transfer.direction === 'in')
  const minted = first?.from === '0x0000000000000000000000000000000000000000'
  const purchase = onramp.find(transaction.hash)
  const bought = purchase !== undefined && (solana ? purchase.address : purchase.address.toLowerCase()) === self
  const operationType = bought ? 'buy' : outgoing && incoming ? 'trade' : outgoing ? 'send' : incoming ? (minted ? 'mint' : 'receive') : 'execute'
  return {
    id: transaction.hash,
    metadata: {
      operationType,
      hash: transaction.hash,
      minedAt: new Date(transaction.minedAt * 1000).toISOString(),
      // The counterparty of the account's first transfer, as indexers report it (a token transfer's sentTo is the
      // receiver, not the token contract the transaction called).
      sentFrom: first?.from ?? transaction.from,
      sentTo: first?.to ?? transaction.to ?? '',
      status: transaction.status,
      nonce: transaction.nonce,
      chain: transaction.network,
    },
    transfers,
  }
}
