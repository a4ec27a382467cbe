// @vitest-environment node
import ecc from '@bitcoinerlab/secp256k1'
import { BIP322, Verifier } from 'bip322-js'
import { initEccLib, networks, payments, script, Transaction } from 'bitcoinjs-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  BITCOIN_MAINNET,
  BITCOIN_REGTEST,
  BITCOIN_TESTNET,
  bitcoinAddresses,
  bitcoinHandlers,
  createBitcoinAccount,
  describeBitcoinRequest,
  MAX_BITCOIN_MESSAGE_BYTES,
} from './bitcoin.mjs'
import { startEsploraStandIn } from './esplora-stand-in.js'
import { rpcFailure } from './test-dapp.js'

initEccLib(ecc)

const ABANDON = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about'
const account = createBitcoinAccount(undefined)
const MAINNET_PAYMENT = account.keys.get(BITCOIN_MAINNET)!.payment.address
const regtest = account.keys.get(BITCOIN_REGTEST)!
const PAYMENT = regtest.payment.address
const ORDINAL = regtest.ordinal.address
// Another regtest key's P2WPKH address, made with bitcoinjs-lib.
const RECIPIENT = payments.p2wpkh({ pubkey: Buffer.from(ecc.pointFromScalar(new Uint8Array(32).fill(7))!), network: networks.regtest }).address!


describe('the dev wallet’s Bitcoin keys', () => {
  it('derive BIP-84 and BIP-86 addresses as those BIPs print them, and default to the regtest ledger’s dev account 1', () => {
    const vectors = createBitcoinAccount({ mnemonic: ABANDON, addressIndex: 0 }).keys.get(BITCOIN_MAINNET)!
    // The vectors printed in BIP-84 and BIP-86 for "abandon … about".
    expect(vectors.payment).toMatchObject({ address: 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu', path: "m/84'/0'/0'/0/0" })
    expect(vectors.ordinal).toMatchObject({ address: 'bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr', path: "m/86'/0'/0'/0/0" })
    // BITCOIN_DEV_ACCOUNTS[1] of the devnet's Bitcoin ledger: anvil's mnemonic, index 1, coin type 1.
    expect(PAYMENT).toBe('bcrt1qlqj2pdsteppkcr8jkp9ms0wpvey89tna8v72sj')
    expect(ORDINAL).toBe('bcrt1p6g8r5e8jvnvukaqgdauwag8lfkzvz3dng4057kv7avnpxpkghdkszxhwd4')
    expect(regtest.payment.path).toBe("m/84'/1'/0'/0/1")
    expect(account.keys.get(BITCOIN_MAINNET)!.payment.path).toBe("m/84'/0'/0'/0/1")
    expect(PAYMENT).toBe(payments.p2wpkh({ pubkey: Buffer.from(regtest.payment.publicKey), network: networks.regtest }).address)
    expect(ORDINAL).toBe(payments.p2tr({ internalPubkey: Buffer.from(regtest.ordinal.publicKey), network: networks.regtest }).address)
    expect(account.keys.get(BITCOIN_TESTNET)!.payment.address).toBe(
      payments.p2wpkh({ pubkey: Buffer.from(regtest.payment.publicKey), network: networks.testnet }).address,
    )
    expect(PAYMENT).toMatch(/^bcrt1q/)
    expect(ORDINAL).toMatch(/^bcrt1p/)
    expect(bitcoinAddresses(account, BITCOIN_REGTEST)).toEqual([PAYMENT, ORDINAL])
    expect(() => createBitcoinAccount({ chains: ['bip122:00000000000000000000000000000000'] })).toThrow(/not a Bitcoin network/)
    expect(() => createBitcoinAccount({ addressIndex: -1 })).toThrow(/addressIndex/)
  })
})

describe('bip122 requests', () => {
  const handlers = bitcoinHandlers(account)

  it('getAccountAddresses: both addresses with their keys, paths and intentions, or the ones asked for', async () => {
    expect(await handlers.getAccountAddresses!({ account: PAYMENT }, BITCOIN_REGTEST)).toEqual([
      { address: PAYMENT, publicKey: Buffer.from(regtest.payment.publicKey).toString('hex'), path: "m/84'/1'/0'/0/1", intention: 'payment' },
      { address: ORDINAL, publicKey: Buffer.from(regtest.ordinal.publicKey).toString('hex'), path: "m/86'/1'/0'/0/1", intention: 'ordinal' },
    ])
    expect(await handlers.getAccountAddresses!({ account: PAYMENT, intentions: ['ordinal'] }, BITCOIN_REGTEST)).toMatchObject([{ address: ORDINAL }])
    expect((await rpcFailure(handlers.getAccountAddresses!({ account: RECIPIENT }, BITCOIN_REGTEST))).code).toBe(4100)
  })

  it('signMessage: ECDSA (BIP-137) from the payment address, BIP-322 from either, verified by bip322-js', async () => {
    const message = 'Sign in to Tessera with Bitcoin'
    const ecdsa = (await handlers.signMessage!({ account: PAYMENT, address: PAYMENT, message }, BITCOIN_REGTEST)) as Record<string, string>
    expect(ecdsa.address).toBe(PAYMENT)
    expect(Buffer.from(ecdsa.signature!, 'base64')).toHaveLength(65)
    expect(Verifier.verifySignature(PAYMENT, message, ecdsa.signature!, true)).toBe(true)
    expect(Verifier.verifySignature(PAYMENT, 'another message', ecdsa.signature!)).toBe(false)

    for (const address of [PAYMENT, ORDINAL]) {
      const signed = (await handlers.signMessage!({ address, message, protocol: 'bip322' }, BITCOIN_REGTEST)) as Record<string, string>
      expect(Verifier.verifySignature(address, message, signed.signature!)).toBe(true)
      expect(signed.messageHash).toBe(Buffer.from(BIP322.hashMessage(message)).toString('hex'))
    }
    // The ordinal address signs BIP-322 unless told otherwise; ECDSA has no Taproot form.
    const byDefault = (await handlers.signMessage!({ address: ORDINAL, message }, BITCOIN_REGTEST)) as Record<string, string>
    expect(Verifier.verifySignature(ORDINAL, message, byDefault.signature!)).toBe(true)
    expect((await rpcFailure(handlers.signMessage!({ address: ORDINAL, message, protocol: 'ecdsa' }, BITCOIN_REGTEST))).code).toBe(-32602)
    // A mainnet session signs with the mainnet key.
    const mainnet = (await handlers.signMessage!({ address: MAINNET_PAYMENT, message }, BITCOIN_MAINNET)) as Record<string, string>
    expect(Verifier.verifySignature(MAINNET_PAYMENT, message, mainnet.signature!)).toBe(true)
  })

  it('signMessage refuses what it cannot sign: another address, a chain it is not on, an oversized or malformed message', async () => {
    expect((await rpcFailure(handlers.signMessage!({ address: RECIPIENT, message: 'x' }, BITCOIN_REGTEST))).code).toBe(4100)
    expect((await rpcFailure(handlers.signMessage!({ address: PAYMENT, message: 'x' }, 'bip122:00000000000000000000000000000000'))).code).toBe(4901)
    expect((await rpcFailure(handlers.signMessage!({ address: PAYMENT, message: 'é'.repeat(40_000) }, BITCOIN_REGTEST))).message).toMatch(
      `over ${MAX_BITCOIN_MESSAGE_BYTES} bytes`,
    )
    expect((await rpcFailure(handlers.signMessage!({ address: PAYMENT, message: 42 }, BITCOIN_REGTEST))).code).toBe(-32602)
    expect((await rpcFailure(handlers.signMessage!(null, BITCOIN_REGTEST))).code).toBe(-32602)
  })

  describe('sendTransfer against an esplora-shaped ledger', () => {
    let ledger: Awaited<ReturnType<typeof startEsploraStandIn>>
    beforeAll(async () => {
      ledger = await startEsploraStandIn({ [PAYMENT]: [30_000, 70_000, 1_000] })
    })
    afterAll(() => ledger?.close())

    it('spends the payment address’s outputs in a P2WPKH transaction the ledger verifies, with change and a memo', async () => {
      const send = bitcoinHandlers(createBitcoinAccount({ esploraUrls: { [BITCOIN_REGTEST]: ledger.url }, feeRate: 3 })).sendTransfer!
      const { txid } = (await send({ account: PAYMENT, recipientAddress: RECIPIENT, amount: '50000', memo: 'thanks' }, BITCOIN_REGTEST)) as { txid: string }
      expect(ledger.accepted).toHaveLength(1)
      const tx = ledger.accepted[0]!
      expect(tx.getId()).toBe(txid)
      // The largest output covers it alone.
      expect(tx.ins).toHaveLength(1)
      expect(tx.outs[0]).toMatchObject({ value: 50_000n })
      expect(Buffer.from(tx.outs[0]!.script)).toEqual(Buffer.from(payments.p2wpkh({ address: RECIPIENT, network: networks.regtest }).output!))
      const fee = 70_000 - 50_000 - Number(tx.outs[1]!.value)
      expect(fee).toBeGreaterThanOrEqual(3 * tx.virtualSize())
      expect(fee).toBeLessThan(4 * tx.virtualSize())
      expect(script.toASM(tx.outs[2]!.script)).toBe(`OP_RETURN ${Buffer.from('thanks').toString('hex')}`)
      expect(ledger.balance(RECIPIENT)).toBe(50_000)
      expect(ledger.balance(PAYMENT)).toBe(31_000 + Number(tx.outs[1]!.value))
      expect(Transaction.fromHex(tx.toHex()).hasWitnesses()).toBe(true)

      // More than any one output: several are spent, and the change goes where the dapp says.
      await send({ account: PAYMENT, recipientAddress: RECIPIENT, amount: '40000', changeAddress: RECIPIENT }, BITCOIN_REGTEST)
      expect(ledger.accepted[1]!.ins.length).toBeGreaterThan(1)
      expect(ledger.balance(PAYMENT)).toBeLessThan(10_000)
    })

    it('refuses a transfer it cannot make, and passes the ledger’s refusal on', async () => {
      const send = bitcoinHandlers(createBitcoinAccount({ esploraUrls: { [BITCOIN_REGTEST]: ledger.url } })).sendTransfer!
      expect((await rpcFailure(send({ account: PAYMENT, recipientAddress: RECIPIENT, amount: '90000000' }, BITCOIN_REGTEST))).message).toMatch(/^Insufficient funds/)
      expect((await rpcFailure(send({ account: PAYMENT, recipientAddress: MAINNET_PAYMENT, amount: '1000' }, BITCOIN_REGTEST))).message).toMatch(
        /recipientAddress is not an address on/,
      )
      expect((await rpcFailure(send({ account: PAYMENT, recipientAddress: RECIPIENT, amount: '100' }, BITCOIN_REGTEST))).code).toBe(-32602)
      expect((await rpcFailure(send({ account: PAYMENT, recipientAddress: RECIPIENT, amount: '1.5' }, BITCOIN_REGTEST))).code).toBe(-32602)
      expect((await rpcFailure(send({ account: ORDINAL, recipientAddress: RECIPIENT, amount: '1000' }, BITCOIN_REGTEST))).code).toBe(-32602)
      expect((await rpcFailure(send({ account: RECIPIENT, recipientAddress: PAYMENT, amount: '1000' }, BITCOIN_REGTEST))).code).toBe(4100)
      expect((await rpcFailure(send({ account: MAINNET_PAYMENT, recipientAddress: MAINNET_PAYMENT, amount: '1000' }, BITCOIN_MAINNET))).code).toBe(4200)
      const closed = bitcoinHandlers(createBitcoinAccount({ esploraUrls: { [BITCOIN_REGTEST]: 'http://127.0.0.1:9' } })).sendTransfer!
      expect((await rpcFailure(closed({ account: PAYMENT, recipientAddress: RECIPIENT, amount: '1000' }, BITCOIN_REGTEST))).message).toMatch(/does not answer/)
    })
  })
})

describe('describeBitcoinRequest: what the page shows a person', () => {
  it('shows the message and signer, a transfer in BTC, and anything unreadable as JSON', () => {
    expect(describeBitcoinRequest('signMessage', { address: PAYMENT, message: 'Hello', protocol: 'bip322' })).toBe(`Hello\n\nsigned by ${PAYMENT} (bip322)`)
    expect(describeBitcoinRequest('sendTransfer', { account: PAYMENT, recipientAddress: RECIPIENT, amount: '150000000', memo: 'rent' })).toBe(
      [`send       1.5 BTC (150000000 sats)`, `to         ${RECIPIENT}`, `from       ${PAYMENT}`, `memo       rent`].join('\n'),
    )
    expect(describeBitcoinRequest('sendTransfer', { amount: -1 })).toBe(JSON.stringify({ amount: -1 }, null, 2))
  })
})
