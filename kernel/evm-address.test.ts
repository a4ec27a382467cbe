import { hexToBytes, keccak256 } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { isEvmAddress, type Keccak256 } from './evm-address.js'

const hex = (length: number, char = 'a') => char.repeat(length)
const CHECKSUMMED = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const keccakBytes: Keccak256 = (input) => hexToBytes(keccak256(input))

describe('isEvmAddress', () => {
  it('accepts 40 hex characters with or without 0x, in any case', () => {
    expect(isEvmAddress(`0x${hex(40)}`)).toBe(true)
    expect(isEvmAddress(hex(40))).toBe(true)
    expect(isEvmAddress(`0x${hex(40, 'F')}`)).toBe(true)
    expect(isEvmAddress(CHECKSUMMED)).toBe(true)
    expect(isEvmAddress(CHECKSUMMED.toLowerCase())).toBe(true)
  })

  it.each([39, 41])('rejects %i hex characters', (length) => {
    expect(isEvmAddress(`0x${hex(length)}`)).toBe(false)
    expect(isEvmAddress(hex(length))).toBe(false)
  })

  it('rejects non-hex, a wrong prefix and non-strings', () => {
    expect(isEvmAddress(`0x${hex(39)}g`)).toBe(false)
    expect(isEvmAddress(`0X${hex(40)}`)).toBe(false)
    expect(isEvmAddress(` 0x${hex(40)}`)).toBe(false)
    expect(isEvmAddress(undefined)).toBe(false)
    expect(isEvmAddress(0x1234)).toBe(false)
  })

  it('requires 0x when asked to', () => {
    expect(isEvmAddress(hex(40), { requirePrefix: true })).toBe(false)
    expect(isEvmAddress(`0x${hex(40)}`, { requirePrefix: true })).toBe(true)
  })

  describe('strict mode (EIP-55)', () => {
    const valid = [
      CHECKSUMMED,
      '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
      '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
      '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
    ]

    it.each(valid)('accepts the checksummed %s with a hex- or bytes-returning keccak', (address) => {
      expect(isEvmAddress(address, { strict: true, keccak256 })).toBe(true)
      expect(isEvmAddress(address, { strict: true, keccak256: keccakBytes })).toBe(true)
      expect(isEvmAddress(address.slice(2), { strict: true, keccak256 })).toBe(true)
    })

    it('rejects a mixed-case address whose checksum is wrong', () => {
      const flipped = '0x5aaeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
      expect(isEvmAddress(flipped)).toBe(true)
      expect(isEvmAddress(flipped, { strict: true, keccak256 })).toBe(false)
      expect(isEvmAddress(flipped, { strict: true, keccak256: keccakBytes })).toBe(false)
    })

    it('does not hash single-case addresses, which carry no checksum', () => {
      const spy = vi.fn(keccakBytes)
      expect(isEvmAddress(CHECKSUMMED.toLowerCase(), { strict: true, keccak256: spy })).toBe(true)
      expect(isEvmAddress(`0x${CHECKSUMMED.slice(2).toUpperCase()}`, { strict: true, keccak256: spy })).toBe(true)
      expect(spy).not.toHaveBeenCalled()
    })

    it('hashes the lower-case hex without 0x, as EIP-55 says', () => {
      const spy = vi.fn(keccakBytes)
      isEvmAddress(CHECKSUMMED, { strict: true, keccak256: spy })
      expect(new TextDecoder().decode(spy.mock.calls[0]?.[0])).toBe(CHECKSUMMED.slice(2).toLowerCase())
    })

    it('cannot be asked for without a hash function', () => {
      // @ts-expect-error strict mode needs keccak256
      expect(() => isEvmAddress(CHECKSUMMED, { strict: true })).toThrow('strict mode needs a keccak256 function')
    })
  })
})
