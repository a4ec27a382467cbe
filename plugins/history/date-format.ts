/** Dates as `locale` writes them; a tag Intl cannot read falls back to English rather than breaking the list. */
export function formatDate(date: Date, locale: string, options: Intl.DateTimeFormatOptions): string {
  try {
    return new Intl.DateTimeFormat(locale, options).format(date)
  } catch {
    return new Intl.DateTimeFormat('en', options).format(date)
  }
}
