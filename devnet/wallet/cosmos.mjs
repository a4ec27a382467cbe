// @ts-check
import { COSMOS_DEV_ACCOUNTS } from '../cosmos/chain.mjs'
import { secp256k1 } from '@noble/curves/secp256k1'
import { ripemd160 } from '@noble/hashes/legacy'
import { sha256 } from '@noble/hashes/sha2'
import { bytesToHex, concatBytes, hexToBytes } from '@noble/hashes/utils'
import { base64, bech32 } from '@scure/base'
import * as z from 'zod/mini'
import { parseParams, WalletRpcError } from './errors.mjs'

/** @typedef {import('./cosmos.mjs').CosmosOptions} CosmosOptions */
/** @typedef {import('./cosmos.mjs').CosmosAccount} CosmosAccount */

export const COSMOS_DEVNET = 'cosmos:tessera-devnet-1'
export const COSMOS_HUB = 'cosmos:cosmoshub-4'
/** The private key of the devnet Cosmos chain's dev account 1, "the WalletConnect dev wallet's". Public test data. */
export const COSMOS_DEV_PRIVATE_KEY = /** @type {string} */ (COSMOS_DEV_ACCOUNTS[1]?.privateKey)
export const COSMOS_METHODS = Object.freeze(['cosmos_getAccounts', 'cosmos_signDirect', 'cosmos_signAmino'])
export const MAX_SIGN_DOC_BYTES = 64 * 1024

const base64Text = (/** @type {number} */ maxBytes) =>
  z.string().check(z.maxLength(Math.ceil(maxBytes / 3) * 4), z.regex(/^[A-Za-z0-9+/]*={0,2}$/, 'not base64'))
const digits = z.string().check(z.regex(/^[0-9]{1,20}$/, 'not a whole number'))
const chainId = z.string().check(z.minLength(1), z.maxLength(64))
const signerAddress = z.string().check(z.minLength(8), z.maxLength(128))
const signDirectParams = z.object({
  signerAddress,
  signDoc: z.object({
    chainId,
    // Long values arrive as text or, from some dapps, as numbers.
    accountNumber: z.union([digits, z.int().check(z.gte(0))]),
    authInfoBytes: base64Text(MAX_SIGN_DOC_BYTES),
    bodyBytes: base64Text(MAX_SIGN_DOC_BYTES),
  }),
})
const coin = z.object({ denom: z.string().check(z.maxLength(128)), amount: z.string().check(z.maxLength(80)) })
const signAminoParams = z.object({
  signerAddress,
  signDoc: z.object({
    chain_id: chainId,
    account_number: digits,
    sequence: digits,
    fee: z.object({
      amount: z.array(coin).check(z.maxLength(16)),
      gas: digits,
      payer: z.optional(z.string().check(z.maxLength(128))),
      granter: z.optional(z.string().check(z.maxLength(128))),
    }),
    msgs: z.array(z.object({ type: z.string().check(z.maxLength(128)), value: z.unknown() })).check(z.maxLength(64)),
    memo: z.string().check(z.maxLength(512)),
    timeout_height: z.optional(digits),
  }),
})

/**
 * The wallet's secp256k1 key and its bech32 address: ripemd160(sha256(compressed public key)) under the `cosmos` prefix.
 * @param {CosmosOptions | undefined} options
 * @returns {CosmosAccount}
 */
export function createCosmosAccount(options) {
  const chains = [...(options?.chains ?? [COSMOS_DEVNET, COSMOS_HUB])]
  const badChain = chains.find((chain) => !/^cosmos:[-a-zA-Z0-9]{1,32}$/.test(chain))
  if (badChain !== undefined) throw new Error(`createDevWallet: ${badChain} is not a Cosmos CAIP-2 id.`)
  const hex = options?.privateKey ?? COSMOS_DEV_PRIVATE_KEY
  if (!/^[0-9a-fA-F]{64}$/.test(hex) || !secp256k1.utils.isValidPrivateKey(hexToBytes(hex))) {
    throw new Error('createDevWallet: cosmos.privateKey must be a secp256k1 private key in hex.')
  }
  const privateKey = hexToBytes(hex)
  const publicKey = secp256k1.getPublicKey(privateKey, true)
  return {
    chains: /** @type {`cosmos:${string}`[]} */ (chains),
    privateKey,
    publicKey,
    address: bech32.encode('cosmos', bech32.toWords(ripemd160(sha256(publicKey)))),
  }
}

/**
 * The addresses a session grants on `chain`.
 * @param {CosmosAccount} account
 * @param {string} chain
 */
export function cosmosAddresses(account, chain) {
  return account.chains.includes(/** @type {`cosmos:${string}`} */ (chain)) ? [account.address] : []
}

/**
 * The cosmos request handlers, each answering what WalletConnect's Cosmos RPC reference describes.
 * @param {CosmosAccount} account
 * @returns {Record<string, (params: unknown, chain: string) => Promise<unknown>>}
 */
export function cosmosHandlers(account) {
  const pubKey = { type: 'tendermint/PubKeySecp256k1', value: base64.encode(account.publicKey) }
  /** @param {Uint8Array} bytes */
  const sign = (bytes) => ({ pub_key: pubKey, signature: base64.encode(secp256k1.sign(sha256(bytes), account.privateKey).toCompactRawBytes()) })
  /** @param {string} address */
  const ownAddress = (address) => {
    if (address !== account.address) throw new WalletRpcError(4100, `The wallet does not hold ${address}.`)
  }
  /**
   * A document for another chain than the request's could be replayed there: the wallet signs only its own.
   * @param {string} docChainId
   * @param {string} chain
   */
  const sameChain = (docChainId, chain) => {
    if (`cosmos:${docChainId}` !== chain) throw new WalletRpcError(-32602, `Invalid params: the document is for ${docChainId}, the request for ${chain}.`)
  }
  return {
    async cosmos_getAccounts() {
      return [{ algo: 'secp256k1', address: account.address, pubkey: pubKey.value }]
    },
    async cosmos_signDirect(params, chain) {
      const { signerAddress, signDoc } = parseParams(signDirectParams, params)
      ownAddress(signerAddress)
      sameChain(signDoc.chainId, chain)
      const bytes = encodeSignDoc({
        bodyBytes: base64.decode(signDoc.bodyBytes),
        authInfoBytes: base64.decode(signDoc.authInfoBytes),
        chainId: signDoc.chainId,
        accountNumber: BigInt(signDoc.accountNumber),
      })
      return { signature: sign(bytes), signed: signDoc }
    },
    async cosmos_signAmino(params, chain) {
      const { signerAddress, signDoc } = parseParams(signAminoParams, params)
      ownAddress(signerAddress)
      sameChain(signDoc.chain_id, chain)
      const bytes = new TextEncoder().encode(aminoJson(signDoc))
      if (bytes.length > MAX_SIGN_DOC_BYTES) throw new WalletRpcError(-32602, `Invalid params: the document is over ${MAX_SIGN_DOC_BYTES} bytes.`)
      return { signature: sign(bytes), signed: signDoc }
    },
  }
}

/**
 * cosmos.tx.v1beta1.SignDoc in protobuf: body_bytes (1), auth_info_bytes (2), chain_id (3), account_number (4); as
 * proto3 writes it, a field at its default (empty, zero) is left out.
 * @param {{ bodyBytes: Uint8Array, authInfoBytes: Uint8Array, chainId: string, accountNumber: bigint }} doc
 */
export function encodeSignDoc(doc) {
  const chain = new TextEncoder().encode(doc.chainId)
  /** @type {Uint8Array[]} */
  const parts = []
  const field = (/** @type {number} */ number, /** @type {Uint8Array} */ bytes) => {
    if (bytes.length > 0) parts.push(new Uint8Array([(number << 3) | 2]), varint(BigInt(bytes.length)), bytes)
  }
  field(1, doc.bodyBytes)
  field(2, doc.authInfoBytes)
  field(3, chain)
  if (doc.accountNumber > 0n) parts.push(new Uint8Array([(4 << 3) | 0]), varint(doc.accountNumber))
  return concatBytes(...parts)
}

/** @param {bigint} value */
function varint(value) {
  const bytes = []
  let rest = value
  do {
    const low = Number(rest & 0x7fn)
    rest >>= 7n
    bytes.push(rest > 0n ? low | 0x80 : low)
  } while (rest > 0n)
  return new Uint8Array(bytes)
}

/**
 * The Amino sign bytes: JSON with every object's keys sorted and no spaces, `&`, `<` and `>` escaped as the Cosmos
 * SDK writes them.
 * @param {unknown} doc
 */
export function aminoJson(doc) {
  return JSON.stringify(sortKeys(doc)).replace(/&/g, '\\u0026').replace(/</g, '\\u003c').replace(/>/g, '\\u003e')
}

/** @param {unknown} value @returns {unknown} */
function sortKeys(value) {
  if (Array.isArray(value)) return value.map(sortKeys)
  if (value === null || typeof value !== 'object') return value
  const record = /** @type {Record<string, unknown>} */ (value)
  return Object.fromEntries(
    Object.keys(record)
      .sort()
      .filter((key) => record[key] !== undefined)
      .map((key) => [key, sortKeys(record[key])]),
  )
}

/**
 * What a person approving a cosmos request should read. Never throws: unreadable params are shown as JSON.
 * @param {string} method
 * @param {unknown} params
 * @returns {string}
 */
export function describeCosmosRequest(method, params) {
  try {
    if (method === 'cosmos_signDirect') {
      const { signerAddress, signDoc } = parseParams(signDirectParams, params)
      return [
        `chain      ${signDoc.chainId} · account number ${signDoc.accountNumber}`,
        `body       ${base64.decode(signDoc.bodyBytes).length} bytes (protobuf)`,
        `auth info  ${base64.decode(signDoc.authInfoBytes).length} bytes (protobuf)`,
        `signed by  ${signerAddress}`,
      ].join('\n')
    }
    if (method === 'cosmos_signAmino') {
      const { signerAddress, signDoc } = parseParams(signAminoParams, params)
      return `${JSON.stringify(signDoc, null, 2)}\n\nsigned by ${signerAddress}`
    }
  } catch {
    // Falls through to the raw params: the person still sees what was asked.
  }
  return JSON.stringify(params, null, 2) ?? String(params)
}
