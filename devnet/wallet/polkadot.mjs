// @ts-check
import {
  blake2AsU8a,
  cryptoWaitReady,
  decodeAddress,
  encodeAddress,
  keyExtractSuri,
  keyFromPath,
  mnemonicToMiniSecret,
  sr25519PairFromSeed,
  sr25519Sign,
} from '@polkadot/util-crypto'
import { concatBytes } from '@noble/hashes/utils'
import { hex } from '@scure/base'
import * as z from 'zod/mini'
import { parseParams, readableBytes, WalletRpcError } from './errors.mjs'

/** @typedef {import('./polkadot.mjs').PolkadotOptions} PolkadotOptions */
/** @typedef {import('./polkadot.mjs').PolkadotAccount} PolkadotAccount */

export const POLKADOT_MAINNET = 'polkadot:91b171bb158e2d3848fa23a9f1c25182'
export const POLKADOT_WESTEND = 'polkadot:e143f23803ac50e8f6f8e62695d1ce9e'
/**
 * Substrate's development phrase with Charlie's hard derivation: public test data every Substrate tool knows, and not
 * the browser tests' injected wallet's keys (//Alice, //Bob), so a test can tell which wallet signed.
 */
export const POLKADOT_DEV_SURI = 'bottom drive obey lake curtain smoke basket hold race lonely fit walk//Charlie'
export const POLKADOT_METHODS = Object.freeze(['polkadot_signMessage', 'polkadot_signTransaction'])
export const MAX_POLKADOT_MESSAGE_BYTES = 64 * 1024
export const MAX_CALL_BYTES = 64 * 1024

/** CAIP-2 id → SS58 prefix: each network writes the same key with its own prefix. */
const SS58_PREFIXES = new Map([
  [POLKADOT_MAINNET, 0],
  [POLKADOT_WESTEND, 42],
])
// polkadot{.js} marks a signature's scheme with one byte before it: 0 ed25519, 1 sr25519, 2 ecdsa.
const SR25519_TYPE = 0x01

const hexBytes = (/** @type {number} */ minBytes, /** @type {number} */ maxBytes) =>
  z.string().check(z.regex(/^0x([0-9a-fA-F]{2})*$/, 'not 0x-prefixed hex'), z.minLength(2 + 2 * minBytes), z.maxLength(2 + 2 * maxBytes))
const hash = hexBytes(32, 32)
// Numbers arrive as hex (SignerPayloadJSON) or, from some dapps, as plain numbers.
const quantity = z.union([hexBytes(0, 16), z.int().check(z.gte(0))])
const address = z.string().check(z.minLength(46), z.maxLength(50))
const signMessageParams = z.object({ address, message: z.string().check(z.maxLength(2 * MAX_POLKADOT_MESSAGE_BYTES + 2)) })
const payload = z.object({
  address,
  blockHash: hash,
  blockNumber: z.optional(quantity),
  era: hexBytes(1, 2),
  genesisHash: hash,
  method: hexBytes(1, MAX_CALL_BYTES),
  nonce: quantity,
  tip: z.optional(quantity),
  specVersion: quantity,
  transactionVersion: quantity,
  mode: z.optional(z.int().check(z.gte(0), z.lte(1))),
  metadataHash: z.optional(z.nullable(hash)),
  signedExtensions: z.optional(z.array(z.string().check(z.maxLength(64))).check(z.maxLength(32))),
  version: z.optional(z.int().check(z.gte(0), z.lte(255))),
  assetId: z.optional(z.unknown()),
  withSignedTransaction: z.optional(z.boolean()),
})
const signTransactionParams = z.object({ address, transactionPayload: payload })

/**
 * The wallet's sr25519 key from a secret URI (phrase plus derivation path), as polkadot{.js} derives it.
 * @param {PolkadotOptions | undefined} options
 * @returns {Promise<PolkadotAccount>}
 */
export async function createPolkadotAccount(options) {
  await cryptoWaitReady()
  const chains = [...(options?.chains ?? [POLKADOT_MAINNET, POLKADOT_WESTEND])]
  const badChain = chains.find((chain) => !SS58_PREFIXES.has(chain))
  if (badChain !== undefined) throw new Error(`createDevWallet: ${badChain} is not a Polkadot network the wallet knows.`)
  const { phrase, path } = keyExtractSuri(options?.suri ?? POLKADOT_DEV_SURI)
  const pair = keyFromPath(sr25519PairFromSeed(mnemonicToMiniSecret(phrase)), path, 'sr25519')
  return {
    chains: /** @type {`polkadot:${string}`[]} */ (chains),
    publicKey: pair.publicKey,
    secretKey: pair.secretKey,
    /** The generic Substrate form (prefix 42). */
    address: encodeAddress(pair.publicKey, 42),
  }
}

/**
 * The account's SS58 address on `chain`, in that network's prefix.
 * @param {PolkadotAccount} account
 * @param {string} chain
 */
export function polkadotAddresses(account, chain) {
  const prefix = SS58_PREFIXES.get(chain)
  return prefix === undefined || !account.chains.includes(/** @type {`polkadot:${string}`} */ (chain)) ? [] : [encodeAddress(account.publicKey, prefix)]
}

/**
 * The polkadot request handlers: what WalletConnect's Polkadot RPC reference describes, signed as the polkadot{.js}
 * extension signs (signRaw for messages, signPayload for transactions).
 * @param {PolkadotAccount} account
 * @returns {Record<string, (params: unknown, chain: string) => Promise<unknown>>}
 */
export function polkadotHandlers(account) {
  const pair = { publicKey: account.publicKey, secretKey: account.secretKey }
  /** @param {string} text */
  const ownKey = (text) => {
    let publicKey
    try {
      publicKey = decodeAddress(text)
    } catch {
      throw new WalletRpcError(-32602, `Invalid params: ${text} is not an SS58 address.`)
    }
    if (hex.encode(publicKey) !== hex.encode(account.publicKey)) throw new WalletRpcError(4100, `The wallet does not hold ${text}.`)
  }
  return {
    async polkadot_signMessage(params) {
      const { address, message } = parseParams(signMessageParams, params)
      ownKey(address)
      const bytes = messageBytes(message)
      if (bytes.length > MAX_POLKADOT_MESSAGE_BYTES) throw new WalletRpcError(-32602, `Invalid params: the message is over ${MAX_POLKADOT_MESSAGE_BYTES} bytes.`)
      return { signature: `0x${hex.encode(sr25519Sign(wrapBytes(bytes), pair))}` }
    },
    async polkadot_signTransaction(params) {
      const { address, transactionPayload } = parseParams(signTransactionParams, params)
      ownKey(address)
      ownKey(transactionPayload.address)
      const encoded = encodeExtrinsicPayload(transactionPayload)
      // Substrate signs a payload over 256 bytes by its BLAKE2b-256 hash.
      const signed = sr25519Sign(encoded.length > 256 ? blake2AsU8a(encoded, 256) : encoded, pair)
      return { signature: `0x${hex.encode(new Uint8Array([SR25519_TYPE, ...signed]))}` }
    },
  }
}

/**
 * The bytes a transaction signature covers (ExtrinsicPayload v4): the call, then the signed extensions' extra data
 * (era, nonce, tip, metadata-hash mode), then their implicit data (spec and transaction versions, genesis and block
 * hashes, the metadata hash). SCALE throughout: compact integers for nonce and tip, u32 little-endian versions.
 * @param {z.infer<typeof payload>} payload
 * @returns {Uint8Array}
 */
export function encodeExtrinsicPayload(payload) {
  const extensions = payload.signedExtensions ?? []
  if (extensions.includes('ChargeAssetTxPayment')) {
    throw new WalletRpcError(-32602, 'Invalid params: the wallet cannot sign with ChargeAssetTxPayment (fees in another asset).')
  }
  const withMetadataHash = payload.mode !== undefined || extensions.includes('CheckMetadataHash')
  const mode = payload.mode ?? 0
  if (mode === 1 && !payload.metadataHash) throw new WalletRpcError(-32602, 'Invalid params: mode 1 needs a metadataHash.')
  const parts = [
    bytesOf(payload.method),
    bytesOf(payload.era),
    compact(toBigInt(payload.nonce)),
    compact(toBigInt(payload.tip ?? 0)),
    ...(withMetadataHash ? [new Uint8Array([mode])] : []),
    u32(toBigInt(payload.specVersion)),
    u32(toBigInt(payload.transactionVersion)),
    bytesOf(payload.genesisHash),
    bytesOf(payload.blockHash),
    ...(withMetadataHash ? [mode === 1 && payload.metadataHash ? new Uint8Array([1, ...bytesOf(payload.metadataHash)]) : new Uint8Array([0])] : []),
  ]
  return concatBytes(...parts)
}

/** @param {string} text 0x-hex is bytes; anything else is UTF-8 text, as the extensions read signRaw's data. */
function messageBytes(text) {
  return /^0x([0-9a-fA-F]{2})*$/.test(text) ? bytesOf(text) : new TextEncoder().encode(text)
}

const WRAP_OPEN = new TextEncoder().encode('<Bytes>')
const WRAP_CLOSE = new TextEncoder().encode('</Bytes>')

/**
 * The message inside <Bytes>…</Bytes>, as the extensions sign it (so a signed message is never a valid transaction);
 * a message already wrapped is left as it is.
 * @param {Uint8Array} bytes
 */
function wrapBytes(bytes) {
  const starts = WRAP_OPEN.every((byte, i) => bytes[i] === byte)
  const ends = WRAP_CLOSE.every((byte, i) => bytes[bytes.length - WRAP_CLOSE.length + i] === byte)
  if (starts && ends && bytes.length >= WRAP_OPEN.length + WRAP_CLOSE.length) return bytes
  return new Uint8Array([...WRAP_OPEN, ...bytes, ...WRAP_CLOSE])
}

/** @param {string} text */
function bytesOf(text) {
  return hex.decode(text.slice(2).toLowerCase())
}

/** @param {string | number} value */
function toBigInt(value) {
  return typeof value === 'number' ? BigInt(value) : value === '0x' ? 0n : BigInt(value)
}

/** @param {bigint} value */
function u32(value) {
  if (value > 0xffffffffn) throw new WalletRpcError(-32602, 'Invalid params: a version is over u32.')
  const n = Number(value)
  return new Uint8Array([n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, n >>> 24])
}

/**
 * SCALE's compact integer: 1, 2 or 4 bytes with the mode in the low two bits, else a length byte and the value.
 * @param {bigint} value
 */
export function compact(value) {
  if (value < 0n) throw new WalletRpcError(-32602, 'Invalid params: a negative quantity.')
  if (value < 1n << 6n) return new Uint8Array([Number(value << 2n)])
  if (value < 1n << 14n) return littleEndian((value << 2n) | 1n, 2)
  if (value < 1n << 30n) return littleEndian((value << 2n) | 2n, 4)
  const bytes = []
  for (let rest = value; rest > 0n; rest >>= 8n) bytes.push(Number(rest & 0xffn))
  if (bytes.length > 67) throw new WalletRpcError(-32602, 'Invalid params: a quantity is too large.')
  return new Uint8Array([((bytes.length - 4) << 2) | 3, ...bytes])
}

/**
 * @param {bigint} value
 * @param {number} length
 */
function littleEndian(value, length) {
  const out = new Uint8Array(length)
  for (let i = 0; i < length; i++) out[i] = Number((value >> BigInt(8 * i)) & 0xffn)
  return out
}

/**
 * What a person approving a polkadot request should read. Never throws: unreadable params are shown as JSON.
 * @param {string} method
 * @param {unknown} params
 * @returns {string}
 */
export function describePolkadotRequest(method, params) {
  try {
    if (method === 'polkadot_signMessage') {
      const { address, message } = parseParams(signMessageParams, params)
      return `${readableBytes(messageBytes(message))}\n\nsigned by ${address}`
    }
    if (method === 'polkadot_signTransaction') {
      const { address, transactionPayload: tx } = parseParams(signTransactionParams, params)
      return [
        `call       ${tx.method.length > 66 ? `${tx.method.slice(0, 66)}…` : tx.method} (${(tx.method.length - 2) / 2} bytes)`,
        `nonce      ${toBigInt(tx.nonce)} · tip ${toBigInt(tx.tip ?? 0)}`,
        `era        ${tx.era === '0x00' ? 'immortal' : tx.era}`,
        `runtime    spec ${toBigInt(tx.specVersion)} · transaction version ${toBigInt(tx.transactionVersion)}`,
        `genesis    ${tx.genesisHash}`,
        `signed by  ${address}`,
      ].join('\n')
    }
  } catch {
    // Falls through to the raw params: the person still sees what was asked.
  }
  return JSON.stringify(params, null, 2) ?? String(params)
}
