import { localizeDecimal } from './format-number.js'

/** A US dollar figure already truncated to cents (`formatFiat`), written as the locale writes dollars. */
export const localizeUsd = (truncated: string, locale: string): string => localizeDecimal(truncated, locale, { style: 'currency', currency: 'USD' })
