// @ts-check

// The frame origin's IndexedDB: per user, the EVM key as AES-GCM ciphertext beside the non-extractable key that opens
// it, and the Solana key pair as non-extractable WebCrypto keys; and the session. CryptoKey objects are stored as they
// are (structured clone keeps them non-extractable), so no script, this one included, can read their bytes.

const DB_NAME = 'tessera-frame'
const KEYS = 'keys'
const SESSION = 'session'

/** @type {Promise<IDBDatabase> | undefined} */
let opened

function database() {
  opened ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1)
    request.onupgradeneeded = () => {
      request.result.createObjectStore(KEYS, { keyPath: 'userId' })
      request.result.createObjectStore(SESSION)
    }
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
  return opened
}

/**
 * @template T
 * @param {string} store
 * @param {IDBTransactionMode} mode
 * @param {(store: IDBObjectStore) => IDBRequest} act
 * @returns {Promise<T>}
 */
async function run(store, mode, act) {
  const db = await database()
  return new Promise((resolve, reject) => {
    const transaction = db.transaction(store, mode)
    const request = act(transaction.objectStore(store))
    transaction.oncomplete = () => resolve(request.result)
    transaction.onerror = () => reject(transaction.error)
    transaction.onabort = () => reject(transaction.error)
  })
}

/**
 * @typedef {{ userId: string, evm: { address: string, iv: Uint8Array, ciphertext: ArrayBuffer, key: CryptoKey },
 *   solana: { address: string, privateKey: CryptoKey } }} UserKeys
 */

/** @param {string} userId @returns {Promise<UserKeys | undefined>} */
export const readKeys = (userId) => run(KEYS, 'readonly', (store) => store.get(userId))
/** @param {UserKeys} keys */
export const writeKeys = (keys) => run(KEYS, 'readwrite', (store) => store.add(keys))

/** @typedef {{ token: string, expiresAt: number, userId: string, email: string | null }} StoredSession */

/** @returns {Promise<StoredSession | undefined>} */
export const readSession = () => run(SESSION, 'readonly', (store) => store.get('current'))
/** @param {StoredSession} session */
export const writeSession = (session) => run(SESSION, 'readwrite', (store) => store.put(session, 'current'))
export const clearSession = () => run(SESSION, 'readwrite', (store) => store.delete('current'))
