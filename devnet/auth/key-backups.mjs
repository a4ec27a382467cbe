// @ts-check
import { remember } from './bounded-map.mjs'
import { Refusals } from './errors.mjs'

/** @typedef {{ version: 1, iv: string, ciphertext: string }} SealedKeys */
/** @typedef {SealedKeys & { key: string }} KeyBackup */

/**
 * Each user's key backup, as the secure frame made it on the user's first device: the private key bytes AES-GCM-sealed
 * (`sealed`) and the random AES key that opens them (`openers`), kept as two records. Together they ARE the user's
 * keys: this service is custodial, like the hosted embedded wallets it stands in for. It hands both back only to a
 * session of an approved device of that same user, so a new device gets the same accounts. In memory, like every
 * other table here, and bounded.
 * @param {{ limit: number }} options
 */
export function createKeyBackups({ limit }) {
  /** @type {Map<string, SealedKeys>} by user id */
  const sealed = new Map()
  /** @type {Map<string, { key: string }>} by user id */
  const openers = new Map()

  return {
    /**
     * @param {string} userId
     * @returns {KeyBackup}
     */
    read(userId) {
      const keys = sealed.get(userId)
      const opener = openers.get(userId)
      if (!keys || !opener) throw Refusals.noKeys()
      return { version: keys.version, iv: keys.iv, ciphertext: keys.ciphertext, key: opener.key }
    },

    /**
     * The first backup for a user is the one: a device (or tab) that made keys at the same time as another is told
     * so, and takes the stored ones. The check and both writes happen in one turn of the event loop, so two
     * requests cannot both win.
     * @param {string} userId
     * @param {KeyBackup} backup
     */
    store(userId, { version, iv, ciphertext, key }) {
      if (sealed.has(userId) || openers.has(userId)) throw Refusals.keysExist()
      remember(sealed, userId, { version, iv, ciphertext }, limit)
      remember(openers, userId, { key }, limit)
      return /** @type {const} */ ({ stored: true })
    },
  }
}
