// @ts-check
import { DEFAULT_ANCESTOR_ORIGINS, isAllowedOrigin } from '../frame/origins.mjs'
import { remember } from './bounded-map.mjs'
import { AuthError } from './errors.mjs'
import { exchangeCode, pkcePair, providerEndpoints } from './oidc-client.mjs'
import { newToken, tokenHash } from './secrets.mjs'
import { callbackPage } from './social-page.mjs'
import { PROVIDER_NAMES } from './social-providers.mjs'

/** @typedef {import('./social-providers.mjs').SocialProvider} SocialProvider */
/** @typedef {import('./index.mjs').SocialProviderConfig} SocialProviderConfig */
/** @typedef {{ provider: SocialProvider, deviceId: string, verifier: string, nonce: string, redirectUri: string | undefined, origin: string | undefined, expiresAt: number }} Pending */
/** @typedef {{ deviceId: string, expiresAt: number, outcome: { userId: string } | { error: AuthError } }} Result */
/** @typedef {{ status: number, html?: string, headers?: Record<string, string> }} PageReply */

export const STATE_TTL_MS = 10 * 60_000
export const RESULT_TTL_MS = 2 * 60_000
const TABLE_LIMIT = 10_000
/** Where a page may ask to be sent back to (the redirect variant) unless the service is told otherwise: spec §6's origins and loopback. */
export const DEFAULT_RETURN_ORIGINS = Object.freeze([...DEFAULT_ANCESTOR_ORIGINS, 'http://127.0.0.1:*'])

/**
 * Social sign-in as the products do it: the frame asks for the provider's authorization URL (state, nonce and a PKCE
 * challenge made here, the verifier kept here), the provider sends the popup back to the callback, which trades the
 * code for an ID token, checks it, and hands the frame a one-time result to redeem for a session.
 * @param {{ accounts: ReturnType<typeof import('./accounts.mjs').createAccounts>, providers: () => Partial<Record<SocialProvider, SocialProviderConfig>> | undefined,
 *   serviceUrl: () => string, frameOrigin: string, returnOrigins: readonly string[], now: () => number }} options
 */
export function createSocial({ accounts, providers, serviceUrl, frameOrigin, returnOrigins, now }) {
  /** @type {Map<string, Pending>} by state */
  const pending = new Map()
  /** @type {Map<string, Result>} by the result token's hash */
  const results = new Map()
  /** @type {Map<string, { config: SocialProviderConfig, endpoints: ReturnType<typeof providerEndpoints> }>} */
  const endpointsByProvider = new Map()
  const callbackUrl = () => `${serviceUrl()}/v1/social/callback`

  /** @param {SocialProvider} provider */
  const configured = (provider) => {
    const config = providers()?.[provider]
    if (!config) throw new AuthError(400, 'PROVIDER_NOT_CONFIGURED', `Sign-in with ${PROVIDER_NAMES[provider]} is not available`)
    let known = endpointsByProvider.get(provider)
    if (known?.config !== config) {
      known = { config, endpoints: providerEndpoints(config) }
      endpointsByProvider.set(provider, known)
    }
    return known
  }

  /**
   * @param {Pending} started
   * @param {string} state
   * @param {Result['outcome']} outcome
   * @returns {PageReply}
   */
  const finish = (started, state, outcome) => {
    const result = newToken()
    remember(results, tokenHash(result), { deviceId: started.deviceId, expiresAt: now() + RESULT_TTL_MS, outcome }, TABLE_LIMIT)
    const resultUri = `${serviceUrl()}/v1/social/redeem?result=${result}`
    const name = PROVIDER_NAMES[started.provider]
    if (started.redirectUri) {
      const back = new URL(started.redirectUri)
      back.searchParams.set('result_uri', resultUri)
      return { status: 302, headers: { location: back.href, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' } }
    }
    const failed = 'error' in outcome
    return {
      status: 200,
      ...callbackPage({
        title: failed ? 'Sign-in stopped' : `Signed in with ${name}`,
        text: failed ? outcome.error.message : 'You can close this window.',
        // The page that opened the popup (the kit opens it on the visitor's click), else the frame.
        targetOrigin: started.origin ?? frameOrigin,
        message: { state, resultUri },
      }),
    }
  }

  return {
    /**
     * `origin`: the page embedding the frame, which opened the popup and is the only one the result is posted to.
     * @param {{ provider: SocialProvider, deviceId: string, redirectUri?: string | undefined, origin?: string | undefined }} request
     * @returns {Promise<{ uri: string }>}
     */
    async start({ provider, deviceId, redirectUri, origin }) {
      if (redirectUri !== undefined && !isAllowedOrigin(new URL(redirectUri).origin, returnOrigins)) {
        throw new AuthError(400, 'INVALID_REDIRECT_URI', 'This page may not receive a sign-in result')
      }
      if (origin !== undefined && !isAllowedOrigin(origin, returnOrigins)) {
        throw new AuthError(400, 'INVALID_ORIGIN', 'This page may not receive a sign-in result')
      }
      const { config, endpoints } = configured(provider)
      const found = await endpoints().catch(() => {
        throw new AuthError(502, 'PROVIDER_UNAVAILABLE', `${PROVIDER_NAMES[provider]} could not be reached. Try again.`)
      })
      const state = newToken()
      const nonce = newToken()
      const { verifier, challenge } = pkcePair()
      remember(pending, state, { provider, deviceId, verifier, nonce, redirectUri, origin, expiresAt: now() + STATE_TTL_MS }, TABLE_LIMIT)
      const uri = new URL(found.authorizationEndpoint)
      for (const [key, value] of Object.entries({
        response_type: 'code',
        client_id: config.clientId,
        redirect_uri: callbackUrl(),
        scope: config.scope ?? 'openid email profile',
        state,
        nonce,
        code_challenge: challenge,
        code_challenge_method: 'S256',
      })) {
        uri.searchParams.set(key, value)
      }
      return { uri: uri.href }
    },

    /**
     * The provider's redirect: `code` and `state`, or `error`. An unknown or old state ends on a page and nothing
     * else; a known one ends in a result (a session or the reason there is none) for the frame, once.
     * @param {URLSearchParams} query
     * @returns {Promise<PageReply>}
     */
    async callback(query) {
      const state = query.get('state') ?? ''
      const started = /^[A-Za-z0-9_-]{20,128}$/.test(state) ? pending.get(state) : undefined
      if (started) pending.delete(state)
      if (!started || now() >= started.expiresAt) {
        return { status: 400, ...callbackPage({ title: 'Sign-in expired', text: 'This sign-in has expired or was finished already. Start it again from the app.', targetOrigin: frameOrigin }) }
      }
      const name = PROVIDER_NAMES[started.provider]
      const error = query.get('error')
      const code = query.get('code') ?? ''
      if (error === 'access_denied') return finish(started, state, { error: new AuthError(403, 'ACCESS_DENIED', `You declined to sign in with ${name}`) })
      const failed = () => finish(started, state, { error: new AuthError(502, 'SOCIAL_LOGIN_FAILED', `Could not sign in with ${name}. Try again.`) })
      if (error !== null || code.length === 0 || code.length > 2048) return failed()
      try {
        const { config, endpoints } = configured(started.provider)
        const identity = await exchangeCode({ config, endpoints: await endpoints(), code, verifier: started.verifier, redirectUri: callbackUrl(), nonce: started.nonce, now })
        const userId = accounts.socialUser({ provider: started.provider, subject: identity.subject, email: identity.email, username: identity.username })
        return finish(started, state, { userId })
      } catch {
        return failed()
      }
    },

    /**
     * Trades a result (the token, or the `result_uri` that carries it) for a session, once, on the device that
     * started the sign-in.
     * @param {{ result: string, deviceId: string }} request
     */
    redeem({ result, deviceId }) {
      const token = URL.canParse(result) ? (new URL(result).searchParams.get('result') ?? '') : result
      const hash = tokenHash(token)
      const found = results.get(hash)
      if (!found || found.deviceId !== deviceId || now() >= found.expiresAt) {
        throw new AuthError(410, 'SOCIAL_RESULT_EXPIRED', 'This sign-in has expired or was used already. Sign in again.')
      }
      results.delete(hash)
      if ('error' in found.outcome) throw found.outcome.error
      return accounts.connectSocial(found.outcome.userId, deviceId)
    },
  }
}
