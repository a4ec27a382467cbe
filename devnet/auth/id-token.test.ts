// @vitest-environment node
import { SignJWT, createLocalJWKSet, exportJWK, generateKeyPair } from 'jose'
import { beforeAll, describe, expect, it } from 'vitest'
import { verifyIdToken } from './oidc-client.mjs'

const ISSUER = 'http://127.0.0.1:48801'
const NOW = Date.UTC(2025, 0, 1)

describe('ID token checks', () => {
  let sign: (claims: Record<string, unknown>, options?: { issuer?: string; audience?: string; expiresIn?: number; key?: 'other' }) => Promise<string>
  let keys: ReturnType<typeof createLocalJWKSet>

  beforeAll(async () => {
    const issuerKey = await generateKeyPair('RS256')
    const otherKey = await generateKeyPair('RS256')
    keys = createLocalJWKSet({ keys: [{ ...(await exportJWK(issuerKey.publicKey)), kid: 'k1', alg: 'RS256' }] })
    sign = (claims, options = {}) =>
      new SignJWT({ nonce: 'the-nonce', ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
        .setIssuer(options.issuer ?? ISSUER)
        .setAudience(options.audience ?? 'google')
        .setSubject('1234567890')
        .setIssuedAt(Math.floor(NOW / 1000))
        .setExpirationTime(Math.floor(NOW / 1000) + (options.expiresIn ?? 600))
        .sign(options.key === 'other' ? otherKey.privateKey : issuerKey.privateKey)
  })

  const verify = (token: string, nonce = 'the-nonce') => verifyIdToken(token, { issuer: ISSUER, audience: 'google', nonce, keys, now: () => NOW })

  it('reads who a good token names, dropping an email the provider did not verify', async () => {
    expect(await verify(await sign({ email: 'Ada@Example.com', email_verified: true, preferred_username: 'ada' }))).toEqual({ subject: '1234567890', email: 'ada@example.com', username: 'ada' })
    expect(await verify(await sign({ email: 'ada@example.com', email_verified: false }))).toEqual({ subject: '1234567890' })
  })

  it('refuses another nonce, another audience, another issuer, an expired token and another key', async () => {
    await expect(verify(await sign({}), 'another-nonce')).rejects.toThrow(/nonce/)
    await expect(verify(await sign({}, { audience: 'github' }))).rejects.toThrow(/aud/)
    await expect(verify(await sign({}, { issuer: 'http://127.0.0.1:1' }))).rejects.toThrow(/iss/)
    await expect(verify(await sign({}, { expiresIn: -120 }))).rejects.toThrow(/exp/)
    await expect(verify(await sign({}, { key: 'other' }))).rejects.toThrow(/signature/)
    await expect(verify(`${(await sign({})).slice(0, -4)}AAAA`)).rejects.toThrow()
    await expect(verify('not.a.token')).rejects.toThrow()
  })

  it('refuses a token without a nonce, or with one too long to be ours', async () => {
    await expect(verify(await sign({ nonce: undefined }))).rejects.toThrow(/nonce/)
    await expect(verify(await sign({ nonce: 'n'.repeat(500) }), 'n'.repeat(500))).rejects.toThrow()
  })
})
