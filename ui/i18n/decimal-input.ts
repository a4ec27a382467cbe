/** The locale's decimal sign ('.' in English, ',' in German and French, '٫' in Arabic); '.' for a tag Intl refuses. */
export function decimalSign(locale: string): string {
  try {
    return new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.'
  } catch {
    return '.'
  }
}

/**
 * What the visitor typed in an amount field, with the locale's decimal sign read as a point: '0,25' in German is
 * 0.25. Grouping is never guessed: a text holding both signs ('1.234,5'), or a comma in English, is left as typed,
 * so the form refuses it rather than read an amount the visitor did not mean.
 */
export function decimalInput(text: string, locale: string): string {
  const sign = decimalSign(locale)
  if (sign === '.' || !text.includes(sign) || text.includes('.')) return text
  return text.split(sign).join('.')
}
