import { toBech32 } from '@cosmjs/encoding'
import { describe, expect, it } from 'vitest'
import { decodeCosmosAddress, isCosmosAddress } from './address.js'
import vectors from './testdata/vectors/bech32-vectors.json' with { type: 'json' }

const twenty = Uint8Array.from({ length: 20 }, (_, i) => i + 1)
const thirtyTwo = Uint8Array.from({ length: 32 }, (_, i) => 200 - i)

describe('Cosmos addresses (bech32 with the chain prefix)', () => {
  it('accepts 20- and 32-byte addresses as @cosmjs writes them, with their prefix', () => {
    for (const [prefix, data] of [['cosmos', twenty], ['osmo', twenty], ['cosmos', thirtyTwo]] as const) {
      const address = toBech32(prefix, data)
      expect(isCosmosAddress(address)).toBe(true)
      expect(decodeCosmosAddress(address)).toEqual({ prefix, bytes: data })
    }
    // The CAIP-10 profile's own example.
    expect(isCosmosAddress('cosmos1t2uflqwqe0fsj0shcfkrvpukewcw40yjj6hdc0')).toBe(true)
  })

  it('accepts only the prefixes it is given', () => {
    const osmo = toBech32('osmo', twenty)
    expect(isCosmosAddress(osmo, new Set(['cosmos']))).toBe(false)
    expect(isCosmosAddress(osmo, new Set(['cosmos', 'osmo']))).toBe(true)
  })

  it('refuses other lengths, a broken checksum, upper case and mixed case', () => {
    expect(isCosmosAddress(toBech32('cosmos', new Uint8Array(19)))).toBe(false)
    expect(isCosmosAddress(toBech32('cosmos', new Uint8Array(33)))).toBe(false)
    const good = toBech32('cosmos', twenty)
    const last = good.at(-1) === 'q' ? 'p' : 'q'
    expect(isCosmosAddress(good.slice(0, -1) + last)).toBe(false)
    expect(isCosmosAddress(good.toUpperCase())).toBe(false)
    expect(isCosmosAddress(good.slice(0, 10) + good.slice(10).toUpperCase())).toBe(false)
    expect(isCosmosAddress(`${good}${'q'.repeat(100)}`)).toBe(false)
  })

  it('refuses every invalid Bech32 string of BIP-173 and every Bech32m string of BIP-350', () => {
    const strings = [...vectors.bip173.invalid_bech32, ...vectors.bip350.valid_bech32m, ...vectors.bip350.invalid_bech32m].map((v) => v.value)
    expect(strings.length).toBeGreaterThan(30)
    for (const value of strings) expect(isCosmosAddress(value), value).toBe(false)
  })
})
