/**
 * Amounts as the visitor types them and as balances give them, in a token's base units: integers only, never
 * floats, since an amount rounded up would send money the visitor does not have.
 */

/** Far more digits than any balance has; bounds the work a pasted wall of digits costs. */
export const MAX_AMOUNT_DIGITS = 80

export type AmountParse =
  | { readonly ok: true; readonly value: bigint }
  | { readonly ok: false; readonly reason: 'empty' | 'invalid' | 'zero' | 'dust' }

/**
 * The amount the visitor typed ('1.5', '.5', '2.') in base units. `dust` is a part smaller than the token's
 * smallest unit (more fraction digits than it has decimals): refused, never silently dropped.
 */
export function parseAmount(text: string, decimals: number): AmountParse {
  const trimmed = text.trim()
  if (trimmed === '') return { ok: false, reason: 'empty' }
  const match = /^(\d*)(?:\.(\d*))?$/.exec(trimmed)
  const [, whole = '', fraction = ''] = match ?? []
  if (!match || (whole === '' && fraction === '') || whole.length + fraction.length > MAX_AMOUNT_DIGITS) return { ok: false, reason: 'invalid' }
  const significant = fraction.replace(/0+$/, '')
  if (significant.length > decimals) return { ok: false, reason: 'dust' }
  const value = BigInt(whole || '0') * 10n ** BigInt(decimals) + BigInt(significant.padEnd(decimals, '0') || '0')
  return value === 0n ? { ok: false, reason: 'zero' } : { ok: true, value }
}

/**
 * A balance as the data API writes it ('1250.5', '1e-7') in base units, truncated to the token's decimals: the
 * most the visitor can send. 0n for anything unreadable.
 */
export function balanceUnits(numeric: string, decimals: number): bigint {
  const match = /^(\d{1,80})(?:\.(\d{1,80}))?(?:e([+-]?\d{1,3}))?$/i.exec(numeric.trim())
  if (!match) return 0n
  const [, whole = '', fraction = '', exponentText = '0'] = match
  const digits = whole + fraction
  // Where the decimal point sits in `digits`, moved by the exponent and then by the token's decimals.
  const point = whole.length + Number(exponentText) + decimals
  if (point <= 0) return 0n
  const integer = point >= digits.length ? digits.padEnd(point, '0') : digits.slice(0, point)
  return integer.length > MAX_AMOUNT_DIGITS + decimals ? 0n : BigInt(integer)
}

/** Base units as the text the amount field holds ('1250.5'): what Max fills in. */
export function amountText(value: bigint, decimals: number): string {
  const digits = value.toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole
}
