import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { decodeSs58, encodeSs58, isPolkadotAddress, reencodeSs58 } from './ss58.js'

// Public vectors from polkadot-js/common's address tests and the CAIP polkadot profile (testdata/vectors/SOURCE.md).
const DIR = join(import.meta.dirname, 'testdata/vectors')
const read = <T,>(name: string): T => JSON.parse(readFileSync(join(DIR, name), 'utf8')) as T

interface PolkadotJsVectors {
  readonly valid: readonly { address: string; publicKey: string | null; publicKey_derived_here?: string; ss58Format: number; label: string }[]
  readonly valid_short_account_index_forms: { readonly cases: readonly { address: string }[] }
  readonly invalid: readonly { address: string; why: string }[]
  readonly encode_rejects: readonly { ss58Format?: number; publicKeyLength?: number; why: string }[]
}
interface CaipVectors {
  readonly publicKey: string
  readonly valid: readonly { address: string; ss58Format: number; network: string }[]
  readonly invalid_from_core_caip10: { address: string }
}
const polkadotJs = read<PolkadotJsVectors>('polkadot-js-address.extracted.json')
const caip = read<CaipVectors>('caip-polkadot-profile.extracted.json')

const hex = (bytes: Uint8Array) => `0x${Buffer.from(bytes).toString('hex')}`
const bytes = (text: string) => Uint8Array.from(Buffer.from(text.slice(2), 'hex'))
const ALICE = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'

describe('SS58 account addresses (spec §5 for polkadot)', () => {
  describe('polkadot-js vectors', () => {
    const accounts = polkadotJs.valid.filter((v) => (v.publicKey ?? v.publicKey_derived_here)!.length === 66)
    const longKeys = polkadotJs.valid.filter((v) => v.publicKey !== null && v.publicKey.length !== 66)

    it.each(accounts.map((v) => [v.label, v] as const))('reads %s: its prefix and account id, and writes it back', (_, v) => {
      const parts = decodeSs58(v.address)
      expect(parts?.prefix).toBe(v.ss58Format)
      expect(hex(parts!.accountId)).toBe(v.publicKey ?? v.publicKey_derived_here)
      expect(encodeSs58(parts!.accountId, v.ss58Format)).toBe(v.address)
      expect(isPolkadotAddress(v.address)).toBe(true)
    })

    it('covers one- and two-byte prefixes', () => {
      const prefixes = accounts.map((v) => v.ss58Format)
      expect(prefixes.some((p) => p < 64)).toBe(true)
      expect(prefixes.some((p) => p >= 64)).toBe(true)
    })

    it.each(polkadotJs.invalid.map((v) => [v.why, v.address] as const))('refuses %s', (_, address) => {
      expect(isPolkadotAddress(address)).toBe(false)
    })

    // A 33-byte ecdsa key is not an account id (the chain's account is its blake2 hash); account indices are not
    // account addresses either.
    it.each([...longKeys.map((v) => v.address), ...polkadotJs.valid_short_account_index_forms.cases.map((v) => v.address)])('refuses %s, which is no 32-byte account', (address) => {
      expect(isPolkadotAddress(address)).toBe(false)
    })

    it.each(polkadotJs.encode_rejects.map((v) => [v.why, v] as const))('does not write an address with %s', (_, v) => {
      const key = bytes('0xd172a74cda4c865912c32ba0a80a57ae69abae410e5ccb59dee84e2f4432db4f').slice(0, v.publicKeyLength ?? 32)
      expect(() => encodeSs58(key, v.ss58Format ?? 42)).toThrow(RangeError)
    })
  })

  describe('CAIP polkadot profile', () => {
    it.each(caip.valid.map((v) => [v.network, v] as const))('%s', (_, v) => {
      expect(decodeSs58(v.address)?.prefix).toBe(v.ss58Format)
      expect(hex(decodeSs58(v.address)!.accountId)).toBe(caip.publicKey)
    })

    it('refuses the all-lowercase example, whose checksum fails', () => {
      expect(isPolkadotAddress(caip.invalid_from_core_caip10.address)).toBe(false)
    })
  })

  it('re-encodes one account for Polkadot (0), Kusama (2) and generic Substrate (42)', () => {
    expect(reencodeSs58(ALICE, 0)).toBe('15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5')
    expect(reencodeSs58(ALICE, 2)).toBe('HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F')
    expect(reencodeSs58('15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5', 42)).toBe(ALICE)
    expect(reencodeSs58('0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 0)).toBeUndefined()
  })

  it.each([
    ['empty', ''],
    ['an EVM address', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'],
    ['a Solana address', 'CG1QSocM1hmrtuCQrL14Yht1St5tFsiubi7ho9wnDowL'],
    ['far too long', ALICE.repeat(20)],
    ['one character changed', `${ALICE.slice(0, -1)}R`],
  ])('refuses %s', (_, address) => {
    expect(isPolkadotAddress(address)).toBe(false)
  })
})
