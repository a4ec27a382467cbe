// @vitest-environment node
import { makeSignDoc, Secp256k1Wallet, serializeSignDoc, type StdSignDoc } from '@cosmjs/amino'
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto'
import { fromBase64, fromHex, toBase64 } from '@cosmjs/encoding'
import { beforeAll, describe, expect, it } from 'vitest'
import { aminoJson, COSMOS_DEV_PRIVATE_KEY, COSMOS_DEVNET, COSMOS_HUB, cosmosAddresses, cosmosHandlers, createCosmosAccount, describeCosmosRequest } from './cosmos.mjs'
import { rpcFailure } from './test-dapp.js'

const account = createCosmosAccount(undefined)
const handlers = cosmosHandlers(account)
let cosmjs: Secp256k1Wallet

beforeAll(async () => {
  cosmjs = await Secp256k1Wallet.fromKey(fromHex(COSMOS_DEV_PRIVATE_KEY), 'cosmos')
})

function aminoDoc(memo = 'thanks <&> for the coffee'): StdSignDoc {
  return makeSignDoc(
    [{ type: 'cosmos-sdk/MsgSend', value: { from_address: account.address, to_address: 'cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu', amount: [{ denom: 'utsr', amount: '1234' }] } }],
    { amount: [{ denom: 'utsr', amount: '500' }], gas: '200000' },
    'tessera-devnet-1',
    memo,
    7,
    3,
  )
}

async function verified(signature: { pub_key: { type: string; value: string }; signature: string }, signedBytes: Uint8Array) {
  expect(signature.pub_key).toEqual({ type: 'tendermint/PubKeySecp256k1', value: toBase64(account.publicKey) })
  const parsed = Secp256k1Signature.fromFixedLength(fromBase64(signature.signature))
  return Secp256k1.verifySignature(parsed, sha256(signedBytes), fromBase64(signature.pub_key.value))
}

describe('the dev wallet’s Cosmos key', () => {
  it('is the devnet chain’s dev account 1, with the address @cosmjs derives from the same key', async () => {
    const [theirs] = await cosmjs.getAccounts()
    expect(account.address).toBe(theirs!.address)
    expect(COSMOS_DEV_PRIVATE_KEY).toBe(Buffer.from(sha256(new TextEncoder().encode('tessera cosmos dev account 1'))).toString('hex'))
    expect(account.address).toBe('cosmos1609rmafmpjhq32weql58lv30j040uxu4gg736n')
    expect(() => createCosmosAccount({ privateKey: '00'.repeat(32) })).toThrow(/private key/)
    expect(toBase64(account.publicKey)).toBe(toBase64(theirs!.pubkey))
    expect(cosmosAddresses(account, COSMOS_DEVNET)).toEqual([account.address])
    expect(cosmosAddresses(account, 'cosmos:osmosis-1')).toEqual([])
    expect(await handlers.cosmos_getAccounts!(undefined, COSMOS_DEVNET)).toEqual([{ algo: 'secp256k1', address: account.address, pubkey: toBase64(account.publicKey) }])
  })
})

describe('cosmos requests, verified with @cosmjs', () => {
  it('cosmos_signAmino signs the sorted, escaped JSON of the document, as @cosmjs does', async () => {
    const doc = aminoDoc()
    expect(aminoJson(doc)).toBe(new TextDecoder().decode(serializeSignDoc(doc)))
    const answer = (await handlers.cosmos_signAmino!({ signerAddress: account.address, signDoc: doc }, COSMOS_DEVNET)) as {
      signature: { pub_key: { type: string; value: string }; signature: string }
      signed: StdSignDoc
    }
    expect(answer.signed).toEqual(doc)
    expect(await verified(answer.signature, serializeSignDoc(doc))).toBe(true)
    // RFC 6979 signatures are deterministic: @cosmjs's own wallet writes the same one.
    expect(answer.signature).toEqual((await cosmjs.signAmino(account.address, doc)).signature)
    expect(await verified(answer.signature, serializeSignDoc(aminoDoc('another memo')))).toBe(false)
  })

  it('cosmos_signDirect signs the protobuf SignDoc: fields 1–4, defaults left out', async () => {
    const bodyBytes = new Uint8Array([0x0a, 0x02, 0x08, 0x01])
    const authInfoBytes = new Uint8Array([0x12, 0x00])
    const signDoc = { chainId: 'tessera-devnet-1', accountNumber: '300', authInfoBytes: toBase64(authInfoBytes), bodyBytes: toBase64(bodyBytes) }
    const answer = (await handlers.cosmos_signDirect!({ signerAddress: account.address, signDoc }, COSMOS_DEVNET)) as {
      signature: { pub_key: { type: string; value: string }; signature: string }
      signed: typeof signDoc
    }
    expect(answer.signed).toEqual(signDoc)
    // The SignDoc as protobuf defines it: tag, length, bytes; account_number 300 as the varint ac 02.
    const expected = new Uint8Array([
      0x0a, 4, ...bodyBytes,
      0x12, 2, ...authInfoBytes,
      0x1a, 16, ...new TextEncoder().encode('tessera-devnet-1'),
      0x20, 0xac, 0x02,
    ])
    expect(await verified(answer.signature, expected)).toBe(true)
    // Account number 0 and empty auth info are defaults: not written.
    const zero = { ...signDoc, accountNumber: 0, authInfoBytes: '' }
    const atZero = (await handlers.cosmos_signDirect!({ signerAddress: account.address, signDoc: zero }, COSMOS_DEVNET)) as typeof answer
    expect(await verified(atZero.signature, new Uint8Array([0x0a, 4, ...bodyBytes, 0x1a, 16, ...new TextEncoder().encode('tessera-devnet-1')]))).toBe(true)
  })

  it('refuses another signer, a document for another chain than the request’s, and malformed or oversized documents', async () => {
    const other = 'cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu'
    expect((await rpcFailure(handlers.cosmos_signAmino!({ signerAddress: other, signDoc: aminoDoc() }, COSMOS_DEVNET))).code).toBe(4100)
    expect((await rpcFailure(handlers.cosmos_signAmino!({ signerAddress: account.address, signDoc: aminoDoc() }, COSMOS_HUB))).message).toMatch(
      /the document is for tessera-devnet-1, the request for cosmos:cosmoshub-4/,
    )
    const direct = { chainId: 'tessera-devnet-1', accountNumber: '1', authInfoBytes: '', bodyBytes: 'not base64!' }
    expect((await rpcFailure(handlers.cosmos_signDirect!({ signerAddress: account.address, signDoc: direct }, COSMOS_DEVNET))).code).toBe(-32602)
    const huge = { ...direct, bodyBytes: 'A'.repeat(200_000) }
    expect((await rpcFailure(handlers.cosmos_signDirect!({ signerAddress: account.address, signDoc: huge }, COSMOS_DEVNET))).code).toBe(-32602)
    const longMemo = aminoDoc('m'.repeat(600))
    expect((await rpcFailure(handlers.cosmos_signAmino!({ signerAddress: account.address, signDoc: longMemo }, COSMOS_DEVNET))).code).toBe(-32602)
    expect((await rpcFailure(handlers.cosmos_signAmino!(null, COSMOS_DEVNET))).code).toBe(-32602)
  })
})

describe('describeCosmosRequest: what the page shows a person', () => {
  it('shows a direct document’s chain and sizes, an Amino document as JSON, and anything unreadable as JSON', () => {
    const direct = { chainId: 'tessera-devnet-1', accountNumber: '3', authInfoBytes: toBase64(new Uint8Array(5)), bodyBytes: toBase64(new Uint8Array(9)) }
    expect(describeCosmosRequest('cosmos_signDirect', { signerAddress: account.address, signDoc: direct })).toBe(
      [`chain      tessera-devnet-1 · account number 3`, `body       9 bytes (protobuf)`, `auth info  5 bytes (protobuf)`, `signed by  ${account.address}`].join('\n'),
    )
    expect(describeCosmosRequest('cosmos_signAmino', { signerAddress: account.address, signDoc: aminoDoc() })).toContain('"memo": "thanks <&> for the coffee"')
    expect(describeCosmosRequest('cosmos_signDirect', 'x')).toBe('"x"')
  })
})
