import { describe, expect, it } from 'vitest'
import { evmChainReference } from './chain-reference.js'

describe('evmChainReference', () => {
  it('reads the forms wallets use: numbers, hex, decimal strings and CAIP-2 ids', () => {
    expect(evmChainReference(31337)).toBe('31337')
    expect(evmChainReference('0x7a69')).toBe('31337')
    expect(evmChainReference('0X7A69'.toLowerCase())).toBe('31337')
    expect(evmChainReference('31337')).toBe('31337')
    expect(evmChainReference('eip155:10')).toBe('10')
    expect(evmChainReference('0xa')).toBe('10')
  })

  it('refuses what is not an EVM chain id', () => {
    for (const value of [0, -1, 1.5, Number.NaN, 2 ** 60, '0x', '0x0', '', '01', 'abc', 'solana:1', 'eip155:1:2', '0x' + 'f'.repeat(20), null, undefined, {}, [1]]) {
      expect(evmChainReference(value), String(value)).toBeUndefined()
    }
  })
})
