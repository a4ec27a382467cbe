import { expect, it } from 'vitest'
import { formatLamports } from './lamports.js'

it.each([
  [0n, '0'],
  [1n, '0.000000001'],
  [1_500_000_000n, '1.5'],
  [1_000_000_000_000n, '1000'],
  // Past 2^53: exact, where lamports / 1e9 in floats would not be.
  [9_007_199_254_740_993n, '9007199.254740993'],
  [-2_000_000_001n, '-2.000000001'],
])('%s lamports are %s SOL', (lamports, sol) => {
  expect(formatLamports(lamports)).toBe(sol)
})
