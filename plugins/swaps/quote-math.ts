/**
 * The numbers a swap quote shows: the minimum received at the slippage setting, and the price impact. Amounts are
 * base units (bigint) so the minimum the wallet signs is exact; the impact is a display figure only.
 */

/** Spec §9: the default swap slippage tolerance, in percent. */
export const DEFAULT_SLIPPAGE_PERCENT = 1
/** Above this a "swap" gives most of the value away; the field refuses it. */
export const MAX_SLIPPAGE_PERCENT = 50

export type SlippageParse =
  | { readonly ok: true; readonly basisPoints: bigint; readonly percent: number }
  | { readonly ok: false; readonly reason: 'invalid' | 'too-high' }

/** The slippage field's text ('1', '0.5', '.3') in basis points: two decimals at most, 0 to 50%. */
export function parseSlippage(text: string): SlippageParse {
  const match = /^(\d{0,2})(?:\.(\d{0,2}))?$/.exec(text.trim())
  const [, whole = '', fraction = ''] = match ?? []
  if (!match || (whole === '' && fraction === '')) return { ok: false, reason: 'invalid' }
  const basisPoints = BigInt(whole || '0') * 100n + BigInt(fraction.padEnd(2, '0'))
  if (basisPoints > BigInt(MAX_SLIPPAGE_PERCENT * 100)) return { ok: false, reason: 'too-high' }
  return { ok: true, basisPoints, percent: Number(basisPoints) / 100 }
}

/** The least the swap may pay out: the quote less the slippage, rounded down (what `amountOutMin` carries). */
export function minimumReceived(quoted: bigint, basisPoints: bigint): bigint {
  if (basisPoints < 0n || basisPoints > 10_000n) throw new RangeError(`slippage ${basisPoints} basis points is out of range`)
  return (quoted * (10_000n - basisPoints)) / 10_000n
}

export interface PricedAmount {
  readonly amount: bigint
  readonly decimals: number
  /** USD per whole token; 0 or less when unknown. */
  readonly price: number
}

/**
 * How much less the output is worth than the input at market prices, in percent (never below 0): the pool's depth
 * and its fee together. Undefined when either price is unknown, so the view shows no figure rather than a wrong one.
 */
export function priceImpactPercent(from: PricedAmount, to: PricedAmount): number | undefined {
  if (!(from.price > 0) || !(to.price > 0) || from.amount <= 0n) return undefined
  const fromValue = usdValue(from)
  const toValue = usdValue(to)
  if (!Number.isFinite(fromValue) || !Number.isFinite(toValue) || fromValue <= 0) return undefined
  return Math.max(0, (1 - toValue / fromValue) * 100)
}

function usdValue({ amount, decimals, price }: PricedAmount): number {
  // Scaled to 6 decimals in bigint first, so 18-decimal amounts keep their precision through the float.
  const micro = decimals > 6 ? amount / 10n ** BigInt(decimals - 6) : amount * 10n ** BigInt(6 - decimals)
  return (Number(micro) / 1e6) * price
}
