// @ts-check
import { ed25519 } from '@noble/curves/ed25519'
import { secp256k1 } from '@noble/curves/secp256k1'
import { base58, base64urlnopad } from '@scure/base'
import { bytesToHex } from 'viem'
import { publicKeyToAddress } from 'viem/accounts'
import { frameError } from './errors.mjs'

/** @typedef {import('./store.mjs').UserKeys} UserKeys */
/** @typedef {{ version: 1, iv: string, ciphertext: string, key: string }} KeyBackup */

// What a backup seals: the EVM secret (32 bytes) then the Ed25519 seed (32 bytes, the private key as RFC 8032 has it).
const SECRET_BYTES = 32
const SEALED_BYTES = 2 * SECRET_BYTES
// PKCS #8 for an Ed25519 private key is this fixed header and the seed (RFC 8410), the form WebCrypto exports and imports.
const ED25519_PKCS8_HEADER = Uint8Array.from([0x30, 0x2e, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x04, 0x22, 0x04, 0x20])

/**
 * A user's first keys, and their backup for the auth service: the key bytes sealed with AES-GCM under a fresh random
 * key that goes with them. The Solana key is made extractable only to read its seed for the backup; the frame keeps
 * a non-extractable copy. Raw bytes are wiped before this returns.
 * @param {string} userId
 * @returns {Promise<{ keys: UserKeys, backup: KeyBackup }>}
 */
export async function newKeys(userId) {
  const secret = secp256k1.utils.randomPrivateKey()
  const pair = /** @type {CryptoKeyPair} */ (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify']))
  const pkcs8 = new Uint8Array(await crypto.subtle.exportKey('pkcs8', pair.privateKey))
  const seed = pkcs8.subarray(ED25519_PKCS8_HEADER.length)
  const sealed = new Uint8Array(SEALED_BYTES)
  try {
    if (pkcs8.length !== ED25519_PKCS8_HEADER.length + SECRET_BYTES) throw new Error('Unexpected Ed25519 key encoding')
    sealed.set(secret)
    sealed.set(seed, SECRET_BYTES)
    const publicKey = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey))
    const keys = await keepLocally(userId, secret, await importSolanaKey(seed), publicKey)
    const opener = crypto.getRandomValues(new Uint8Array(32))
    const aes = await crypto.subtle.importKey('raw', opener, 'AES-GCM', false, ['encrypt'])
    const iv = crypto.getRandomValues(new Uint8Array(12))
    const ciphertext = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: boundTo(userId) }, aes, sealed))
    const backup = { version: /** @type {const} */ (1), iv: base64urlnopad.encode(iv), ciphertext: base64urlnopad.encode(ciphertext), key: base64urlnopad.encode(opener) }
    opener.fill(0)
    return { keys, backup }
  } finally {
    secret.fill(0)
    pkcs8.fill(0)
    sealed.fill(0)
  }
}

/**
 * The user's keys from their backup, kept the way this frame keeps keys it made (the EVM secret re-sealed under a
 * new non-extractable key of this browser, the Solana key non-extractable); the opened bytes are wiped.
 * @param {string} userId
 * @param {KeyBackup} backup
 * @returns {Promise<UserKeys>}
 */
export async function restoreKeys(userId, backup) {
  const unreadable = () => frameError('The stored keys could not be opened', 'KEYS_UNREADABLE')
  const iv = decode(backup.iv)
  const ciphertext = decode(backup.ciphertext)
  const opener = decode(backup.key)
  if (backup.version !== 1 || !iv || iv.length !== 12 || !ciphertext || !opener || opener.length !== 32) throw unreadable()
  const aes = await crypto.subtle.importKey('raw', opener, 'AES-GCM', false, ['decrypt'])
  opener.fill(0)
  /** @type {Uint8Array} */
  let opened
  try {
    opened = new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv, additionalData: boundTo(userId) }, aes, ciphertext))
  } catch {
    throw unreadable()
  }
  try {
    if (opened.length !== SEALED_BYTES) throw unreadable()
    const secret = opened.subarray(0, SECRET_BYTES)
    const seed = opened.subarray(SECRET_BYTES)
    if (!secp256k1.utils.isValidPrivateKey(secret)) throw unreadable()
    return await keepLocally(userId, secret, await importSolanaKey(seed), ed25519.getPublicKey(seed))
  } finally {
    opened.fill(0)
  }
}

/**
 * @param {string} userId
 * @param {Uint8Array} secret the EVM secret, left for the caller to wipe
 * @param {CryptoKey} solanaKey non-extractable
 * @param {Uint8Array} solanaPublicKey
 * @returns {Promise<UserKeys>}
 */
async function keepLocally(userId, secret, solanaKey, solanaPublicKey) {
  // WebCrypto has no secp256k1: the EVM secret is kept sealed under a key this browser cannot export.
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt'])
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const ciphertext = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, secret)
  const address = publicKeyToAddress(bytesToHex(secp256k1.getPublicKey(secret, false)))
  return { userId, evm: { address, iv, ciphertext, key }, solana: { address: base58.encode(solanaPublicKey), privateKey: solanaKey } }
}

/** @param {Uint8Array} seed */
async function importSolanaKey(seed) {
  const pkcs8 = new Uint8Array(ED25519_PKCS8_HEADER.length + SECRET_BYTES)
  pkcs8.set(ED25519_PKCS8_HEADER)
  pkcs8.set(seed, ED25519_PKCS8_HEADER.length)
  try {
    return await crypto.subtle.importKey('pkcs8', pkcs8, { name: 'Ed25519' }, false, ['sign'])
  } finally {
    pkcs8.fill(0)
  }
}

/**
 * The sealed bytes name the user they belong to (AES-GCM's additional data): a backup filed under another user does
 * not open.
 * @param {string} userId
 */
function boundTo(userId) {
  return new TextEncoder().encode(`tessera-key-backup/1\n${userId}`)
}

/** @param {string} text */
function decode(text) {
  try {
    return base64urlnopad.decode(text)
  } catch {
    return undefined
  }
}
