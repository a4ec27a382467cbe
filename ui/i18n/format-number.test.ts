import { describe, expect, it } from 'vitest'
import { formatBalance, formatFiat } from '../../kernel/index.js'
import { localizeDecimal } from './format-number.js'
import { localizeUsd } from './format-fiat.js'

describe('localizeDecimal', () => {
  it("writes a truncated quantity in the locale's digits, grouping and decimal sign, keeping its 3 places", () => {
    expect(localizeDecimal(formatBalance('1234.56789'), 'en')).toBe('1,234.567')
    expect(localizeDecimal(formatBalance('1234.56789'), 'de')).toBe('1.234,567')
    expect(localizeDecimal(formatBalance('1234.5'), 'fr')).toMatch(/^1\s234,500$/)
    expect(localizeDecimal(formatBalance('0.0009'), 'ja')).toBe('0.000')
    expect(localizeDecimal(formatBalance('1234.5678'), 'ar-EG')).toBe('١٬٢٣٤٫٥٦٧')
  })

  it('keeps every digit of a balance past 2^53 and never rounds up', () => {
    expect(localizeDecimal(formatBalance('123456789012345678901234.9999'), 'en')).toBe('123,456,789,012,345,678,901,234.999')
    expect(localizeDecimal(formatBalance('-0.0509'), 'de')).toBe('-0,050')
  })

  it('returns anything that is not a plain decimal as it is, and formats an unknown locale as English', () => {
    expect(localizeDecimal('1e5', 'en')).toBe('1e5')
    expect(localizeDecimal('12.5', 'xx-unknown')).toBe('12.5')
  })
})

describe('localizeUsd', () => {
  it('writes dollars with 2 truncated places as the locale does', () => {
    expect(localizeUsd(formatFiat(1234.567), 'en')).toBe('$1,234.56')
    expect(localizeUsd(formatFiat(1234.567), 'ja')).toBe('$1,234.56')
    expect(localizeUsd(formatFiat(1234.567), 'de')).toMatch(/^1\.234,56\s\$$/)
  })
})
