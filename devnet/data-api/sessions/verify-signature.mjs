// @ts-check
import { createPublicKey, verify as verifyEd25519 } from 'node:crypto'
import { base58 } from '@scure/base'
import { createPublicClient, http, isAddress, verifyMessage } from 'viem'

/** DER prefix of an Ed25519 SubjectPublicKeyInfo: what node:crypto needs around a raw 32-byte key. */
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex')

/**
 * Whether `signature` signs `message` for `address` on the network.
 * eip155: viem's verifyMessage through the chain, so a smart account's EIP-1271 check and an undeployed one's
 * EIP-6492 wrapper count as well as an EOA's EIP-191 signature; solana: Ed25519 over the UTF-8 text.
 * @param {{ namespace: string, address: string, message: string, signature: string, rpcUrl: string | undefined }} input
 * @returns {Promise<boolean>}
 */
export async function verifySignature({ namespace, address, message, signature, rpcUrl }) {
  if (namespace === 'eip155') {
    if (!isAddress(address, { strict: false }) || !/^0x[0-9a-fA-F]+$/.test(signature)) return false
    const hex = /** @type {`0x${string}`} */ (signature)
    if (!rpcUrl) return verifyMessage({ address, message, signature: hex }).catch(() => false)
    const client = createPublicClient({ transport: http(rpcUrl, { retryCount: 0, timeout: 5_000 }) })
    return client.verifyMessage({ address, message, signature: hex }).catch(() => false)
  }
  if (namespace === 'solana') {
    let key
    let bytes
    try {
      key = base58.decode(address)
      bytes = base58.decode(signature)
    } catch {
      return false
    }
    if (key.length !== 32 || bytes.length !== 64) return false
    const publicKey = createPublicKey({ key: Buffer.concat([ED25519_SPKI_PREFIX, key]), format: 'der', type: 'spki' })
    return verifyEd25519(null, Buffer.from(message, 'utf8'), publicKey, bytes)
  }
  return false
}
