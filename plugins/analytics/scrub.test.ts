import { base58 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { REDACTED, scrub } from './scrub.js'

// Public test material only: the BIP-39 test vectors' phrases and anvil's first dev key.
const SEED_12 = 'legal winner thank year wave sausage worth useful legal winner thank yellow'
const SEED_24 = 'letter advice cage absurd amount doctor acoustic avoid letter advice cage absurd amount doctor acoustic avoid letter advice cage absurd amount doctor acoustic bless'
const DEV_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const SIGNATURE = `0x${'1b'.repeat(65)}`
const SOLANA_SECRET = base58.encode(new Uint8Array(64).map((_, i) => (i * 37 + 11) % 256))
const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwiZW1haWwiOiJhQGIuY28ifQ.dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk'

describe('scrub', () => {
  it.each([
    ['a 0x private key', `wallet failed with key ${DEV_KEY} in memory`, `wallet failed with key ${REDACTED} in memory`],
    ['a bare hex private key', `key=${DEV_KEY.slice(2)}`, `key=${REDACTED}`],
    ['a signature', `bad signature ${SIGNATURE}.`, `bad signature ${REDACTED}.`],
    ['a Solana secret key (base58, 64 bytes)', `secret: ${SOLANA_SECRET}`, `secret: ${REDACTED}`],
    ['a 12-word seed phrase', `restore "${SEED_12}" failed`, `restore "${REDACTED}" failed`],
    ['a 24-word seed phrase', `seed: ${SEED_24}`, `seed: ${REDACTED}`],
    ['a JWT', `Authorization: Bearer ${JWT}`, `Authorization: Bearer ${REDACTED}`],
    ['an email', 'no account for alice.smith+kit@mail.example.co.uk yet', `no account for ${REDACTED} yet`],
  ])('replaces %s', (_, text, expected) => {
    expect(scrub(text, 1_000)).toBe(expected)
  })

  it('keeps what helps to debug: messages, addresses, URLs, stack frames', () => {
    const text = [
      'User rejected the request.',
      'Failed to send 0.5 ETH to 0x70997970C51812dc3A010C7d01b50e0d17dc79C8 on eip155:31337',
      'at connect (https://app.example.com/assets/kit-3f2a.js:12:345)',
      'Solana account 9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM not found',
    ].join('\n')
    expect(scrub(text, 1_000)).toBe(text)
  })

  it('cuts to the bound after scrubbing, so a cut never leaves part of a secret readable', () => {
    const text = `${'-'.repeat(90)} ${DEV_KEY}`
    expect(scrub(text, 100)).toBe(`${'-'.repeat(90)} ${REDACTED.slice(0, 8)}…`)
    expect(scrub('-'.repeat(50_000), 2_048)).toHaveLength(2_048)
  })
})
