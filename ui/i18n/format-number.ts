/**
 * Spec §5/§9's figures in the visitor's locale. The truncation stays kernel/format.ts's (on decimal strings); only
 * the writing changes: digits, grouping and the decimal sign come from Intl.NumberFormat. The integer part is
 * formatted as a bigint, so a balance past 2^53 keeps every digit.
 */
function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  try {
    return new Intl.NumberFormat(locale, options)
  } catch {
    return new Intl.NumberFormat('en', options)
  }
}

/** `1234.567` → `1,234.567` (en), `1.234,567` (de), `١٬٢٣٤٫٥٦٧` (ar-EG). Text that is not a plain decimal comes back as it is. */
export function localizeDecimal(text: string, locale: string): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text)
  if (!match) return text
  const [, minus, integer, fraction] = match
  const grouped = numberFormat(locale)
  const parts = grouped.formatToParts(-1.5)
  const decimalSign = parts.find((p) => p.type === 'decimal')?.value ?? '.'
  const minusSign = parts.find((p) => p.type === 'minusSign')?.value ?? '-'
  // '1' + fraction keeps the fraction's leading zeros through the bigint; the '1' is dropped after.
  const digits = fraction ? numberFormat(locale, { useGrouping: false }).format(BigInt(`1${fraction}`)).slice(1) : ''
  return `${minus ? minusSign : ''}${grouped.format(BigInt(integer!))}${digits ? decimalSign + digits : ''}`
}

/** A US dollar figure already truncated to cents (`formatFiat`), written as the locale writes dollars. */
export function localizeUsd(truncated: string, locale: string): string {
  const value = Number(truncated)
  if (!Number.isFinite(value)) return truncated
  return numberFormat(locale, { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)
}
