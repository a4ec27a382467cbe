/**
 * Display formatting of spec §5/§9. Everything works on decimal strings, never on floats, because balances
 * routinely exceed 2^53 in base units and a rounded-up balance would promise money the visitor lacks.
 */

export const BALANCE_DECIMALS = 3
export const FIAT_DECIMALS = 2

export type DecimalInput = string | number | bigint | undefined | null

/**
 * `value` truncated (never rounded) to `decimals` places and padded with zeros; anything that is not a
 * finite number reads `0.000`. `decimals` is the number of places shown: convert base units first with
 * `formatUnits`.
 */
export function formatBalance(value: DecimalInput, decimals: number = BALANCE_DECIMALS): string {
  assertDecimals(decimals)
  const parsed = parseDecimal(value)
  if (!parsed) return fixed('0', '', decimals)
  const fraction = parsed.fraction.slice(0, decimals)
  const isZero = /^0*$/.test(parsed.integer + fraction)
  // '-0.000' would read as a debt of nothing.
  return (parsed.negative && !isZero ? '-' : '') + fixed(parsed.integer, fraction, decimals)
}

/**
 * Fiat with 2 places. Truncated like balances rather than rounded, so a token's fiat value never looks
 * larger than what its truncated quantity is worth.
 */
export function formatFiat(value: DecimalInput): string {
  return formatBalance(value, FIAT_DECIMALS)
}

/** Past 2^53 a float no longer holds whole cents, so a dollar figure beyond it could only be wrong. */
export const MAX_FIAT_VALUE = Number.MAX_SAFE_INTEGER

/** Whether a fiat value can be shown as it is: a finite, non-negative number the float holds to the cent. */
export function isFiatValue(value: number): boolean {
  return Number.isFinite(value) && value >= 0 && value <= MAX_FIAT_VALUE
}

/**
 * The sum of fiat values, or undefined when no honest figure exists: a value that cannot be shown, or a sum
 * past MAX_FIAT_VALUE (two values near 1.8e308 add up to Infinity, which would otherwise read as a number).
 */
export function sumFiat(values: readonly number[]): number | undefined {
  let total = 0
  for (const value of values) {
    if (!isFiatValue(value)) return undefined
    total += value
  }
  return isFiatValue(total) ? total : undefined
}

/** Base units to an exact decimal string without trailing zeros (`1500000000000000000n, 18` gives `1.5`). */
export function formatUnits(value: bigint, decimals: number): string {
  assertDecimals(decimals)
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const integer = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${integer}${fraction ? `.${fraction}` : ''}`
}

export interface TruncateAddressOptions {
  readonly head?: number
  readonly tail?: number
}

/** `0x1234…abcd`: the `0x` is not counted in `head`, so EVM and base58 addresses show as many real characters. */
export function truncateAddress(address: string, { head = 4, tail = 4 }: TruncateAddressOptions = {}): string {
  const prefix = /^0x/i.test(address) ? address.slice(0, 2) : ''
  const body = address.slice(prefix.length)
  const keepHead = Math.max(0, Math.floor(head))
  const keepTail = Math.max(0, Math.floor(tail))
  // Replacing a single character with the ellipsis would hide information and save no space.
  if (body.length <= keepHead + keepTail + 1) return address
  return `${prefix}${body.slice(0, keepHead)}…${body.slice(body.length - keepTail)}`
}

// A Map, not an object literal, so names like 'constructor' cannot hit Object.prototype.
const WALLET_RENAMES: ReadonlyMap<string, string> = new Map([['Trust Wallet', 'Trust']])

/** Shorter display names for wallets whose full name crowds the wallet grid. */
export function renameWallet(name: string): string {
  return WALLET_RENAMES.get(name) ?? name
}

interface ParsedDecimal {
  readonly negative: boolean
  /** Without leading zeros; '' for zero. */
  readonly integer: string
  readonly fraction: string
}

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i
/** Far beyond any real balance; bounds the work a hostile '1e999999999' could cause. */
const MAX_INTEGER_DIGITS = 400

function parseDecimal(value: DecimalInput): ParsedDecimal | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value === 'number' && !Number.isFinite(value)) return undefined
  // String(number) is the shortest exact round-trip form, so no float digits are invented here.
  const match = DECIMAL.exec(String(value).trim())
  if (!match) return undefined
  const [, sign = '', whole = '', part = '', exponentText] = match
  if (whole === '' && part === '') return undefined
  const exponent = exponentText === undefined ? 0 : Number(exponentText)
  const digits = whole + part
  const point = whole.length + exponent
  if (!Number.isSafeInteger(point) || point > MAX_INTEGER_DIGITS) return undefined
  const integer = point <= 0 ? '' : digits.slice(0, point).padEnd(point, '0')
  // Past MAX_INTEGER_DIGITS leading zeros nothing shown could differ, so the padding stops there.
  const leadingZeros = point < 0 ? '0'.repeat(Math.min(-point, MAX_INTEGER_DIGITS)) : ''
  const fraction = point >= digits.length ? '' : leadingZeros + digits.slice(Math.max(point, 0))
  return { negative: sign === '-', integer: integer.replace(/^0+/, ''), fraction }
}

function fixed(integer: string, fraction: string, decimals: number): string {
  const whole = integer === '' ? '0' : integer
  return decimals === 0 ? whole : `${whole}.${fraction.padEnd(decimals, '0')}`
}

function assertDecimals(decimals: number): void {
  if (!Number.isSafeInteger(decimals) || decimals < 0) {
    // A programming error, not a wallet's: a RangeError keeps the error catalogue out of the entry chunk.
    throw new RangeError(`Invalid decimals ${String(decimals)}: expected a non-negative integer`)
  }
}
