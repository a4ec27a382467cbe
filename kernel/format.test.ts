import { formatUnits as viemFormatUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { BALANCE_DECIMALS, FIAT_DECIMALS, formatBalance, formatFiat, formatUnits, isFiatValue, MAX_FIAT_VALUE, renameWallet, sumFiat, truncateAddress } from './format.js'

describe('formatBalance', () => {
  it('shows 3 decimals by default', () => {
    expect(BALANCE_DECIMALS).toBe(3)
    expect(formatBalance('1')).toBe('1.000')
    expect(formatBalance('1.2')).toBe('1.200')
    expect(formatBalance(42)).toBe('42.000')
  })

  it('truncates, never rounds', () => {
    expect(formatBalance('1.2345678')).toBe('1.234')
    expect(formatBalance('1.9999')).toBe('1.999')
    expect(formatBalance('0.0009')).toBe('0.000')
    expect(formatBalance(0.9999)).toBe('0.999')
  })

  it('keeps every integer digit of huge values', () => {
    expect(formatBalance('12345678901234567890.123456')).toBe('12345678901234567890.123')
    expect(formatBalance(123456789012345678901234567890n)).toBe('123456789012345678901234567890.000')
  })

  it.each([undefined, null, '', '   ', 'abc', '1.2.3', '1,234.5', '.', '-', 'NaN', Number.NaN, Number.POSITIVE_INFINITY, '0x10'])(
    'falls back to 0.000 for %s',
    (value) => {
      expect(formatBalance(value)).toBe('0.000')
    },
  )

  it('accepts loose but valid decimal forms', () => {
    expect(formatBalance('.5')).toBe('0.500')
    expect(formatBalance('5.')).toBe('5.000')
    expect(formatBalance('007.25')).toBe('7.250')
    expect(formatBalance(' 3.14159 ')).toBe('3.141')
    expect(formatBalance('+2')).toBe('2.000')
  })

  it('expands exponent notation exactly', () => {
    expect(formatBalance(1e21)).toBe('1000000000000000000000.000')
    expect(formatBalance(1.5e-7)).toBe('0.000')
    expect(formatBalance('1.23456e2')).toBe('123.456')
    expect(formatBalance('12345e-4')).toBe('1.234')
    expect(formatBalance('1e-999999999999')).toBe('0.000')
  })

  it('refuses absurd exponents instead of building huge strings', () => {
    expect(formatBalance('1e999999999')).toBe('0.000')
  })

  it('truncates negatives toward zero and never prints -0', () => {
    expect(formatBalance('-1.23456')).toBe('-1.234')
    expect(formatBalance('-0.0001')).toBe('0.000')
    expect(formatBalance(-5n)).toBe('-5.000')
  })

  it('takes another number of places', () => {
    expect(formatBalance('1.23456', 5)).toBe('1.23456')
    expect(formatBalance('1.9', 0)).toBe('1')
    expect(formatBalance(undefined, 0)).toBe('0')
    expect(formatBalance(undefined, 6)).toBe('0.000000')
  })

  it('rejects a bad number of places', () => {
    expect(() => formatBalance('1', -1)).toThrow(RangeError)
    expect(() => formatBalance('1', 1.5)).toThrow('Invalid decimals 1.5')
  })

  it('reads a formatUnits result without loss', () => {
    expect(formatBalance(formatUnits(1_234_567_890_123_456_789n, 18))).toBe('1.234')
  })
})

describe('formatFiat', () => {
  it('shows 2 decimals, truncated like balances', () => {
    expect(FIAT_DECIMALS).toBe(2)
    expect(formatFiat('1234.5')).toBe('1234.50')
    expect(formatFiat('0.999')).toBe('0.99')
    expect(formatFiat(19.999)).toBe('19.99')
    expect(formatFiat(7n)).toBe('7.00')
  })

  it('falls back to 0.00', () => {
    expect(formatFiat(undefined)).toBe('0.00')
    expect(formatFiat('n/a')).toBe('0.00')
  })
})

describe('formatUnits', () => {
  it.each([
    [0n, 18, '0'],
    [1n, 18, '0.000000000000000001'],
    [1_500_000_000_000_000_000n, 18, '1.5'],
    [1_000_000_000_000_000_000n, 18, '1'],
    [123_456_789n, 6, '123.456789'],
    [123n, 0, '123'],
    [-1_500_000n, 6, '-1.5'],
    [-1n, 2, '-0.01'],
    [2n ** 256n - 1n, 18, '115792089237316195423570985008687907853269984665640564039457.584007913129639935'],
  ])('%s with %i decimals is %s', (value, decimals, expected) => {
    expect(formatUnits(value, decimals)).toBe(expected)
  })

  it('agrees with viem on a spread of values', () => {
    for (const decimals of [0, 1, 6, 8, 9, 18, 24]) {
      for (const value of [0n, 1n, 10n, 999n, 10n ** 18n, 123456789012345678901234567890n, -42n]) {
        expect(formatUnits(value, decimals)).toBe(viemFormatUnits(value, decimals))
      }
    }
  })

  it('rejects a bad number of decimals', () => {
    expect(() => formatUnits(1n, -1)).toThrow(RangeError)
    expect(() => formatUnits(1n, Number.NaN)).toThrow(RangeError)
  })
})

describe('truncateAddress', () => {
  const evm = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'

  it('keeps 0x outside the head and joins with a real ellipsis', () => {
    expect(truncateAddress(evm)).toBe('0x5aAe\u2026eAed')
  })

  it('takes other head and tail lengths', () => {
    expect(truncateAddress(evm, { head: 6, tail: 2 })).toBe('0x5aAeb6…ed')
    expect(truncateAddress(evm, { head: 0, tail: 4 })).toBe('0x…eAed')
    expect(truncateAddress(evm, { head: 4, tail: 0 })).toBe('0x5aAe…')
  })

  it('truncates base58 addresses without a prefix', () => {
    expect(truncateAddress('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM')).toBe('9WzD…AWWM')
  })

  it('leaves addresses alone when truncating would not shorten them', () => {
    expect(truncateAddress('0x12345678')).toBe('0x12345678')
    expect(truncateAddress('0x123456789')).toBe('0x123456789')
    expect(truncateAddress('0x1234567890')).toBe('0x1234…7890')
    expect(truncateAddress('')).toBe('')
  })
})

describe('renameWallet', () => {
  it('renames Trust Wallet to Trust and leaves others as they are', () => {
    expect(renameWallet('Trust Wallet')).toBe('Trust')
    expect(renameWallet('MetaMask')).toBe('MetaMask')
    expect(renameWallet('Trust')).toBe('Trust')
    expect(renameWallet('trust wallet')).toBe('trust wallet')
    expect(renameWallet('toString')).toBe('toString')
    expect(renameWallet('constructor')).toBe('constructor')
  })
})

describe('sumFiat and isFiatValue: a total is honest or absent', () => {
  it('adds finite non-negative values', () => {
    expect(sumFiat([1250.5, 7, 0])).toBe(1257.5)
    expect(sumFiat([])).toBe(0)
  })

  it('has no total when two huge values overflow to Infinity', () => {
    expect(sumFiat([1.7e308, 1.7e308])).toBeUndefined()
  })

  it('has no total when any value is negative, NaN or infinite', () => {
    expect(sumFiat([10, -1e10])).toBeUndefined()
    expect(sumFiat([10, Number.NaN])).toBeUndefined()
    expect(sumFiat([Number.POSITIVE_INFINITY])).toBeUndefined()
  })

  it('has no total past the last figure a float holds to the cent', () => {
    expect(sumFiat([MAX_FIAT_VALUE])).toBe(MAX_FIAT_VALUE)
    expect(sumFiat([MAX_FIAT_VALUE, MAX_FIAT_VALUE])).toBeUndefined()
    expect(isFiatValue(1e300)).toBe(false)
    expect(isFiatValue(0)).toBe(true)
  })
})
