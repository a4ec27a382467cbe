// @vitest-environment node
import { createDecipheriv, createPrivateKey, createPublicKey, verify } from 'node:crypto'
import { base58 } from '@scure/base'
import { recoverMessageAddress } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { eip155Request } from './page/eip155.mjs'
import { newKeys, restoreKeys, type KeyBackup } from './page/key-backup.mjs'
import { solanaRequest } from './page/solana.mjs'
import type { UserKeys } from './page/store.mjs'

// The frame's key backup on Node's WebCrypto; the backup is opened a second time with Node's own AES-GCM and Ed25519.
const USER = '0b6a7a2e-58c4-4f55-9a0f-3f1d0c9e8a11'
const CHAIN = { id: 31337, name: 'Devnet', rpcUrl: 'http://127.0.0.1:1' }
const ED25519_PKCS8_HEADER = Buffer.from('302e020100300506032b657004220420', 'hex')
const ED25519_SPKI_HEADER = Buffer.from('302a300506032b6570032100', 'hex')

/** The backup opened as the format says: AES-256-GCM, tag last, the user's id bound in as additional data. */
function openIndependently(backup: KeyBackup, userId: string) {
  const sealed = Buffer.from(backup.ciphertext, 'base64url')
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(backup.key, 'base64url'), Buffer.from(backup.iv, 'base64url'))
  decipher.setAAD(Buffer.from(`tessera-key-backup/1\n${userId}`))
  decipher.setAuthTag(sealed.subarray(sealed.length - 16))
  const opened = Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - 16)), decipher.final()])
  const solanaKey = createPrivateKey({ key: Buffer.concat([ED25519_PKCS8_HEADER, opened.subarray(32)]), format: 'der', type: 'pkcs8' })
  const solanaPublic = createPublicKey(solanaKey).export({ format: 'der', type: 'spki' }).subarray(ED25519_SPKI_HEADER.length)
  return { length: opened.length, evm: privateKeyToAddress(`0x${opened.subarray(0, 32).toString('hex')}`), solana: base58.encode(solanaPublic) }
}

async function signsAs(keys: UserKeys) {
  const evm = (await eip155Request({ method: 'personal_sign', params: ['0x6869', keys.evm.address] }, { keys, chain: CHAIN })) as `0x${string}`
  const message = new TextEncoder().encode('same key everywhere')
  const { signature } = (await solanaRequest({ method: 'solana_signMessage', params: { message: base58.encode(message), pubkey: keys.solana.address } }, { keys })) as { signature: string }
  const publicKey = createPublicKey({ key: Buffer.concat([ED25519_SPKI_HEADER, base58.decode(keys.solana.address)]), format: 'der', type: 'spki' })
  return { evm: await recoverMessageAddress({ message: { raw: '0x6869' }, signature: evm }), solana: verify(null, message, publicKey, base58.decode(signature)) }
}

const refusal = (promise: Promise<unknown>) => promise.then(() => 'opened', (error: Error & { code?: unknown }) => `${error.message} (${String(error.code)})`)

describe('key backup', () => {
  it('backs up the keys it makes: the backup opens (with Node alone) to the same EVM and Solana accounts', async () => {
    const { keys, backup } = await newKeys(USER)
    expect(backup).toEqual({ version: 1, iv: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/), ciphertext: expect.stringMatching(/^[A-Za-z0-9_-]{107}$/), key: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) })
    expect(openIndependently(backup, USER)).toEqual({ length: 64, evm: keys.evm.address, solana: keys.solana.address })
    expect(await signsAs(keys)).toEqual({ evm: keys.evm.address, solana: true })
    // Kept as before: the EVM secret sealed under a key that cannot be exported, the Solana key not extractable.
    expect([keys.evm.key.extractable, keys.solana.privateKey.extractable]).toEqual([false, false])
    await expect(crypto.subtle.exportKey('pkcs8', keys.solana.privateKey)).rejects.toThrow()
  })

  it('restores the same accounts from the backup, and they sign as those accounts', async () => {
    const { keys, backup } = await newKeys(USER)
    const restored = await restoreKeys(USER, backup)
    expect({ evm: restored.evm.address, solana: restored.solana.address, userId: restored.userId }).toEqual({ evm: keys.evm.address, solana: keys.solana.address, userId: USER })
    expect(await signsAs(restored)).toEqual({ evm: keys.evm.address, solana: true })
    // Sealed again under this browser's own key, not the backup's.
    expect(Buffer.from(restored.evm.ciphertext)).not.toEqual(Buffer.from(keys.evm.ciphertext))
    expect([restored.evm.key.extractable, restored.solana.privateKey.extractable]).toEqual([false, false])
  })

  it('makes new keys each time', async () => {
    const [a, b] = await Promise.all([newKeys(USER), newKeys(USER)])
    expect(a.keys.evm.address).not.toBe(b.keys.evm.address)
    expect(a.keys.solana.address).not.toBe(b.keys.solana.address)
    expect(a.backup.key).not.toBe(b.backup.key)
  })

  it('refuses a backup of another user, a tampered one and a malformed one, in its own words', async () => {
    const { backup } = await newKeys(USER)
    const other = await newKeys(USER)
    const unreadable = 'The stored keys could not be opened (KEYS_UNREADABLE)'
    const flipped = Buffer.from(backup.ciphertext, 'base64url')
    flipped[5]! ^= 1
    const cases: KeyBackup[] = [
      { ...backup, ciphertext: flipped.toString('base64url') },
      { ...backup, key: other.backup.key },
      { ...backup, iv: other.backup.iv },
      { ...backup, iv: 'AAAA' },
      { ...backup, key: Buffer.alloc(16).toString('base64url') },
      { ...backup, ciphertext: '!!!' },
      { ...backup, version: 2 as 1 },
    ]
    expect(await refusal(restoreKeys('another-user-0000', backup))).toBe(unreadable)
    for (const bad of cases) expect(await refusal(restoreKeys(USER, bad)), JSON.stringify(bad)).toBe(unreadable)
  })
})
