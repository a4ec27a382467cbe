// @vitest-environment node
import * as btc from '@scure/btc-signer'
import { HDKey } from '@scure/bip32'
import { mnemonicToSeedSync } from '@scure/bip39'
import { describe, expect, it } from 'vitest'
import { BITCOIN_DEV_ACCOUNTS, BITCOIN_DEV_MNEMONIC, BITCOIN_FAUCET_KEY } from './ledger-constants.mjs'

const REGTEST = { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef }
const hex = (bytes: Uint8Array | null) => Buffer.from(bytes ?? []).toString('hex')

describe('the Bitcoin dev accounts', () => {
  // Derived again here with other libraries (@scure/bip32, @scure/btc-signer) than the ledger uses.
  const root = HDKey.fromMasterSeed(mnemonicToSeedSync(BITCOIN_DEV_MNEMONIC))

  it('are BIP-84 payment and BIP-86 ordinals keys of the published mnemonic, with their regtest addresses', () => {
    expect(BITCOIN_DEV_ACCOUNTS).toHaveLength(4)
    BITCOIN_DEV_ACCOUNTS.forEach((account, index) => {
      expect(account.payment.path).toBe(`m/84'/1'/0'/0/${index}`)
      expect(account.ordinals.path).toBe(`m/86'/1'/0'/0/${index}`)
      const payment = root.derive(account.payment.path)
      expect(account.payment.privateKey).toBe(hex(payment.privateKey))
      expect(account.payment.publicKey).toBe(hex(payment.publicKey))
      expect(account.payment.address).toBe(btc.p2wpkh(payment.publicKey!, REGTEST).address)
      const ordinals = root.derive(account.ordinals.path)
      const xOnly = ordinals.publicKey!.subarray(1)
      expect(account.ordinals.privateKey).toBe(hex(ordinals.privateKey))
      expect(account.ordinals.publicKey).toBe(hex(xOnly))
      expect(account.ordinals.address).toBe(btc.p2tr(xOnly, undefined, REGTEST).address)
    })
    const faucet = root.derive(BITCOIN_FAUCET_KEY.path)
    expect(BITCOIN_FAUCET_KEY.privateKey).toBe(hex(faucet.privateKey))
    expect(BITCOIN_FAUCET_KEY.address).toBe(btc.p2wpkh(faucet.publicKey!, REGTEST).address)
  })
})
