// @ts-check
import { secp256k1 } from '@noble/curves/secp256k1'
import { base58 } from '@scure/base'
import { bytesToHex } from 'viem'
import { privateKeyToAccount, publicKeyToAddress } from 'viem/accounts'
import { readKeys, writeKeys } from './store.mjs'

/** @typedef {import('./store.mjs').UserKeys} UserKeys */

/**
 * The user's keys, made on their first login in this browser: an EVM secp256k1 key (WebCrypto has none, so its bytes
 * are kept AES-GCM-encrypted under a non-extractable key) and a Solana Ed25519 key pair made by WebCrypto itself.
 * @param {string} userId
 * @returns {Promise<UserKeys>}
 */
export async function ensureKeys(userId) {
  const existing = await readKeys(userId)
  if (existing) return existing
  const secret = secp256k1.utils.randomPrivateKey()
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt'])
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const ciphertext = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, secret)
  const address = publicKeyToAddress(bytesToHex(secp256k1.getPublicKey(secret, false)))
  secret.fill(0)
  const pair = /** @type {CryptoKeyPair} */ (await crypto.subtle.generateKey({ name: 'Ed25519' }, false, ['sign', 'verify']))
  const publicKey = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey))
  /** @type {UserKeys} */
  const keys = { userId, evm: { address, iv, ciphertext, key }, solana: { address: base58.encode(publicKey), privateKey: pair.privateKey } }
  try {
    await writeKeys(keys)
  } catch {
    // Another tab of this frame made them first: theirs are the user's.
    const other = await readKeys(userId)
    if (other) return other
    throw new Error('Could not store the keys')
  }
  return keys
}

/**
 * Runs `use` with a viem account over the EVM key, opened for this call only.
 * @template T
 * @param {UserKeys} keys
 * @param {(account: import('viem').PrivateKeyAccount) => Promise<T>} use
 * @returns {Promise<T>}
 */
export async function withEvmAccount(keys, use) {
  const secret = new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv: keys.evm.iv }, keys.evm.key, keys.evm.ciphertext))
  try {
    return await use(privateKeyToAccount(bytesToHex(secret)))
  } finally {
    secret.fill(0)
  }
}

/**
 * @param {UserKeys} keys
 * @param {Uint8Array} bytes
 * @returns {Promise<Uint8Array>} the 64-byte Ed25519 signature
 */
export async function solanaSign(keys, bytes) {
  return new Uint8Array(await crypto.subtle.sign({ name: 'Ed25519' }, keys.solana.privateKey, bytes))
}
