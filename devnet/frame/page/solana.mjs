// @ts-check
import { base58, base64 } from '@scure/base'
import { z } from 'zod'
import { RPC_NOT_ALLOWED } from '../messages.mjs'
import { frameError } from './errors.mjs'
import { solanaSign } from './keys.mjs'

/** @typedef {import('./store.mjs').UserKeys} UserKeys */

const Base58 = z.string().regex(/^[1-9A-HJ-NP-Za-km-z]+$/)
const SignMessage = z.object({ message: Base58.max(16 * 1024), pubkey: Base58.max(44) })
/** A wire transaction is at most 1232 bytes; base64 or base58 of that, with room. */
const SignTransaction = z.object({ transaction: z.string().max(4096), pubkey: Base58.max(44).optional() })
/** A wallet signs a handful at once (a swap and its set-up), not an unbounded list. */
const SignAllTransactions = z.object({ transactions: z.array(z.string().max(4096)).min(1).max(16), pubkey: Base58.max(44).optional() })
const SendOptions = z
  .object({
    skipPreflight: z.boolean().optional(),
    preflightCommitment: z.enum(['processed', 'confirmed', 'finalized']).optional(),
    maxRetries: z.number().int().min(0).max(10).optional(),
  })
  .strip()
const SignAndSendTransaction = SignTransaction.extend({ sendOptions: SendOptions.optional(), options: SendOptions.optional() })

/**
 * A Solana request from an authenticated session, signed with the user's Ed25519 key (spec §7 "Solana signing");
 * `cluster` is where signAndSend sends (the session's Solana network, when the frame knows its RPC URL).
 * @param {{ method: string, params?: unknown }} request
 * @param {{ keys: UserKeys, cluster?: { id: string, rpcUrl: string } | undefined }} context
 * @returns {Promise<unknown>}
 */
export async function solanaRequest({ method, params }, { keys, cluster }) {
  const address = keys.solana.address
  /** @param {string} transaction base64 wire bytes */
  const sign = async (transaction) => {
    const wire = decodeTransaction(transaction)
    const { message, slot } = signatureSlot(wire, base58.decode(address))
    const signature = await solanaSign(keys, message)
    wire.set(signature, slot)
    return { signature, wire }
  }
  /** @param {string | undefined} pubkey */
  const own = (pubkey) => {
    if (pubkey !== undefined && pubkey !== address) throw frameError('The address is not this account', 4100)
  }
  switch (method) {
    case 'solana_getAccounts':
    case 'solana_requestAccounts':
      return [{ pubkey: address }]
    case 'solana_signMessage': {
      const { message, pubkey } = parse(SignMessage, params)
      if (pubkey !== address) throw frameError('The address is not this account', 4100)
      return { signature: base58.encode(await solanaSign(keys, decode58(message))) }
    }
    case 'solana_signTransaction': {
      const { transaction, pubkey } = parse(SignTransaction, params)
      own(pubkey)
      const { signature, wire } = await sign(transaction)
      return { signature: base58.encode(signature), transaction: base64.encode(wire) }
    }
    case 'solana_signAllTransactions': {
      const { transactions, pubkey } = parse(SignAllTransactions, params)
      own(pubkey)
      const signed = []
      for (const transaction of transactions) signed.push(base64.encode((await sign(transaction)).wire))
      return { transactions: signed }
    }
    case 'solana_signAndSendTransaction': {
      const { transaction, pubkey, sendOptions, options } = parse(SignAndSendTransaction, params)
      own(pubkey)
      if (!cluster) throw frameError('This Solana network is not supported', 4901)
      const { wire } = await sign(transaction)
      const send = sendOptions ?? options ?? {}
      const sent = await clusterCall(cluster.rpcUrl, 'sendTransaction', [base64.encode(wire), { encoding: 'base64', ...send }])
      if (typeof sent !== 'string' || !/^[1-9A-HJ-NP-Za-km-z]{64,88}$/.test(sent)) throw frameError('The cluster answered no signature', -32603)
      return { signature: sent }
    }
    default:
      throw frameError(RPC_NOT_ALLOWED, 4200)
  }
}

/**
 * One JSON-RPC call to the cluster; its refusal (a failed simulation, a stale blockhash) comes back as the frame's error.
 * @param {string} rpcUrl
 * @param {string} method
 * @param {unknown[]} params
 */
async function clusterCall(rpcUrl, method, params) {
  /** @type {unknown} */
  let body
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      signal: AbortSignal.timeout(10_000),
    })
    body = await response.json()
  } catch {
    throw frameError('The Solana network could not be reached', -32603)
  }
  const answer = /** @type {{ result?: unknown, error?: { message?: unknown } }} */ (body && typeof body === 'object' ? body : {})
  if (answer.error) throw frameError(typeof answer.error.message === 'string' ? answer.error.message.slice(0, 300) : 'The transaction was not sent', -32603)
  return answer.result
}

/**
 * Where this key's signature goes in a wire transaction (legacy or v0), and the message it signs.
 * @param {Uint8Array} wire
 * @param {Uint8Array} publicKey
 */
export function signatureSlot(wire, publicKey) {
  const invalid = () => frameError('Invalid transaction', -32602)
  const signatures = compactU16(wire, 0)
  const messageStart = signatures.end + signatures.value * 64
  if (messageStart >= wire.length) throw invalid()
  const message = wire.subarray(messageStart)
  const headerAt = (message[0] ?? 0) & 0x80 ? 1 : 0
  const required = message[headerAt]
  if (required === undefined || required !== signatures.value) throw invalid()
  const keys = compactU16(message, headerAt + 3)
  for (let i = 0; i < Math.min(required, keys.value); i++) {
    const start = keys.end + i * 32
    if (start + 32 > message.length) throw invalid()
    if (message.subarray(start, start + 32).every((byte, j) => byte === publicKey[j])) return { message, slot: signatures.end + i * 64 }
  }
  throw frameError('The transaction does not ask this account to sign', 4100)
}

/**
 * @param {Uint8Array} bytes
 * @param {number} at
 */
function compactU16(bytes, at) {
  let value = 0
  for (let i = 0; i < 3; i++) {
    const byte = bytes[at + i]
    if (byte === undefined) throw frameError('Invalid transaction', -32602)
    value |= (byte & 0x7f) << (7 * i)
    if ((byte & 0x80) === 0) return { value, end: at + i + 1 }
  }
  throw frameError('Invalid transaction', -32602)
}

/** @param {string} text base64, as the wallet protocols pass a wire transaction */
function decodeTransaction(text) {
  try {
    return base64.decode(text)
  } catch {
    throw frameError('Invalid transaction', -32602)
  }
}

/** @param {string} text */
function decode58(text) {
  try {
    return base58.decode(text)
  } catch {
    throw frameError('Invalid params', -32602)
  }
}

/**
 * @template T
 * @param {z.ZodType<T>} schema
 * @param {unknown} value
 * @returns {T}
 */
function parse(schema, value) {
  const result = schema.safeParse(value)
  if (!result.success) throw frameError('Invalid params', -32602)
  return result.data
}
