import type { TransactionStatus } from '../../kernel/index.js'
import type { ApiTransaction } from './history-schema.js'
import type { LocalTransaction } from './local-transactions.js'

export type ActivityKind = 'sent' | 'received' | 'swap' | 'minted' | 'bought' | 'call'

export interface ActivityTransfer {
  readonly direction: 'in' | 'out' | 'self'
  /** Decimal text in whole units; absent when unknown (a call the kit sent without naming an amount). */
  readonly quantity?: string
  /** The token's symbol, or the NFT's name. */
  readonly label: string
  readonly nft: boolean
  /** USD, when the data API priced it. */
  readonly value?: number
}

/** One row of Activity, from the data API or from this browser's own sends. */
export interface ActivityItem {
  readonly hash: string
  readonly caipNetworkId: string
  /** Mined at (sent at, while pending), ms since the epoch. */
  readonly time: number
  readonly status: TransactionStatus
  readonly kind: ActivityKind
  /** The other side: who it was sent to, or who sent it. */
  readonly counterparty?: string
  readonly transfers: readonly ActivityTransfer[]
  /** Known from this browser's sends, not (yet) from the data API. */
  readonly local: boolean
}

/** Spec §5: a transaction whose every transfer is a spam NFT is dropped (one with no transfers is kept). */
export function isSpam(transaction: ApiTransaction): boolean {
  return transaction.transfers.length > 0 && transaction.transfers.every((transfer) => transfer.nft_info?.flags?.is_spam === true)
}

// 'buy': an onramp purchase, credited by the provider.
const KIND_BY_OPERATION: Readonly<Record<string, ActivityKind>> = { send: 'sent', receive: 'received', trade: 'swap', mint: 'minted', buy: 'bought' }

/**
 * The data API's transactions as rows: spam dropped, and (spec §5) only those of the network in view; one the
 * chain has no record of (a bad `minedAt`) is dropped too rather than dated wrong.
 */
export function fromApi(transactions: readonly ApiTransaction[], caipNetworkId: string): ActivityItem[] {
  return transactions.flatMap((transaction) => {
    const { metadata } = transaction
    const time = Date.parse(metadata.minedAt)
    if (isSpam(transaction) || (metadata.chain !== undefined && metadata.chain !== caipNetworkId) || !Number.isFinite(time)) return []
    const kind = KIND_BY_OPERATION[metadata.operationType ?? ''] ?? 'call'
    const outgoing = transaction.transfers[0]?.direction === 'out' || kind === 'sent'
    const counterparty = outgoing ? metadata.sentTo : metadata.sentFrom
    const status: TransactionStatus = metadata.status === 'failed' ? 'failed' : metadata.status === 'pending' ? 'pending' : 'confirmed'
    return [
      {
        hash: metadata.hash,
        caipNetworkId,
        time,
        status,
        kind,
        ...(counterparty ? { counterparty } : {}),
        transfers: transaction.transfers.map((transfer) => ({
          direction: transfer.direction,
          quantity: transfer.nft_info ? '1' : transfer.quantity.numeric,
          label: (transfer.nft_info ? transfer.nft_info.name : transfer.fungible_info?.symbol) ?? '',
          nft: transfer.nft_info !== undefined,
          ...(transfer.value !== undefined ? { value: transfer.value } : {}),
        })),
        local: false,
      },
    ]
  })
}

export function fromLocal(transaction: LocalTransaction): ActivityItem {
  return {
    hash: transaction.hash,
    caipNetworkId: transaction.caipNetworkId,
    time: transaction.sentAt,
    status: transaction.status,
    kind: 'sent',
    counterparty: transaction.to,
    transfers:
      transaction.amount !== undefined || transaction.symbol !== undefined
        ? [{ direction: 'out', ...(transaction.amount !== undefined ? { quantity: transaction.amount } : {}), label: transaction.symbol ?? '', nft: false }]
        : [],
    local: true,
  }
}

/** Hashes compare without case for hex (eip155) and exactly for base58 (solana). */
export const sameHash = (a: string, b: string) => (a.startsWith('0x') ? a.toLowerCase() === b.toLowerCase() : a === b)

/**
 * The API's rows with this browser's sends that it does not list yet (pending, or mined after the page was read),
 * newest first.
 */
export function mergeLocal(api: readonly ActivityItem[], local: readonly ActivityItem[]): ActivityItem[] {
  const extra = local.filter((item) => !api.some((known) => sameHash(known.hash, item.hash)))
  return [...extra, ...api].sort((a, b) => b.time - a.time)
}

export interface ActivityGroup {
  readonly year: number
  /** 0–11. */
  readonly month: number
  readonly items: readonly ActivityItem[]
}

/** Spec §3 transactionsByYear: consecutive rows of one month together, in the order given (newest first). */
export function groupByMonth(items: readonly ActivityItem[]): ActivityGroup[] {
  const groups: { year: number; month: number; items: ActivityItem[] }[] = []
  for (const item of items) {
    const date = new Date(item.time)
    const year = date.getFullYear()
    const month = date.getMonth()
    const last = groups.at(-1)
    if (last && last.year === year && last.month === month) last.items.push(item)
    else groups.push({ year, month, items: [item] })
  }
  return groups
}
