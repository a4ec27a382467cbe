import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { isSolanaAddress } from './address.js'

// Public vectors from @solana/web3.js 1.x, @solana/kit and the CAIP Solana profile (testdata/vectors/SOURCE.md).
const DIR = join(import.meta.dirname, 'testdata/vectors')

interface VectorFile {
  readonly valid: readonly { readonly address: string }[]
  readonly invalid?: readonly { readonly address?: string; readonly input?: string }[]
}
const read = (name: string): VectorFile => JSON.parse(readFileSync(join(DIR, name), 'utf8')) as VectorFile

describe('Solana address rule (spec §5)', () => {
  it('accepts 32–44 base58 characters that spell 32 bytes', () => {
    expect(isSolanaAddress('11111111111111111111111111111111')).toBe(true)
    expect(isSolanaAddress('CG1QSocM1hmrtuCQrL14Yht1St5tFsiubi7ho9wnDowL')).toBe(true)
  })

  it.each([
    ['too short', '1111111111111111111111111111111'],
    ['too long', '333333333333333333333333333333333333333333333'],
    ['outside the alphabet', '0OIl111111111111111111111111111111'],
    ['an EVM address', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'],
    ['31 bytes', '2xea9jWJ9eca3dFiefTeSPP85c6qXqunCqL2h2JNffM'],
    ['empty', ''],
  ])('refuses %s', (_, address) => {
    expect(isSolanaAddress(address)).toBe(false)
  })

  describe('public vectors', () => {
    it.each(['solana-web3js-v1-publickey.extracted.json', 'kit-addresses.extracted.json', 'caip-solana-profile.extracted.json'])('%s', (file) => {
      const vectors = read(file)
      for (const { address } of vectors.valid) expect(isSolanaAddress(address), address).toBe(true)
      for (const entry of vectors.invalid ?? []) {
        const text = entry.address ?? entry.input
        if (text !== undefined) expect(isSolanaAddress(text), text).toBe(false)
      }
    })
  })
})
