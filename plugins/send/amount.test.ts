import { describe, expect, it } from 'vitest'
import { amountText, balanceUnits, parseAmount } from './amount.js'

describe('parseAmount', () => {
  it('reads decimals into base units exactly, whatever the token’s decimals', () => {
    expect(parseAmount('1.5', 18)).toEqual({ ok: true, value: 1_500_000_000_000_000_000n })
    expect(parseAmount('1250.5', 6)).toEqual({ ok: true, value: 1_250_500_000n })
    expect(parseAmount('.25', 6)).toEqual({ ok: true, value: 250_000n })
    expect(parseAmount('2.', 6)).toEqual({ ok: true, value: 2_000_000n })
    expect(parseAmount(' 0.000001 ', 6)).toEqual({ ok: true, value: 1n })
  })

  it('refuses dust: a part smaller than the token’s smallest unit', () => {
    expect(parseAmount('0.0000001', 6)).toEqual({ ok: false, reason: 'dust' })
    expect(parseAmount('1.1234567', 6)).toEqual({ ok: false, reason: 'dust' })
    // Trailing zeros are no dust.
    expect(parseAmount('1.5000000000', 6)).toEqual({ ok: true, value: 1_500_000n })
  })

  it('refuses what is not an amount', () => {
    expect(parseAmount('', 18).ok).toBe(false)
    expect(parseAmount('0', 18)).toEqual({ ok: false, reason: 'zero' })
    for (const text of ['-1', '1e3', '1,5', 'abc', '.', '1.2.3', '9'.repeat(100)]) expect(parseAmount(text, 18)).toEqual({ ok: false, reason: 'invalid' })
  })
})

describe('max', () => {
  it('is the balance, truncated to the token’s decimals, never above it', () => {
    expect(balanceUnits('1250.5', 6)).toBe(1_250_500_000n)
    expect(balanceUnits('0.1234567', 6)).toBe(123_456n)
    expect(balanceUnits('1e-7', 6)).toBe(0n)
    expect(balanceUnits('2.5e3', 6)).toBe(2_500_000_000n)
    expect(balanceUnits('garbage', 6)).toBe(0n)
  })

  it('fills the field with text that parses back to the same amount', () => {
    for (const [value, decimals] of [[1_250_500_000n, 6], [1n, 18], [10n ** 18n, 18], [0n, 9]] as const) {
      const text = amountText(value, decimals)
      expect(value === 0n ? text : parseAmount(text, decimals)).toEqual(value === 0n ? '0' : { ok: true, value })
    }
    expect(amountText(1_250_500_000n, 6)).toBe('1250.5')
  })
})
