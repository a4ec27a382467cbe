import * as z from 'zod/mini'
import type { CaipNetworkId } from '../../kernel/index.js'
import { PayError, PayMessages } from './errors.js'

/** More decimals than any token has; bounds the zeros an amount can be padded with. */
export const MAX_DECIMALS = 36
/** Far more digits than any amount has: a longer text is refused rather than read. */
export const MAX_AMOUNT_DIGITS = 80

/** The network's own currency, or a token (an ERC-20 contract, an SPL mint) with how it is written. */
export type PayAsset = 'native' | { readonly address: string; readonly symbol: string; readonly decimals: number }

/** What `kit.pay` takes. `amount` is decimal text in whole units ('12.5'), never a float. */
export interface PayRequest {
  /** The address that is paid, in the network's own format. */
  readonly recipient: string
  readonly amount: string
  readonly asset: PayAsset
  /** A CAIP-2 id among the kit's networks ('eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'). */
  readonly network: CaipNetworkId
}

const payRequestSchema = z.object({
  recipient: z.string().check(z.minLength(1), z.maxLength(200)),
  amount: z.string().check(z.minLength(1), z.maxLength(MAX_AMOUNT_DIGITS + 1)),
  asset: z.union([
    z.literal('native'),
    z.object({
      address: z.string().check(z.minLength(1), z.maxLength(200)),
      symbol: z.string().check(z.minLength(1), z.maxLength(16)),
      decimals: z.number().check(z.int(), z.minimum(0), z.maximum(MAX_DECIMALS)),
    }),
  ]),
  network: z.string().check(z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/)),
})

/** The host's request, checked: anything else is a PAY_FAILED naming the field, before the modal opens. */
export function parsePayRequest(input: unknown): PayRequest {
  const parsed = payRequestSchema.safeParse(input)
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path.join('.') || 'request'
    throw new PayError('PAY_FAILED', PayMessages.invalid(field))
  }
  return parsed.data as PayRequest
}

/**
 * Decimal text in a token's base units, exactly; undefined for what is no positive amount or has more fraction
 * digits than the token has decimals (never rounded: a payment moves what the host asked, or nothing).
 */
export function amountUnits(text: string, decimals: number): bigint | undefined {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text)
  if (!match || text.length > MAX_AMOUNT_DIGITS + 1) return undefined
  const [, whole = '0', fraction = ''] = match
  const significant = fraction.replace(/0+$/, '')
  if (significant.length > decimals) return undefined
  const units = BigInt(whole) * 10n ** BigInt(decimals) + BigInt(significant.padEnd(decimals, '0') || '0')
  return units > 0n ? units : undefined
}

/**
 * A balance as the account data writes it ('1250.5') in base units, truncated to the token's decimals; undefined
 * when it is not plain decimal text, so an unreadable balance never blocks a payment (the wallet still checks).
 */
export function balanceUnits(text: string | undefined, decimals: number): bigint | undefined {
  const match = text === undefined ? null : /^(\d{1,80})(?:\.(\d{1,80}))?$/.exec(text.trim())
  if (!match) return undefined
  const [, whole = '0', fraction = ''] = match
  return BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.slice(0, decimals).padEnd(decimals, '0') || '0')
}
