import * as z from 'zod/mini'
import type { SentTransaction, TransactionStatus } from '../../kernel/index.js'

/** Spec §9: pending transactions kept at most. */
export const PENDING_LIMIT = 99
/** Settled ones kept besides, newest first: enough for a visitor's recent sends without growing forever. */
export const SETTLED_LIMIT = 100

export interface LocalTransaction {
  readonly hash: string
  readonly caipNetworkId: string
  readonly from: string
  readonly to: string
  readonly amount?: string
  readonly symbol?: string
  readonly sentAt: number
  readonly status: TransactionStatus
}

const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max))

/** What storage holds, parsed as anything from outside is: bounded, or dropped. */
export const localTransactionsSchema = z.array(
  z.object({
    hash: text(200),
    caipNetworkId: text(80),
    from: text(200),
    to: text(200),
    amount: z.optional(z.string().check(z.regex(/^\d{1,78}(\.\d{1,78})?$/))),
    symbol: z.optional(text(40)),
    sentAt: z.number().check(z.refine(Number.isFinite)),
    status: z.enum(['pending', 'confirmed', 'failed']),
  }),
).check(z.maxLength(PENDING_LIMIT + SETTLED_LIMIT))

/** Keeps the newest PENDING_LIMIT pending and SETTLED_LIMIT settled, newest first. */
function bound(list: readonly LocalTransaction[]): LocalTransaction[] {
  const sorted = [...list].sort((a, b) => b.sentAt - a.sentAt)
  const pending = sorted.filter((t) => t.status === 'pending').slice(0, PENDING_LIMIT)
  const settled = sorted.filter((t) => t.status !== 'pending').slice(0, SETTLED_LIMIT)
  return sorted.filter((t) => pending.includes(t) || settled.includes(t))
}

/** A transaction the kit just sent, as pending (a repeated hash replaces the older record). */
export function addSent(list: readonly LocalTransaction[], sent: SentTransaction): LocalTransaction[] {
  const record: LocalTransaction = {
    hash: sent.hash,
    caipNetworkId: sent.caipNetworkId,
    from: sent.from,
    to: sent.to,
    ...(sent.amount !== undefined ? { amount: sent.amount } : {}),
    ...(sent.symbol !== undefined ? { symbol: sent.symbol } : {}),
    sentAt: sent.sentAt,
    status: 'pending',
  }
  return bound([record, ...list.filter((t) => !(t.hash === sent.hash && t.caipNetworkId === sent.caipNetworkId))])
}

export function settle(list: readonly LocalTransaction[], hash: string, caipNetworkId: string, status: TransactionStatus): LocalTransaction[] {
  return bound(list.map((t) => (t.hash === hash && t.caipNetworkId === caipNetworkId ? { ...t, status } : t)))
}

/** Those of one account on one network. */
export function ofAccount(list: readonly LocalTransaction[], caipNetworkId: string, address: string): LocalTransaction[] {
  const same = address.startsWith('0x') ? (a: string) => a.toLowerCase() === address.toLowerCase() : (a: string) => a === address
  return list.filter((t) => t.caipNetworkId === caipNetworkId && same(t.from))
}
