import { describe, expect, it } from 'vitest'
import { minimumReceived, parseSlippage, priceImpactPercent } from './quote-math.js'

describe('parseSlippage', () => {
  it('reads percentages with up to two decimals as basis points', () => {
    expect(parseSlippage('1')).toEqual({ ok: true, basisPoints: 100n, percent: 1 })
    expect(parseSlippage(' 0.5 ')).toEqual({ ok: true, basisPoints: 50n, percent: 0.5 })
    expect(parseSlippage('.25')).toEqual({ ok: true, basisPoints: 25n, percent: 0.25 })
    expect(parseSlippage('50')).toEqual({ ok: true, basisPoints: 5_000n, percent: 50 })
  })

  it('refuses text that is no percentage, three decimals, and more than 50%', () => {
    for (const text of ['', '.', 'abc', '-1', '1e2', '0.125', '100']) expect(parseSlippage(text)).toMatchObject({ ok: false })
    expect(parseSlippage('50.01')).toEqual({ ok: false, reason: 'too-high' })
  })
})

describe('minimumReceived', () => {
  it('takes the slippage off the quote and rounds down, never up', () => {
    expect(minimumReceived(2_475_000_000n, 100n)).toBe(2_450_250_000n)
    // 999 × 0.99 = 989.01: the wallet must not be promised 990.
    expect(minimumReceived(999n, 100n)).toBe(989n)
    expect(minimumReceived(1_000n, 0n)).toBe(1_000n)
  })

  it('refuses a slippage outside 0–100%', () => {
    expect(() => minimumReceived(1_000n, 10_001n)).toThrow(RangeError)
    expect(() => minimumReceived(1_000n, -1n)).toThrow(RangeError)
  })
})

describe('priceImpactPercent', () => {
  it("is the share of the input's value the output lacks", () => {
    // 1 ETH at 2500 USD for 2450 DUSD at 1 USD: 2% less.
    const impact = priceImpactPercent({ amount: 10n ** 18n, decimals: 18, price: 2500 }, { amount: 2_450_000_000n, decimals: 6, price: 1 })
    expect(impact).toBeCloseTo(2, 6)
  })

  it('is 0 when the output is worth more, and unknown without both prices', () => {
    expect(priceImpactPercent({ amount: 1_000_000n, decimals: 6, price: 1 }, { amount: 3n * 10n ** 18n, decimals: 18, price: 0.5 })).toBe(0)
    expect(priceImpactPercent({ amount: 1_000_000n, decimals: 6, price: 0 }, { amount: 10n ** 18n, decimals: 18, price: 0.5 })).toBeUndefined()
    expect(priceImpactPercent({ amount: 0n, decimals: 6, price: 1 }, { amount: 10n ** 18n, decimals: 18, price: 0.5 })).toBeUndefined()
  })
})
