// @ts-check
import { createHash, randomBytes } from 'node:crypto'
import { createRemoteJWKSet, jwtVerify } from 'jose'
import { z } from 'zod'

/** @typedef {import('./index.mjs').SocialProviderConfig} SocialProviderConfig */
/** @typedef {{ authorizationEndpoint: string, tokenEndpoint: string, keys: import('jose').JWTVerifyGetKey }} Endpoints */
/** @typedef {{ subject: string, email?: string, username?: string, name?: string }} Identity */

/** What a provider answers is read up to this size: discovery documents and token answers are small. */
const ANSWER_LIMIT = 64 * 1024
const TIMEOUT_MS = 5_000
const HttpUrl = z.string().max(2048).url().refine((value) => /^https?:\/\//.test(value))
const Discovery = z.object({ issuer: z.string().max(2048), authorization_endpoint: HttpUrl, token_endpoint: HttpUrl, jwks_uri: HttpUrl })
const TokenAnswer = z.object({ id_token: z.string().max(16 * 1024), token_type: z.string().max(32).optional() })
const IdClaims = z.object({
  sub: z.string().min(1).max(255),
  nonce: z.string().max(128),
  email: z.string().max(254).optional(),
  email_verified: z.boolean().optional(),
  preferred_username: z.string().max(64).optional(),
  name: z.string().max(128).optional(),
})

/** A PKCE verifier and its S256 challenge (RFC 7636). */
export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url')
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') }
}

/**
 * A provider's endpoints: those its config names, the rest from its discovery document (read once and kept).
 * @param {SocialProviderConfig} config
 * @returns {() => Promise<Endpoints>}
 */
export function providerEndpoints(config) {
  /** @type {Promise<Endpoints> | undefined} */
  let endpoints
  const load = async () => {
    const named = config.authorizationEndpoint && config.tokenEndpoint && config.jwksUri
    const discovered = named ? undefined : Discovery.parse(await readJson(await fetchBounded(`${config.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`)))
    if (discovered && discovered.issuer !== config.issuer) throw new Error('The discovery document names another issuer')
    const jwksUri = config.jwksUri ?? discovered?.jwks_uri ?? ''
    return {
      authorizationEndpoint: config.authorizationEndpoint ?? discovered?.authorization_endpoint ?? '',
      tokenEndpoint: config.tokenEndpoint ?? discovered?.token_endpoint ?? '',
      keys: createRemoteJWKSet(new URL(jwksUri), { timeoutDuration: TIMEOUT_MS }),
    }
  }
  return () => {
    endpoints ??= load().catch((error) => {
      // A provider that was down is asked again next time.
      endpoints = undefined
      throw error
    })
    return endpoints
  }
}

/**
 * Trades an authorization code for the provider's ID token (with the PKCE verifier and, when the client has one,
 * its secret), and returns who it names once the token checks out.
 * @param {{ config: SocialProviderConfig, endpoints: Endpoints, code: string, verifier: string, redirectUri: string,
 *   nonce: string, now: () => number }} request
 * @returns {Promise<Identity>}
 */
export async function exchangeCode({ config, endpoints, code, verifier, redirectUri, nonce, now }) {
  const body = new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, code_verifier: verifier })
  /** @type {Record<string, string>} */
  const headers = { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' }
  if (config.clientSecret) {
    // RFC 6749 §2.3.1: both parts form-encoded before base64.
    headers.authorization = `Basic ${Buffer.from(`${encodeURIComponent(config.clientId)}:${encodeURIComponent(config.clientSecret)}`).toString('base64')}`
  } else body.set('client_id', config.clientId)
  const response = await fetchBounded(endpoints.tokenEndpoint, { method: 'POST', headers, body })
  const answer = TokenAnswer.parse(await readJson(response))
  return verifyIdToken(answer.id_token, { issuer: config.issuer, audience: config.clientId, nonce, keys: endpoints.keys, now })
}

/**
 * Checks an ID token as OpenID Connect Core §3.1.3.7 asks: signed by the issuer's key, from that issuer, for this
 * client, not expired, and carrying the nonce this sign-in sent.
 * @param {string} token
 * @param {{ issuer: string, audience: string, nonce: string, keys: import('jose').JWTVerifyGetKey | Parameters<typeof jwtVerify>[1], now: () => number }} expected
 * @returns {Promise<Identity>}
 */
export async function verifyIdToken(token, { issuer, audience, nonce, keys, now }) {
  const { payload } = await jwtVerify(token, /** @type {import('jose').JWTVerifyGetKey} */ (keys), {
    issuer,
    audience,
    algorithms: ['RS256', 'ES256', 'PS256', 'EdDSA'],
    requiredClaims: ['exp', 'iat', 'sub', 'nonce'],
    currentDate: new Date(now()),
    clockTolerance: 30,
  })
  const claims = IdClaims.parse(payload)
  if (claims.nonce !== nonce) throw new Error('The ID token carries another nonce')
  return {
    subject: claims.sub,
    // An address the provider has not checked is no proof of anything: it is left out.
    ...(claims.email && claims.email_verified !== false ? { email: claims.email.toLowerCase() } : {}),
    ...(claims.preferred_username ? { username: claims.preferred_username } : {}),
    ...(claims.name ? { name: claims.name } : {}),
  }
}

/**
 * @param {string} url
 * @param {RequestInit} [init]
 */
async function fetchBounded(url, init = {}) {
  const response = await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(TIMEOUT_MS) })
  if (!response.ok) {
    await response.body?.cancel()
    throw new Error(`${url} answered ${response.status}`)
  }
  return response
}

/** @param {Response} response */
async function readJson(response) {
  const declared = Number(response.headers.get('content-length') ?? 0)
  if (declared > ANSWER_LIMIT) throw new Error('The answer is too large')
  const reader = response.body?.getReader()
  /** @type {Uint8Array[]} */
  const chunks = []
  let size = 0
  while (reader) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.length
    if (size > ANSWER_LIMIT) {
      await reader.cancel()
      throw new Error('The answer is too large')
    }
    chunks.push(value)
  }
  return JSON.parse(Buffer.concat(chunks).toString('utf8'))
}
