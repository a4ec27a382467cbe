// @ts-check
import { ApiError } from '../http.mjs'

/**
 * Prices here are in US dollars only; the hosted API knows more currencies, but the kit asks for usd (spec §7).
 * @param {unknown} currency
 */
export function requireCurrency(currency) {
  if (currency === null || currency === undefined || currency === '') {
    throw new ApiError(400, 'currency', 'currency is required')
  }
  if (typeof currency !== 'string' || currency.toLowerCase() !== 'usd') {
    throw new ApiError(400, 'currency', `Unsupported currency ${String(currency)}: this server prices in usd only`)
  }
}
