import * as z from 'zod/mini'

/** More than any page the data API sends: a longer list is garbage, not a page. */
export const HISTORY_PAGE_MAX = 100
const TRANSFERS_MAX = 50
const text = (max: number) => z.string().check(z.maxLength(max))
// Decimal text, as the API writes quantities; bounded so a 1 MB number cannot reach the formatter.
const decimal = z.string().check(z.regex(/^\d{1,78}(\.\d{1,78})?$/))

const transfer = z.object({
  fungible_info: z.optional(z.object({ name: z.optional(text(200)), symbol: z.optional(text(40)) })),
  nft_info: z.optional(z.object({ name: z.optional(text(200)), flags: z.optional(z.object({ is_spam: z.optional(z.boolean()) })) })),
  direction: z.enum(['in', 'out', 'self']),
  quantity: z.object({ numeric: decimal }),
  value: z.optional(z.number().check(z.refine(Number.isFinite))),
})

const transaction = z.object({
  id: text(200),
  metadata: z.object({
    operationType: z.optional(text(40)),
    hash: text(200),
    minedAt: text(40),
    sentFrom: z.optional(text(200)),
    sentTo: z.optional(text(200)),
    status: z.optional(text(40)),
    chain: z.optional(text(80)),
  }),
  transfers: z.array(transfer).check(z.maxLength(TRANSFERS_MAX)),
})

/** Spec §7 `/v1/account/{account}/history`: `data` and `next`. */
export const historyPageSchema = z.object({
  data: z.array(transaction).check(z.maxLength(HISTORY_PAGE_MAX)),
  next: z.optional(z.nullable(text(1000))),
})

export type HistoryPage = z.output<typeof historyPageSchema>
export type ApiTransaction = HistoryPage['data'][number]
