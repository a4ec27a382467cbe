// @vitest-environment node
import { Keyring } from '@polkadot/keyring'
import { bnToU8a, compactToU8a, hexToU8a, stringToU8a, u8aConcat, u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { blake2AsU8a, cryptoWaitReady, signatureVerify, sr25519Verify } from '@polkadot/util-crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  compact,
  createPolkadotAccount,
  describePolkadotRequest,
  MAX_POLKADOT_MESSAGE_BYTES,
  POLKADOT_MAINNET,
  POLKADOT_WESTEND,
  polkadotAddresses,
  polkadotHandlers,
  type PolkadotAccount,
  type PolkadotTransactionPayload,
} from './polkadot.mjs'
import { rpcFailure } from './test-dapp.js'

const GENESIS = '0x91b171bb158e2d3848fa23a9f1c25182fb8e20313b2c1eb49219da7a70ce90c3'
const BLOCK = `0x${'ab'.repeat(32)}`
const METADATA_HASH = `0x${'cd'.repeat(32)}`
// Balances.transfer_keep_alive to Bob, 1 DOT: a real call's shape (pallet 5, call 3, MultiAddress::Id, compact).
const CALL = '0x0503008eaf04151687736326c9fea17e25fc5287613693c912909cb226aa4794f26a480b00407a10f35a'

let account: PolkadotAccount
let charlie: ReturnType<Keyring['addFromUri']>
beforeAll(async () => {
  await cryptoWaitReady()
  account = await createPolkadotAccount(undefined)
  charlie = new Keyring({ type: 'sr25519' }).addFromUri('//Charlie')
})

function payload(overrides: Partial<PolkadotTransactionPayload> = {}): PolkadotTransactionPayload {
  return {
    address: charlie.address,
    blockHash: BLOCK,
    blockNumber: '0x00000064',
    era: '0x4502',
    genesisHash: GENESIS,
    method: CALL,
    nonce: '0x00000007',
    tip: '0x00000000000000000000000000000000',
    specVersion: '0x000f4dfc',
    transactionVersion: '0x0000001a',
    signedExtensions: ['CheckNonZeroSender', 'CheckSpecVersion', 'CheckTxVersion', 'CheckGenesis', 'CheckMortality', 'CheckNonce', 'CheckWeight', 'ChargeTransactionPayment'],
    version: 4,
    ...overrides,
  }
}

/** The payload as @polkadot/util's own SCALE helpers write it: the test's independent encoding. */
function expectedBytes(p: PolkadotTransactionPayload, withMetadataHash: boolean) {
  return u8aConcat(
    hexToU8a(p.method),
    hexToU8a(p.era),
    compactToU8a(BigInt(p.nonce)),
    compactToU8a(BigInt(p.tip ?? 0)),
    ...(withMetadataHash ? [new Uint8Array([p.mode ?? 0])] : []),
    bnToU8a(BigInt(p.specVersion), { bitLength: 32 }),
    bnToU8a(BigInt(p.transactionVersion), { bitLength: 32 }),
    hexToU8a(p.genesisHash),
    hexToU8a(p.blockHash),
    ...(withMetadataHash ? [p.mode === 1 ? u8aConcat([1], hexToU8a(p.metadataHash!)) : new Uint8Array([0])] : []),
  )
}

describe('the dev wallet’s Polkadot key', () => {
  it('is Charlie’s (the Substrate dev phrase //Charlie), in each network’s SS58 form', () => {
    expect(account.address).toBe(charlie.address)
    expect(account.address).toBe('5FLSigC9HGRKVhB9FiEo4Y3koPsNmBmLJbpXg2mp1hXcS59Y')
    expect(polkadotAddresses(account, POLKADOT_MAINNET)).toEqual([new Keyring({ type: 'sr25519', ss58Format: 0 }).addFromUri('//Charlie').address])
    expect(polkadotAddresses(account, POLKADOT_WESTEND)).toEqual([charlie.address])
    expect(polkadotAddresses(account, 'polkadot:b0a8d493285c2df73290dfb7e61f870f')).toEqual([])
  })
})

describe('polkadot requests, verified with @polkadot/util-crypto', () => {
  it('polkadot_signMessage signs the message wrapped in <Bytes>, as the extensions do', async () => {
    const handlers = polkadotHandlers(account)
    const { signature } = (await handlers.polkadot_signMessage!({ address: charlie.address, message: 'Sign in to Tessera' }, POLKADOT_WESTEND)) as { signature: string }
    expect(hexToU8a(signature)).toHaveLength(64)
    expect(signatureVerify(u8aWrapBytes(stringToU8a('Sign in to Tessera')), signature, charlie.address)).toMatchObject({ isValid: true, crypto: 'sr25519' })
    // signatureVerify accepts either form; sr25519Verify tells which one was signed.
    expect(sr25519Verify(u8aWrapBytes(stringToU8a('Sign in to Tessera')), signature, charlie.publicKey)).toBe(true)
    expect(sr25519Verify(stringToU8a('Sign in to Tessera'), signature, charlie.publicKey)).toBe(false)
    // Hex is bytes; the mainnet form of the address is the same key.
    const mainnetAddress = polkadotAddresses(account, POLKADOT_MAINNET)[0]!
    const fromHex = (await handlers.polkadot_signMessage!({ address: mainnetAddress, message: '0x00ff' }, POLKADOT_MAINNET)) as { signature: string }
    expect(signatureVerify(u8aWrapBytes(new Uint8Array([0, 255])), fromHex.signature, charlie.address).isValid).toBe(true)
  })

  it('polkadot_signTransaction signs the SCALE payload with the sr25519 type byte, hashed when over 256 bytes', async () => {
    const handlers = polkadotHandlers(account)
    const sign = async (p: PolkadotTransactionPayload) =>
      ((await handlers.polkadot_signTransaction!({ address: charlie.address, transactionPayload: p }, POLKADOT_MAINNET)) as { signature: string }).signature

    const plain = payload()
    const signature = await sign(plain)
    expect(signature.slice(0, 4)).toBe('0x01')
    expect(hexToU8a(signature)).toHaveLength(65)
    expect(signatureVerify(expectedBytes(plain, false), signature, charlie.address)).toMatchObject({ isValid: true, crypto: 'sr25519' })

    // With CheckMetadataHash: the mode byte, then the hash after the block hash.
    const withHash = payload({ mode: 1, metadataHash: METADATA_HASH, signedExtensions: [...plain.signedExtensions!, 'CheckMetadataHash'], nonce: 300, tip: '0x3b9aca00' })
    expect(signatureVerify(expectedBytes(withHash, true), await sign(withHash), charlie.address).isValid).toBe(true)
    const modeZero = payload({ mode: 0, signedExtensions: [...plain.signedExtensions!, 'CheckMetadataHash'] })
    expect(signatureVerify(expectedBytes(modeZero, true), await sign(modeZero), charlie.address).isValid).toBe(true)

    const long = payload({ method: `0x${'11'.repeat(300)}` })
    const bytes = expectedBytes(long, false)
    expect(bytes.length).toBeGreaterThan(256)
    expect(signatureVerify(blake2AsU8a(bytes, 256), await sign(long), charlie.address).isValid).toBe(true)
  })

  it('encodes compact integers in every mode as @polkadot/util does', () => {
    for (const value of [0n, 1n, 63n, 64n, 16_383n, 16_384n, 1_073_741_823n, 1_073_741_824n, 2n ** 64n - 1n, 2n ** 128n - 1n]) {
      expect(u8aToHex(compact(value)), String(value)).toBe(u8aToHex(compactToU8a(value)))
    }
  })

  it('refuses a key it does not hold, malformed or oversized params, and fee payment in another asset', async () => {
    const handlers = polkadotHandlers(account)
    const alice = new Keyring({ type: 'sr25519' }).addFromUri('//Alice').address
    expect((await rpcFailure(handlers.polkadot_signMessage!({ address: alice, message: 'x' }, POLKADOT_WESTEND))).code).toBe(4100)
    expect((await rpcFailure(handlers.polkadot_signMessage!({ address: 'x'.repeat(48), message: 'x' }, POLKADOT_WESTEND))).code).toBe(-32602)
    expect((await rpcFailure(handlers.polkadot_signMessage!({ address: charlie.address, message: 'x'.repeat(MAX_POLKADOT_MESSAGE_BYTES + 1) }, POLKADOT_WESTEND))).code).toBe(-32602)
    const sign = (transactionPayload: unknown) => handlers.polkadot_signTransaction!({ address: charlie.address, transactionPayload }, POLKADOT_MAINNET)
    expect((await rpcFailure(sign(payload({ address: alice })))).code).toBe(4100)
    expect((await rpcFailure(sign(payload({ genesisHash: '0x1234' })))).code).toBe(-32602)
    expect((await rpcFailure(sign(payload({ method: 'not hex' })))).code).toBe(-32602)
    expect((await rpcFailure(sign(payload({ mode: 1 })))).message).toMatch(/needs a metadataHash/)
    expect((await rpcFailure(sign(payload({ signedExtensions: ['ChargeAssetTxPayment'] })))).message).toMatch(/ChargeAssetTxPayment/)
    expect((await rpcFailure(sign(null))).code).toBe(-32602)
  })
})

describe('describePolkadotRequest: what the page shows a person', () => {
  it('shows the message, the call and its runtime, and anything unreadable as JSON', () => {
    expect(describePolkadotRequest('polkadot_signMessage', { address: charlie.address, message: 'Hello' })).toBe(`Hello\n\nsigned by ${charlie.address}`)
    const text = describePolkadotRequest('polkadot_signTransaction', { address: charlie.address, transactionPayload: payload() })
    expect(text).toContain(`call       ${CALL.slice(0, 66)}… (${(CALL.length - 2) / 2} bytes)`)
    expect(text).toContain('nonce      7 · tip 0')
    expect(text).toContain('runtime    spec 1003004 · transaction version 26')
    expect(describePolkadotRequest('polkadot_signTransaction', { nope: true })).toBe(JSON.stringify({ nope: true }, null, 2))
  })
})
