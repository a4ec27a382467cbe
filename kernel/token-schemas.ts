import * as z from 'zod/mini'

/**
 * The most tokens one answer may list (balances, prices, a wallet's assets). Far above any real account; an
 * answer over it is refused whole rather than trimmed, as a list that long is not a portfolio.
 */
export const MAX_TOKENS = 1_000

/** A price or a value in USD: finite (zod's number is) and never negative. */
export const usdSchema = z.number().check(z.gte(0))

/** A token quantity as a decimal string: non-negative, and one a float reads as finite ('1e400' is refused). */
export const quantityNumericSchema = z
  .string()
  .check(z.maxLength(200), z.regex(/^\d+(\.\d+)?(e[+-]?\d+)?$/i), z.refine((numeric) => Number.isFinite(Number(numeric))))

/** Token decimals as the data API writes them ('18'). */
export const quantityDecimalsSchema = z.string().check(z.regex(/^\d{1,3}$/))
