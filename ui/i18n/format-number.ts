/**
 * Spec §5/§9's figures in the visitor's locale. The truncation stays kernel/format.ts's (on decimal strings); only
 * the writing changes: digits, grouping and the decimal sign come from Intl.NumberFormat, which reads a decimal string
 * exactly (no float in between), so a balance past 2^53 keeps every digit and nothing is rounded up.
 */
export function localizeDecimal(text: string, locale: string, options?: Intl.NumberFormatOptions): string {
  if (!/^-?\d+(\.\d+)?$/.test(text)) return text
  const places = text.split('.')[1]?.length ?? 0
  const shape = { minimumFractionDigits: places, maximumFractionDigits: places, ...options }
  let format: Intl.NumberFormat
  try {
    format = new Intl.NumberFormat(locale, shape)
  } catch {
    format = new Intl.NumberFormat('en', shape)
  }
  return format.format(text as Intl.StringNumericLiteral)
}
