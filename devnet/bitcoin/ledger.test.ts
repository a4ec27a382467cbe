// @vitest-environment node
import * as ecc from '@bitcoinerlab/secp256k1'
import * as btc from '@scure/btc-signer'
import { Psbt, Transaction, address, initEccLib, networks } from 'bitcoinjs-lib'
import { ECPairFactory } from 'ecpair'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BITCOIN_DEV_ACCOUNTS, BITCOIN_DEV_FUNDING, BITCOIN_DEVNET, BITCOIN_FAUCET_MAX_SATS } from './ledger-constants.mjs'
import { startBitcoinLedger, type BitcoinLedger } from './service.mjs'

// An independent client: bitcoinjs-lib and ecpair build and sign P2WPKH, @scure/btc-signer signs P2TR.
initEccLib(ecc)
const ECPair = ECPairFactory(ecc)
const REGTEST_SCURE = { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef }
const [alice, bob, carol, dave] = BITCOIN_DEV_ACCOUNTS as [
  (typeof BITCOIN_DEV_ACCOUNTS)[number],
  (typeof BITCOIN_DEV_ACCOUNTS)[number],
  (typeof BITCOIN_DEV_ACCOUNTS)[number],
  (typeof BITCOIN_DEV_ACCOUNTS)[number],
]

interface Utxo {
  txid: string
  vout: number
  value: number
  status: { confirmed: boolean; block_height: number; block_hash: string; block_time: number }
}

let ledger: BitcoinLedger
beforeAll(async () => {
  ledger = await startBitcoinLedger({ port: 0 })
})
afterAll(() => ledger.close())

const get = async (path: string) => {
  const response = await fetch(`${ledger.url}${path}`)
  return { status: response.status, text: await response.text(), headers: response.headers }
}
const getJson = async <T>(path: string): Promise<T> => {
  const { status, text } = await get(path)
  expect(status, text).toBe(200)
  return JSON.parse(text) as T
}
const post = async (path: string, body: string) => {
  const response = await fetch(`${ledger.url}${path}`, { method: 'POST', body })
  return { status: response.status, text: await response.text() }
}
const balance = async (addr: string) => {
  const { chain_stats: s } = await getJson<{ chain_stats: { funded_txo_sum: number; spent_txo_sum: number } }>(`/address/${addr}`)
  return s.funded_txo_sum - s.spent_txo_sum
}
const utxos = (addr: string) => getJson<Utxo[]>(`/address/${addr}/utxo`)
const rpcError = (code: number, message: string) => `sendrawtransaction RPC error: ${JSON.stringify({ code, message })}`

/** A P2WPKH spend of `utxo` signed by `signer` (the key's own idea of the amount is `signedValue`). */
function p2wpkhSpend(options: {
  from: { address: string; privateKey: string }
  utxo: Utxo
  outputs: { address: string; value: number }[]
  signedValue?: number
}) {
  const key = ECPair.fromPrivateKey(Buffer.from(options.from.privateKey, 'hex'), { network: networks.regtest })
  const psbt = new Psbt({ network: networks.regtest })
  psbt.addInput({
    hash: options.utxo.txid,
    index: options.utxo.vout,
    witnessUtxo: { script: address.toOutputScript(options.from.address, networks.regtest), value: BigInt(options.signedValue ?? options.utxo.value) },
  })
  for (const output of options.outputs) psbt.addOutput({ address: output.address, value: BigInt(output.value) })
  psbt.signInput(0, key)
  psbt.finalizeAllInputs()
  return psbt.extractTransaction(true)
}

/** A P2TR key-path input for @scure/btc-signer: `coin` as paid to the x-only key `publicKey`. */
function taprootInput(coin: Utxo, publicKey: string) {
  const internalKey = Buffer.from(publicKey, 'hex')
  return {
    txid: coin.txid,
    index: coin.vout,
    witnessUtxo: { script: btc.p2tr(internalKey, undefined, REGTEST_SCURE).script, amount: BigInt(coin.value) },
    tapInternalKey: internalKey,
  }
}

describe('the Bitcoin regtest ledger', () => {
  it('is regtest from its genesis block, and funds the dev accounts in block 1', async () => {
    expect(BITCOIN_DEVNET.caipNetworkId).toBe(`bip122:${BITCOIN_DEVNET.genesisHash.slice(0, 32)}`)
    expect((await get('/block-height/0')).text).toBe(BITCOIN_DEVNET.genesisHash)
    expect(ledger.caipNetworkId).toBe('bip122:0f9188f13cb7b2c71f2a335e3a4fc328')
    for (const account of BITCOIN_DEV_ACCOUNTS) {
      expect(await balance(account.payment.address)).toBe(Number(BITCOIN_DEV_FUNDING.payment))
      expect(await balance(account.ordinals.address)).toBe(Number(BITCOIN_DEV_FUNDING.ordinals))
    }
    const [coin] = await utxos(dave.payment.address)
    expect(coin).toEqual({
      txid: expect.stringMatching(/^[0-9a-f]{64}$/),
      vout: expect.any(Number),
      value: 100_000_000,
      status: { confirmed: true, block_height: 1, block_hash: (await get('/block-height/1')).text, block_time: expect.any(Number) },
    })
    const funding = await getJson<{ vin: { is_coinbase: boolean }[] }>(`/tx/${coin!.txid}`)
    expect(funding.vin[0]?.is_coinbase).toBe(true)
    const fees = await getJson<Record<string, number>>('/fee-estimates')
    expect(fees['1']).toBeGreaterThanOrEqual(fees['6']!)
    expect(fees['144']).toBeGreaterThanOrEqual(1)
  })

  it('accepts a signed P2WPKH spend, mines it into the next block, and balances and UTXOs follow', async () => {
    const [coin] = await utxos(alice.payment.address)
    const height = Number((await get('/blocks/tip/height')).text)
    const carolBefore = await balance(carol.payment.address)
    const tx = p2wpkhSpend({
      from: alice.payment,
      utxo: coin!,
      outputs: [
        { address: carol.payment.address, value: 25_000_000 },
        { address: alice.payment.address, value: coin!.value - 25_000_000 - 300 },
      ],
    })
    const sent = await post('/tx', tx.toHex())
    expect(sent).toEqual({ status: 200, text: tx.getId() })

    expect((await get('/blocks/tip/height')).text).toBe(String(height + 1))
    const tipHash = (await get('/blocks/tip/hash')).text
    expect(await getJson(`/tx/${tx.getId()}/status`)).toEqual({ confirmed: true, block_height: height + 1, block_hash: tipHash, block_time: expect.any(Number) })
    expect((await get(`/tx/${tx.getId()}/hex`)).text).toBe(tx.toHex())
    expect(await balance(carol.payment.address)).toBe(carolBefore + 25_000_000)
    expect(await balance(alice.payment.address)).toBe(coin!.value - 25_000_300)
    expect(await utxos(alice.payment.address)).toEqual([{ txid: tx.getId(), vout: 1, value: coin!.value - 25_000_300, status: expect.objectContaining({ block_height: height + 1 }) }])

    const shown = await getJson<{ txid: string; fee: number; vin: { prevout: { value: number; scriptpubkey_address: string } }[]; vout: { value: number; scriptpubkey_type: string }[] }>(`/tx/${tx.getId()}`)
    expect(shown.fee).toBe(300)
    expect(shown.vin[0]?.prevout).toMatchObject({ value: coin!.value, scriptpubkey_address: alice.payment.address })
    expect(shown.vout.map((output) => output.scriptpubkey_type)).toEqual(['v0_p2wpkh', 'v0_p2wpkh'])
    const history = await getJson<{ txid: string }[]>(`/address/${alice.payment.address}/txs`)
    expect(history.map((entry) => entry.txid)).toEqual([tx.getId(), coin!.txid])
    expect(await getJson(`/address/${alice.payment.address}`)).toMatchObject({
      address: alice.payment.address,
      chain_stats: { funded_txo_count: 2, spent_txo_count: 1, spent_txo_sum: coin!.value, tx_count: 2 },
      mempool_stats: { funded_txo_count: 0, tx_count: 0 },
    })
  })

  it('refuses a double spend, a replay, and an input that never existed', async () => {
    const [coin] = await utxos(bob.payment.address)
    const first = p2wpkhSpend({ from: bob.payment, utxo: coin!, outputs: [{ address: carol.payment.address, value: coin!.value - 500 }] })
    const second = p2wpkhSpend({ from: bob.payment, utxo: coin!, outputs: [{ address: dave.payment.address, value: coin!.value - 500 }] })
    expect((await post('/tx', first.toHex())).status).toBe(200)
    expect(await post('/tx', second.toHex())).toEqual({ status: 400, text: rpcError(-25, 'bad-txns-inputs-missingorspent') })
    expect(await post('/tx', first.toHex())).toEqual({ status: 400, text: rpcError(-27, 'Transaction outputs already in utxo set') })
    const invented = p2wpkhSpend({ from: bob.payment, utxo: { ...coin!, txid: 'ab'.repeat(32) }, outputs: [{ address: carol.payment.address, value: 1000 }] })
    expect(await post('/tx', invented.toHex())).toEqual({ status: 400, text: rpcError(-25, 'bad-txns-inputs-missingorspent') })
    expect(await balance(dave.payment.address)).toBe(Number(BITCOIN_DEV_FUNDING.payment))
  })

  it('verifies signatures: a wrong key, a wrong amount signed, a tampered output and a high-S signature are refused', async () => {
    const [coin] = await utxos(dave.payment.address)
    const outputs = [{ address: carol.payment.address, value: coin!.value - 1_000 }]
    // Signed by bob as if the coin were his: his key does not hash to the program of dave's output.
    const wrongKey = p2wpkhSpend({ from: bob.payment, utxo: coin!, outputs })
    expect(await post('/tx', wrongKey.toHex())).toEqual({
      status: 400,
      text: rpcError(-26, 'mandatory-script-verify-flag-failed (Script failed an OP_EQUALVERIFY operation)'),
    })
    // BIP-143 commits to the amount spent: a signature over another amount does not verify.
    const wrongAmount = p2wpkhSpend({ from: dave.payment, utxo: coin!, outputs, signedValue: coin!.value + 1 })
    expect(await post('/tx', wrongAmount.toHex())).toEqual({
      status: 400,
      text: rpcError(-26, 'mandatory-script-verify-flag-failed (Signature must be zero for failed CHECK(MULTI)SIG operation)'),
    })
    const tampered = p2wpkhSpend({ from: dave.payment, utxo: coin!, outputs })
    tampered.outs[0]!.value -= 1n
    expect((await post('/tx', tampered.toHex())).text).toContain('Signature must be zero for failed CHECK(MULTI)SIG operation')

    const good = p2wpkhSpend({ from: dave.payment, utxo: coin!, outputs })
    const highS = Transaction.fromHex(good.toHex())
    highS.ins[0]!.witness[0] = withHighS(highS.ins[0]!.witness[0]!)
    expect((await post('/tx', highS.toHex())).text).toBe(rpcError(-26, 'non-mandatory-script-verify-flag (Non-canonical signature: S value is unnecessarily high)'))
    const unsigned = Transaction.fromHex(good.toHex())
    unsigned.setWitness(0, [])
    expect((await post('/tx', unsigned.toHex())).text).toContain('Witness program was passed an empty witness')

    expect(await balance(dave.payment.address)).toBe(coin!.value)
    expect((await post('/tx', good.toHex())).status).toBe(200)
  })

  it('spends a P2TR output by key path (BIP-341), signed by another library, and refuses a forged one', async () => {
    const [coin] = await utxos(carol.ordinals.address)
    const build = (signer: { publicKey: string; privateKey: string }) => {
      const tx = new btc.Transaction()
      tx.addInput(taprootInput(coin!, signer.publicKey))
      tx.addOutputAddress(dave.ordinals.address, BigInt(coin!.value - 400), REGTEST_SCURE)
      tx.sign(Buffer.from(signer.privateKey, 'hex'))
      tx.finalize()
      return tx
    }
    // Dave signs carol's coin as his own: a valid signature for another output key.
    const forged = build(dave.ordinals)
    expect(await post('/tx', forged.hex)).toEqual({ status: 400, text: rpcError(-26, 'mandatory-script-verify-flag-failed (Invalid Schnorr signature)') })
    const signed = build(carol.ordinals)
    const flipped = Transaction.fromHex(signed.hex)
    flipped.ins[0]!.witness[0]![10]! ^= 1
    expect((await post('/tx', flipped.toHex())).text).toContain('(Invalid Schnorr signature)')
    expect(await post('/tx', signed.hex)).toEqual({ status: 200, text: signed.id })
    expect(await balance(carol.ordinals.address)).toBe(0)
    expect(await balance(dave.ordinals.address)).toBe(Number(BITCOIN_DEV_FUNDING.ordinals) + coin!.value - 400)
  })

  it('verifies a transaction spending P2TR and P2WPKH inputs together (BIP-341 signs over every input spent)', async () => {
    const payment = carol.payment
    const ordinals = alice.ordinals
    // Not carol's first coin: a later test spends that one.
    const paymentCoin = (await utxos(payment.address)).at(-1)
    const [ordinalsCoin] = await utxos(ordinals.address)
    const build = (paymentValueSigned: number) => {
      const tx = new btc.Transaction()
      tx.addInput(taprootInput(ordinalsCoin!, ordinals.publicKey))
      tx.addInput({
        txid: paymentCoin!.txid,
        index: paymentCoin!.vout,
        witnessUtxo: { script: btc.p2wpkh(Buffer.from(payment.publicKey, 'hex'), REGTEST_SCURE).script, amount: BigInt(paymentValueSigned) },
      })
      tx.addOutputAddress(dave.payment.address, BigInt(ordinalsCoin!.value + paymentCoin!.value - 1_000), REGTEST_SCURE)
      tx.signIdx(Buffer.from(ordinals.privateKey, 'hex'), 0)
      tx.signIdx(Buffer.from(payment.privateKey, 'hex'), 1)
      tx.finalize()
      return tx
    }
    // The taproot input (checked first) fails when only the other input's amount is misstated.
    const misstated = build(paymentCoin!.value - 1)
    expect((await post('/tx', misstated.hex)).text).toBe(rpcError(-26, 'mandatory-script-verify-flag-failed (Invalid Schnorr signature)'))
    const signed = build(paymentCoin!.value)
    expect(await post('/tx', signed.hex)).toEqual({ status: 200, text: signed.id })
    expect(await utxos(ordinals.address)).toEqual([])
  })

  it('pages an address history 25 transactions at a time, newest first', async () => {
    const fresh = 'bcrt1qzyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3lgth6c'
    const txids: string[] = []
    for (let i = 0; i < 27; i += 1) {
      const paid = await post('/faucet', JSON.stringify({ address: fresh, amount: 1_000 + i }))
      txids.push((JSON.parse(paid.text) as { txid: string }).txid)
    }
    const first = await getJson<{ txid: string }[]>(`/address/${fresh}/txs`)
    expect(first.map((tx) => tx.txid)).toEqual(txids.slice(2).reverse())
    const next = await getJson<{ txid: string }[]>(`/address/${fresh}/txs/chain/${first.at(-1)!.txid}`)
    expect(next.map((tx) => tx.txid)).toEqual(txids.slice(0, 2).reverse())
    expect(await getJson(`/address/${fresh}`)).toMatchObject({ chain_stats: { funded_txo_count: 27, tx_count: 27 } })
  })

  it("refuses what bitcoind refuses: junk, spending more than the inputs, fees under 1 sat/vB, dust", async () => {
    expect(await post('/tx', 'not hex')).toEqual({ status: 400, text: rpcError(-22, 'TX decode failed') })
    expect(await post('/tx', '0200000001')).toEqual({ status: 400, text: rpcError(-22, 'TX decode failed') })
    const [coin] = await utxos(carol.payment.address)
    expect(coin!.value).toBe(100_000_000)
    const outputs = [{ address: dave.payment.address, value: coin!.value + 1 }]
    const tooMuch = p2wpkhSpend({ from: carol.payment, utxo: coin!, outputs, signedValue: coin!.value + 1 })
    expect((await post('/tx', tooMuch.toHex())).text).toBe(rpcError(-26, 'bad-txns-in-belowout, value in (1.00) < value out (1.00000001)'))
    const noFee = p2wpkhSpend({ from: carol.payment, utxo: coin!, outputs: [{ address: dave.payment.address, value: coin!.value - 50 }] })
    expect((await post('/tx', noFee.toHex())).text).toBe(rpcError(-26, `min relay fee not met, 50 < ${noFee.virtualSize()}`))
    const dust = p2wpkhSpend({
      from: carol.payment,
      utxo: coin!,
      outputs: [
        { address: dave.payment.address, value: 293 },
        { address: carol.payment.address, value: coin!.value - 1_000 },
      ],
    })
    expect((await post('/tx', dust.toHex())).text).toBe(rpcError(-26, 'dust'))
    expect(await utxos(carol.payment.address)).toContainEqual(coin)
  })

  it('bounds what it reads: an oversized body is refused with 413, unknown and malformed lookups answer 400 or 404', async () => {
    expect((await post('/tx', '00'.repeat(600_000))).status).toBe(413)
    expect(await get('/address/bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toMatchObject({ status: 400, text: 'Invalid Bitcoin address' })
    expect((await get(`/address/${'q'.repeat(5000)}`)).status).toBe(400)
    expect(await get(`/tx/${'00'.repeat(32)}`)).toMatchObject({ status: 404, text: 'Transaction not found' })
    expect((await get('/tx/xyz')).status).toBe(400)
    expect(await get('/address/%E0%A4%A')).toMatchObject({ status: 400, text: 'Malformed path' })
    const { headers } = await get('/blocks/tip/height')
    expect(headers.get('access-control-allow-origin')).toBe('*')
  })

  it('has a bounded faucet whose payments land at once', async () => {
    const fresh = 'bcrt1q6rz28mcfaxtmd6v789l9rrlrusdprr9pz3cppk'
    expect(await balance(fresh)).toBe(0)
    const paid = await post('/faucet', JSON.stringify({ address: fresh, amount: 50_000_000 }))
    expect(paid.status).toBe(200)
    const { txid } = JSON.parse(paid.text) as { txid: string }
    expect(await utxos(fresh)).toEqual([expect.objectContaining({ txid, value: 50_000_000 })])
    // The least a P2TR output may hold.
    await post('/faucet', JSON.stringify({ address: bob.ordinals.address, amount: 330 }))
    expect(await balance(bob.ordinals.address)).toBe(Number(BITCOIN_DEV_FUNDING.ordinals) + 330)

    const refused = async (body: string) => (await post('/faucet', body)).status
    expect(await refused(JSON.stringify({ address: fresh, amount: Number(BITCOIN_FAUCET_MAX_SATS) + 1 }))).toBe(400)
    expect(await refused(JSON.stringify({ address: fresh, amount: 293 }))).toBe(400)
    expect(await refused(JSON.stringify({ address: fresh, amount: 1.5 }))).toBe(400)
    expect(await refused(JSON.stringify({ address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', amount: 10_000 }))).toBe(400)
    expect(await refused('{')).toBe(400)
    expect(await refused(JSON.stringify({ address: fresh, amount: 1, pad: 'x'.repeat(5000) }))).toBe(413)
    expect(await balance(fresh)).toBe(50_000_000)
  })
})

/** The same ECDSA signature with s replaced by n − s: valid by consensus, refused by policy. */
function withHighS(encoded: Uint8Array): Uint8Array {
  const n = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n
  const hashType = encoded[encoded.length - 1]!
  const der = Buffer.from(encoded.subarray(0, -1))
  const rLength = der[3]!
  const r = der.subarray(4, 4 + rLength)
  const s = BigInt(`0x${der.subarray(6 + rLength).toString('hex')}`)
  let high = Buffer.from((n - s).toString(16).padStart(64, '0'), 'hex')
  if (high[0]! & 0x80) high = Buffer.concat([Buffer.from([0]), high])
  const body = Buffer.concat([Buffer.from([0x02, r.length]), r, Buffer.from([0x02, high.length]), high])
  return Buffer.concat([Buffer.from([0x30, body.length]), body, Buffer.from([hashType])])
}
