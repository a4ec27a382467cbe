import { createPrivateKey, createPublicKey, createHash } from 'node:crypto'
import { getBase58Decoder } from '@solana/kit'
import { expect, it } from 'vitest'
import { SOLANA_DEV_ACCOUNTS, SOLANA_DEVNET } from './cluster.mjs'

const base58 = getBase58Decoder()
const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex')

it('each dev address is the Ed25519 public key of its seed, and the seed comes from its label', () => {
  SOLANA_DEV_ACCOUNTS.forEach(({ address, seed }, i) => {
    expect(seed).toBe(createHash('sha256').update(`tessera solana dev account ${i}`).digest('hex'))
    const key = createPrivateKey({ key: Buffer.concat([PKCS8_ED25519_PREFIX, Buffer.from(seed, 'hex')]), format: 'der', type: 'pkcs8' })
    const publicKey = createPublicKey(key).export({ format: 'der', type: 'spki' }).subarray(12)
    expect(base58.decode(publicKey)).toBe(address)
  })
})

it('the CAIP-2 id is the genesis hash cut to 32 characters', () => {
  expect(SOLANA_DEVNET.genesisHash).toBe(base58.decode(createHash('sha256').update('tessera solana devnet genesis').digest()))
  expect(SOLANA_DEVNET.caipNetworkId).toBe(`solana:${SOLANA_DEVNET.genesisHash.slice(0, 32)}`)
})
