import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import * as bitcoinjs from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import { bitcoinAddressInfo, isBitcoinAddress } from './address.js'

// BIP-173 / BIP-350 test vectors (testdata/vectors/SOURCE.md).
interface Entry {
  readonly value: string
  readonly superseded_by_bip350?: boolean
}
const vectors = JSON.parse(readFileSync(join(import.meta.dirname, 'testdata/vectors/bech32-vectors.json'), 'utf8')) as {
  bip173: { valid_segwit_addresses: Entry[]; invalid_segwit_addresses: Entry[]; valid_bech32: Entry[] }
  bip350: { valid_segwit_addresses: Entry[]; invalid_segwit_addresses: Entry[]; valid_bech32m: Entry[] }
}

/** bitcoinjs-lib, which the product does not use, says whether the address pays somewhere on `network`. */
function bitcoinjsAccepts(address: string, network: bitcoinjs.Network): boolean {
  try {
    bitcoinjs.address.toOutputScript(address, network)
    return true
  } catch {
    return false
  }
}

describe('Bitcoin address rules', () => {
  it('accepts every valid segwit address of BIP-350 (Bech32 v0, Bech32m v1+)', () => {
    for (const { value } of vectors.bip350.valid_segwit_addresses) expect(isBitcoinAddress(value), value).toBe(true)
  })

  it('refuses every invalid segwit address of BIP-173 and BIP-350, and the v1+ Bech32 forms BIP-350 superseded', () => {
    const superseded = vectors.bip173.valid_segwit_addresses.filter((e) => e.superseded_by_bip350)
    expect(superseded.length).toBeGreaterThan(0)
    for (const { value } of [...vectors.bip173.invalid_segwit_addresses, ...vectors.bip350.invalid_segwit_addresses, ...superseded]) {
      expect(isBitcoinAddress(value), value).toBe(false)
    }
  })

  it('refuses checksummed strings that are not addresses (other HRPs)', () => {
    for (const { value } of [...vectors.bip173.valid_bech32, ...vectors.bip350.valid_bech32m]) expect(isBitcoinAddress(value), value).toBe(false)
  })

  it('tells the payment kinds and networks apart', () => {
    expect(bitcoinAddressInfo('BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4')).toEqual({ kind: 'p2wpkh', networks: ['mainnet'] })
    expect(bitcoinAddressInfo('tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7')).toEqual({ kind: 'p2wsh', networks: ['testnet'] })
    expect(bitcoinAddressInfo('bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0')).toEqual({ kind: 'p2tr', networks: ['mainnet'] })
    expect(bitcoinAddressInfo('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toEqual({ kind: 'p2pkh', networks: ['mainnet'] })
    expect(bitcoinAddressInfo('3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy')).toEqual({ kind: 'p2sh', networks: ['mainnet'] })
    expect(bitcoinAddressInfo('mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn')).toEqual({ kind: 'p2pkh', networks: ['testnet', 'regtest'] })
    expect(bitcoinAddressInfo('2MzQwSSnBHWHqSAqtTVQ6v47XtaisrJa1Vc')).toEqual({ kind: 'p2sh', networks: ['testnet', 'regtest'] })
  })

  it('agrees with bitcoinjs-lib on base58 and regtest addresses built from keys, and on their corruptions', () => {
    const networks = { mainnet: bitcoinjs.networks.bitcoin, testnet: bitcoinjs.networks.testnet, regtest: bitcoinjs.networks.regtest } as const
    for (let i = 1; i <= 20; i++) {
      const hash = new Uint8Array(20).fill(i)
      const program = new Uint8Array(32).fill(i)
      for (const [name, network] of Object.entries(networks) as [keyof typeof networks, bitcoinjs.Network][]) {
        const addresses = [
          bitcoinjs.payments.p2pkh({ hash, network }).address!,
          bitcoinjs.payments.p2sh({ hash, network }).address!,
          bitcoinjs.payments.p2wpkh({ hash, network }).address!,
          bitcoinjs.payments.p2wsh({ hash: program, network }).address!,
        ]
        for (const address of addresses) {
          expect(isBitcoinAddress(address, name), address).toBe(true)
          // One character changed breaks the checksum, for both libraries.
          const last = address.at(-1)!
          const broken = address.slice(0, -1) + (last === 'q' || last === '2' ? 'p' : last === 'p' ? 'q' : last === 'x' ? 'z' : 'x')
          expect(isBitcoinAddress(broken), broken).toBe(bitcoinjsAccepts(broken, network))
        }
      }
    }
  })

  it('keeps the networks apart when asked for one', () => {
    const regtest = bitcoinjs.payments.p2wpkh({ hash: new Uint8Array(20).fill(7), network: bitcoinjs.networks.regtest }).address!
    expect(isBitcoinAddress(regtest, 'regtest')).toBe(true)
    expect(isBitcoinAddress(regtest, 'testnet')).toBe(false)
    expect(isBitcoinAddress('BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', 'testnet')).toBe(false)
    expect(isBitcoinAddress('mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', 'regtest')).toBe(true)
    expect(isBitcoinAddress('mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', 'mainnet')).toBe(false)
  })

  it.each([
    ['empty', ''],
    ['an EVM address', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'],
    ['a Solana address', 'CG1QSocM1hmrtuCQrL14Yht1St5tFsiubi7ho9wnDowL'],
    ['mixed case', 'bc1qW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4'],
    ['a Litecoin segwit address', 'ltc1qg82wxk7ll8dqcmjpd2f4l6emlqxlnye4ac2yt2'],
    ['too long', `bc1q${'q'.repeat(100)}`],
  ])('refuses %s', (_, address) => {
    expect(isBitcoinAddress(address)).toBe(false)
  })
})
