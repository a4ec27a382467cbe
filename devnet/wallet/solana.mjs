// @ts-check
import {
  createKeyPairFromPrivateKeyBytes,
  getAddressFromPublicKey,
  getBase16Encoder,
  getBase58Decoder,
  getBase64Decoder,
  getBase64Encoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  getTransactionEncoder,
  partiallySignTransaction,
  signBytes,
} from '@solana/kit'
import * as z from 'zod/mini'
import { SOLANA_DEV_ACCOUNTS, SOLANA_DEVNET } from '../solana/cluster.mjs'
import { parseParams, readableBytes, WalletRpcError } from './errors.mjs'

/** @typedef {import('./solana.mjs').SolanaAccount} SolanaAccount */
/** @typedef {import('./solana.mjs').SolanaOptions} SolanaOptions */
/** @typedef {import('@solana/kit').Transaction} Transaction */

// The largest packet a validator takes: a transaction is never bigger.
export const MAX_TRANSACTION_BYTES = 1232
export const MAX_MESSAGE_BYTES = 64 * 1024
export const MAX_TRANSACTIONS = 32
export const DEFAULT_SOLANA_RPC_URL = `http://127.0.0.1:${SOLANA_DEVNET.defaultPort}`

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]*$/
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/
const SYSTEM_PROGRAM = '11111111111111111111111111111111'
const LAMPORTS_PER_SOL = 1_000_000_000n
// Base58 spends at most 138 characters per 100 bytes; base64 4 per 3.
const MAX_MESSAGE_CHARS = Math.ceil((MAX_MESSAGE_BYTES * 138) / 100) + 1
const MAX_TRANSACTION_CHARS = Math.ceil((MAX_TRANSACTION_BYTES * 138) / 100) + 1

const address = z.string().check(z.minLength(32), z.maxLength(44), z.regex(BASE58, 'not base58'))
const wireTransaction = z.string().check(z.minLength(1), z.maxLength(MAX_TRANSACTION_CHARS))
const COMMITMENTS = /** @type {const} */ (['processed', 'confirmed', 'finalized', 'recent', 'single', 'singleGossip', 'root', 'max'])

const signMessageParams = z.object({
  message: z.string().check(z.minLength(1), z.maxLength(MAX_MESSAGE_CHARS), z.regex(BASE58, 'not base58')),
  pubkey: address,
})
// AppKit also sends `pubkey` and, for legacy transactions, the transaction as JSON (feePayer, instructions…) for
// wallets that predate the wire format; the wire transaction is what this wallet signs.
const signTransactionParams = z.object({ transaction: wireTransaction, pubkey: z.optional(address) })
const signAndSendParams = z.object({
  transaction: wireTransaction,
  pubkey: z.optional(address),
  sendOptions: z.optional(
    z.object({
      skipPreflight: z.optional(z.boolean()),
      preflightCommitment: z.optional(z.enum(COMMITMENTS)),
      maxRetries: z.optional(z.int().check(z.gte(0), z.lte(100))),
      minContextSlot: z.optional(z.int().check(z.gte(0))),
    }),
  ),
})
const signAllParams = z.object({
  transactions: z.array(wireTransaction).check(z.minLength(1), z.maxLength(MAX_TRANSACTIONS)),
  pubkey: z.optional(address),
})
const rpcAnswer = z.object({
  result: z.optional(z.string().check(z.minLength(64), z.maxLength(88), z.regex(BASE58, 'not base58'))),
  error: z.optional(z.object({ code: z.number(), message: z.string() })),
})

/**
 * The wallet's Solana key, from the 32-byte Ed25519 seed. WebCrypto rather than node:crypto, because the same
 * client runs in the dev wallet page's browser tab.
 * @param {SolanaOptions | undefined} options
 * @returns {Promise<SolanaAccount>}
 */
export async function createSolanaAccount(options) {
  const seed = options?.seed ?? /** @type {{ seed: string }} */ (SOLANA_DEV_ACCOUNTS[1]).seed
  if (!/^[0-9a-fA-F]{64}$/.test(seed)) throw new Error('createDevWallet: solana.seed must be 32 bytes in hex.')
  const chains = [...(options?.chains ?? [SOLANA_DEVNET.caipNetworkId])]
  const badChain = chains.find((chain) => !/^solana:[1-9A-HJ-NP-Za-km-z]{32}$/.test(chain))
  if (badChain !== undefined) throw new Error(`createDevWallet: ${badChain} is not a Solana CAIP-2 id.`)
  const keyPair = await createKeyPairFromPrivateKeyBytes(new Uint8Array(getBase16Encoder().encode(seed.toLowerCase())))
  return {
    address: await getAddressFromPublicKey(keyPair.publicKey),
    chains: /** @type {`solana:${string}`[]} */ (chains),
    rpcUrl: options?.rpcUrl ?? DEFAULT_SOLANA_RPC_URL,
    keyPair,
  }
}

/**
 * The Solana request handlers, each answering the result WalletConnect's Solana RPC reference describes.
 * @param {SolanaAccount} account
 * @returns {Record<string, (params: unknown) => Promise<unknown>>}
 */
export function solanaHandlers(account) {
  /** @param {string | undefined} pubkey */
  const ownKey = (pubkey) => {
    if (pubkey !== undefined && pubkey !== account.address) throw new WalletRpcError(4100, `The wallet does not hold ${pubkey}.`)
  }
  /** @param {string} encoded */
  const sign = async (encoded) => {
    const transaction = decodeWireTransaction(encoded)
    if (!(account.address in transaction.signatures)) {
      throw new WalletRpcError(-32602, `The transaction does not ask ${account.address} to sign.`)
    }
    const signed = await partiallySignTransaction([account.keyPair], transaction)
    const signature = /** @type {Uint8Array} */ (signed.signatures[account.address])
    return {
      signature: getBase58Decoder().decode(signature),
      transaction: getBase64Decoder().decode(getTransactionEncoder().encode(signed)),
    }
  }
  return {
    async solana_signMessage(params) {
      const { message, pubkey } = parseParams(signMessageParams, params)
      ownKey(pubkey)
      const bytes = base58ToBytes(message)
      if (bytes.length > MAX_MESSAGE_BYTES) throw new WalletRpcError(-32602, `The message is over ${MAX_MESSAGE_BYTES} bytes.`)
      const signature = await signBytes(account.keyPair.privateKey, bytes)
      return { signature: getBase58Decoder().decode(signature) }
    },
    async solana_signTransaction(params) {
      const { transaction, pubkey } = parseParams(signTransactionParams, params)
      ownKey(pubkey)
      return sign(transaction)
    },
    async solana_signAllTransactions(params) {
      const { transactions, pubkey } = parseParams(signAllParams, params)
      ownKey(pubkey)
      const signed = []
      for (const transaction of transactions) signed.push((await sign(transaction)).transaction)
      return { transactions: signed }
    },
    async solana_signAndSendTransaction(params) {
      const { transaction, pubkey, sendOptions } = parseParams(signAndSendParams, params)
      ownKey(pubkey)
      const signed = await sign(transaction)
      let response
      try {
        response = await fetch(account.rpcUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            jsonrpc: '2.0',
            id: 1,
            method: 'sendTransaction',
            params: [signed.transaction, { ...sendOptions, encoding: 'base64' }],
          }),
          signal: AbortSignal.timeout(15_000),
        })
      } catch (error) {
        throw new WalletRpcError(-32603, `The cluster at ${account.rpcUrl} does not answer: ${error instanceof Error ? error.message : error}`)
      }
      const body = rpcAnswer.safeParse(await response.json().catch(() => undefined))
      if (body.success && body.data.error) throw new WalletRpcError(body.data.error.code, body.data.error.message)
      if (!body.success || !body.data.result) {
        throw new WalletRpcError(-32603, `The cluster at ${account.rpcUrl} answered HTTP ${response.status} without a signature.`)
      }
      // The cluster names the transaction by its first signature, the fee payer's, which may not be this wallet's.
      return { signature: body.data.result }
    },
  }
}

/**
 * A wire transaction from base64 (what WalletConnect's Solana reference specifies), or base58 when it is not
 * base64: the encoding some older dapps used.
 * @param {string} encoded
 * @returns {Transaction}
 */
export function decodeWireTransaction(encoded) {
  /** @type {unknown} */
  let failure
  for (const [pattern, decode] of /** @type {const} */ ([
    [BASE64, (/** @type {string} */ text) => getBase64Encoder().encode(text)],
    [BASE58, base58ToBytes],
  ])) {
    if (!pattern.test(encoded)) continue
    try {
      const bytes = decode(encoded)
      if (bytes.length > MAX_TRANSACTION_BYTES) throw new WalletRpcError(-32602, `The transaction is over ${MAX_TRANSACTION_BYTES} bytes.`)
      const transaction = getTransactionDecoder().decode(bytes)
      // A short or padded buffer can still decode; only an exact round trip is the transaction the dapp meant.
      if (getTransactionEncoder().encode(transaction).length !== bytes.length) throw new Error('trailing bytes')
      return transaction
    } catch (error) {
      failure ??= error
    }
  }
  if (failure instanceof WalletRpcError) throw failure
  throw new WalletRpcError(-32602, 'Invalid params: transaction is not a wire transaction in base64 or base58.')
}

/**
 * What a person approving a Solana request should read: the message as text (hex when it is binary), a
 * transaction as its fee payer and instructions, SOL transfers spelled out. Never throws: unreadable params are
 * shown as JSON.
 * @param {string} method
 * @param {unknown} params
 * @returns {string}
 */
export function describeSolanaRequest(method, params) {
  try {
    if (method === 'solana_signMessage') {
      const { message, pubkey } = parseParams(signMessageParams, params)
      return `${readableBytes(base58ToBytes(message))}\n\nsigned by ${pubkey}`
    }
    if (method === 'solana_signAllTransactions') {
      const { transactions } = parseParams(signAllParams, params)
      return transactions.map((transaction, i) => `#${i + 1}\n${describeTransaction(transaction)}`).join('\n\n')
    }
    if (method === 'solana_signTransaction' || method === 'solana_signAndSendTransaction') {
      const { transaction } = parseParams(signTransactionParams, params)
      return `${describeTransaction(transaction)}${method === 'solana_signAndSendTransaction' ? '\n\nthen sent to the cluster' : ''}`
    }
  } catch {
    // Falls through to the raw params: the person still sees what was asked.
  }
  return JSON.stringify(params, null, 2) ?? String(params)
}

/** @param {string} encoded */
function describeTransaction(encoded) {
  const transaction = decodeWireTransaction(encoded)
  const message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes)
  const keys = message.staticAccounts
  const key = (/** @type {number} */ index) => keys[index] ?? `(lookup table account ${index})`
  const lines = [`fee payer  ${keys[0] ?? '?'}`, `signers    ${Object.keys(transaction.signatures).join(', ')}`]
  if (!('instructions' in message)) return [...lines, `${message.numInstructions} instructions (version 1 message)`].join('\n')
  for (const instruction of message.instructions) {
    const program = key(instruction.programAddressIndex)
    const accounts = (instruction.accountIndices ?? []).map(key)
    const data = instruction.data ?? new Uint8Array()
    const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
    // System program instruction 2 is a transfer: u32 tag, u64 lamports, accounts [from, to].
    if (program === SYSTEM_PROGRAM && data.length === 12 && view.getUint32(0, true) === 2) {
      lines.push(`transfer   ${formatSol(view.getBigUint64(4, true))} SOL from ${accounts[0]} to ${accounts[1]}`)
    } else {
      lines.push(`program    ${program} · ${accounts.length} accounts · ${data.length} bytes of data`)
    }
  }
  return lines.join('\n')
}

const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/**
 * Base58 text to bytes. The two halves' values are joined with one big multiplication, recursively: a 64 KiB
 * message decodes in milliseconds, where a digit-by-digit decoder (@solana/kit's codec) takes seconds and would
 * let one request stall the wallet.
 * @param {string} text
 * @returns {Uint8Array}
 */
export function base58ToBytes(text) {
  if (!BASE58.test(text)) throw new WalletRpcError(-32602, 'Invalid params: not base58')
  let zeros = 0
  while (text[zeros] === '1') zeros++
  const digits = text.slice(zeros)
  /** @type {Map<number, bigint>} */
  const powers = new Map()
  const power = (/** @type {number} */ n) => {
    let value = powers.get(n)
    if (value === undefined) powers.set(n, (value = 58n ** BigInt(n)))
    return value
  }
  /** @type {(from: number, to: number) => bigint} */
  const value = (from, to) => {
    if (to - from <= 32) {
      let total = 0n
      for (let i = from; i < to; i++) total = total * 58n + BigInt(BASE58_ALPHABET.indexOf(/** @type {string} */ (digits[i])))
      return total
    }
    const middle = (from + to) >> 1
    return value(from, middle) * power(to - middle) + value(middle, to)
  }
  const hex = digits.length === 0 ? '' : value(0, digits.length).toString(16)
  const body = hex.length % 2 === 0 ? hex : `0${hex}`
  const bytes = new Uint8Array(zeros + body.length / 2)
  for (let i = 0; i < body.length / 2; i++) bytes[zeros + i] = Number.parseInt(body.slice(2 * i, 2 * i + 2), 16)
  return bytes
}

/** @param {bigint} lamports */
function formatSol(lamports) {
  const fraction = (lamports % LAMPORTS_PER_SOL).toString().padStart(9, '0').replace(/0+$/, '')
  return `${lamports / LAMPORTS_PER_SOL}${fraction ? `.${fraction}` : ''}`
}
