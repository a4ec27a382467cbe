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

/**
 * A Solana request from an authenticated session, signed with the user's Ed25519 key (spec §7 "Solana signing").
 * @param {{ method: string, params?: unknown }} request
 * @param {{ keys: UserKeys }} context
 * @returns {Promise<unknown>}
 */
export async function solanaRequest({ method, params }, { keys }) {
  const address = keys.solana.address
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
      if (pubkey !== undefined && pubkey !== address) throw frameError('The address is not this account', 4100)
      const wire = decodeTransaction(transaction)
      const { message, slot } = signatureSlot(wire, base58.decode(address))
      const signature = await solanaSign(keys, message)
      wire.set(signature, slot)
      return { signature: base58.encode(signature), transaction: base64.encode(wire) }
    }
    default:
      throw frameError(RPC_NOT_ALLOWED, 4200)
  }
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
