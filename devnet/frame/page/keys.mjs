// @ts-check
import { bytesToHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { frameError } from './errors.mjs'
import { newKeys, restoreKeys } from './key-backup.mjs'
import { readKeys, writeKeys } from './store.mjs'

/** @typedef {import('./store.mjs').UserKeys} UserKeys */
/** @typedef {import('./key-backup.mjs').KeyBackup} KeyBackup */
/**
 * The user's key backup on the auth service: `read` answers undefined when there is none, `store` false when one
 * was stored first.
 * @typedef {{ read(): Promise<KeyBackup | undefined>, store(backup: KeyBackup): Promise<boolean> }} KeyVault
 */

/**
 * The user's keys in this browser. The first time, they come from the user's backup on the auth service, or, for the
 * user's very first keys, are made here and backed up there. They are kept only once the service holds their backup,
 * so every device and tab ends with the one key set the service kept first: a frame whose backup came second takes
 * the stored one instead of its own.
 * @param {string} userId
 * @param {KeyVault} vault
 * @returns {Promise<UserKeys>}
 */
export async function ensureKeys(userId, vault) {
  const existing = await readKeys(userId)
  if (existing) return existing
  const backup = await vault.read()
  return keep(backup ? await restoreKeys(userId, backup) : await firstKeys(userId, vault))
}

/**
 * @param {string} userId
 * @param {KeyVault} vault
 */
async function firstKeys(userId, vault) {
  const made = await newKeys(userId)
  if (await vault.store(made.backup)) return made.keys
  const stored = await vault.read()
  if (!stored) throw frameError('Could not keep the keys', 'KEYS_UNAVAILABLE')
  return restoreKeys(userId, stored)
}

/** @param {UserKeys} keys */
async function keep(keys) {
  try {
    await writeKeys(keys)
    return keys
  } catch {
    // Another tab of this frame kept them first (the same keys, sealed under its own local key): theirs are kept.
    const other = await readKeys(keys.userId)
    if (other) return other
    throw frameError('Could not keep the keys', 'KEYS_UNAVAILABLE')
  }
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
