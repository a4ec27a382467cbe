// @ts-check
import { generateKeyPairSync, randomBytes } from 'node:crypto'
import http from 'node:http'
import Provider from 'oidc-provider'
import { DEVNET_HOST } from '../chains.mjs'
import { choosePort, closeServer, listen } from '../listen.mjs'
import { SOCIAL_PROVIDERS } from '../auth/social-providers.mjs'
import { DEFAULT_RETURN_ORIGINS } from '../auth/social.mjs'
import { cspSource } from '../frame/origins.mjs'
import { createPeople } from './people.mjs'
import { consentPage, errorPage, loginPage, pageHeaders } from './pages.mjs'
import { memoryStore } from './store.mjs'

/** @typedef {import('./index.mjs').Oidc} Oidc */
/** @typedef {import('./index.mjs').StartOidcOptions} StartOidcOptions */
/** @typedef {import('../auth/social-providers.mjs').SocialProvider} SocialProvider */

export const DEFAULT_OIDC_PORT = 8801
export const OIDC_PORT_ENV = 'DEVNET_OIDC_PORT'
/** The login and consent forms are a few short fields. */
const FORM_LIMIT = 4 * 1024
const SCOPES = ['openid', 'email', 'profile']
/** Sign-ins in flight and done (interactions, sessions, grants, codes, tokens) kept at most; the oldest go first. */
const STORE_LIMIT = 10_000

/**
 * One OpenID Connect issuer standing in for every social provider: a client per provider id (`client_id` = the id,
 * a secret made at start), authorization code with PKCE (S256 only), and login and consent pages of its own. Its
 * signing key and cookie keys are made at start; nothing secret is kept on disk.
 * @param {StartOidcOptions} options
 * @returns {Promise<Oidc>}
 */
export async function startOidc(options) {
  const host = options.host ?? DEVNET_HOST
  const redirectUris = [...options.redirectUris]
  const redirectOrigins = [...new Set(redirectUris.map((uri) => new URL(uri).origin))]
  // A form's redirects count against form-action too: the callback's redirect back to the page (the redirect variant)
  // must be allowed, or the browser stops on the consent page.
  const returnSources = (options.returnOrigins ?? DEFAULT_RETURN_ORIGINS).map(cspSource).filter((source) => source !== undefined)
  const headers = pageHeaders([...redirectOrigins, ...returnSources])
  const people = createPeople()
  /** @type {((request: http.IncomingMessage, response: http.ServerResponse) => void) | undefined} */
  let handleProvider
  const server = http.createServer((request, response) => {
    route(request, response).catch(() => send(response, 500, errorPage('Something went wrong. Start the sign-in again.')))
  })
  const port = await listen(server, { host, port: options.port ?? DEFAULT_OIDC_PORT, purpose: 'the OpenID Connect issuer', portEnv: OIDC_PORT_ENV })
  const issuer = `http://${host}:${port}`

  const secrets = Object.fromEntries(SOCIAL_PROVIDERS.map((provider) => [provider, randomBytes(32).toString('base64url')]))
  const signingKey = { ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }), kid: randomBytes(8).toString('hex'), alg: 'RS256', use: 'sig' }
  const provider = new Provider(issuer, {
    adapter: memoryStore(STORE_LIMIT),
    clients: SOCIAL_PROVIDERS.map((id) => ({
      client_id: id,
      client_secret: secrets[id],
      redirect_uris: redirectUris,
      response_types: ['code'],
      grant_types: ['authorization_code'],
      token_endpoint_auth_method: 'client_secret_basic',
    })),
    jwks: { keys: [/** @type {import('oidc-provider').JWK} */ (signingKey)] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    pkce: { methods: ['S256'], required: () => true },
    responseTypes: ['code'],
    scopes: SCOPES,
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'preferred_username'] },
    // The claims go in the ID token itself, as social sign-in reads them from there.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    ttl: { AuthorizationCode: 60, AccessToken: 600, IdToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
    async findAccount(ctx, subject) {
      const person = people.find(subject)
      // A person belongs to one provider: another provider's client never gets them.
      if (!person || (ctx.oidc.client && ctx.oidc.client.clientId !== person.provider)) return undefined
      return {
        accountId: subject,
        async claims() {
          return {
            sub: subject,
            ...(person.name ? { name: person.name } : {}),
            ...(person.username ? { preferred_username: person.username } : {}),
            ...(person.email ? { email: person.email, email_verified: true } : {}),
          }
        },
      }
    },
    async renderError(ctx, out) {
      ctx.type = 'html'
      ctx.set(headers)
      ctx.body = errorPage(String(out.error_description ?? out.error ?? 'The sign-in request is not valid.'))
    },
  })
  handleProvider = provider.callback()

  /**
   * @param {http.IncomingMessage} request
   * @param {http.ServerResponse} response
   */
  async function route(request, response) {
    const path = new URL(request.url ?? '/', issuer).pathname
    const match = /^\/interaction\/([A-Za-z0-9_-]{1,64})(?:\/(login|confirm|deny))?$/.exec(path)
    if (!match) return handleProvider?.(request, response)
    const [, uid = '', step] = match
    const method = request.method ?? 'GET'
    if ((step === undefined) !== (method === 'GET')) return send(response, 405, errorPage('This page does not take that request.'))
    /** @type {Awaited<ReturnType<Provider['interactionDetails']>>} */
    let details
    try {
      details = await provider.interactionDetails(request, response)
    } catch {
      return send(response, 400, errorPage('This sign-in has expired or was finished already. Start it again from the app.'))
    }
    if (details.uid !== uid) return send(response, 400, errorPage('This sign-in has expired or was finished already. Start it again from the app.'))
    const client = /** @type {SocialProvider} */ (String(details.params.client_id))
    const accountId = details.session?.accountId
    const person = accountId ? people.find(accountId) : undefined

    if (step === undefined) {
      if (details.prompt.name === 'login' || !person) return send(response, 200, loginPage(uid, client, people.listed(client)))
      return send(response, 200, consentPage(uid, client, person))
    }
    const form = await readForm(request)
    if (form === undefined) return send(response, 413, errorPage('That form was too large.'))
    if (step === 'login') {
      const subject = form.get('subject')
      const chosen = subject ? people.find(subject) : people.typed(client, form)
      if (!chosen || 'error' in chosen || chosen.provider !== client) {
        const problem = chosen && 'error' in chosen ? chosen.error : 'Choose a person from the list.'
        return send(response, 400, loginPage(uid, client, people.listed(client), problem))
      }
      return provider.interactionFinished(request, response, { login: { accountId: chosen.subject } }, { mergeWithLastSubmission: false })
    }
    if (step === 'deny' || !accountId) {
      const result = { error: 'access_denied', error_description: 'The person declined to sign in' }
      return provider.interactionFinished(request, response, result, { mergeWithLastSubmission: false })
    }
    const grant = new provider.Grant({ accountId, clientId: client })
    grant.addOIDCScope(String(details.params.scope ?? 'openid'))
    const grantId = await grant.save()
    return provider.interactionFinished(request, response, { consent: { grantId } }, { mergeWithLastSubmission: true })
  }

  /**
   * @param {http.ServerResponse} response
   * @param {number} status
   * @param {string} html
   */
  function send(response, status, html) {
    if (response.headersSent) return
    response.writeHead(status, { ...headers, 'content-length': String(Buffer.byteLength(html)) })
    response.end(html)
  }

  return {
    issuer,
    providers: Object.fromEntries(SOCIAL_PROVIDERS.map((id) => [id, { issuer, clientId: id, clientSecret: secrets[id] ?? '' }])),
    close: () => closeServer(server),
  }
}

/**
 * The issuer as the devnet service `oidc`, redirecting to the auth service's callback (the auth service starts first).
 * @param {{ port?: number | undefined, redirectUris: () => readonly string[], onStart?: (oidc: Oidc) => void }} options
 * @returns {import('../index.mjs').ServiceDefinition}
 */
export function oidcService(options) {
  return {
    key: 'oidc',
    async start({ host }) {
      const oidc = await startOidc({ host, port: choosePort(options.port, OIDC_PORT_ENV, DEFAULT_OIDC_PORT), redirectUris: options.redirectUris() })
      options.onStart?.(oidc)
      return { name: 'OpenID Connect issuer', url: oidc.issuer, oidc: { issuer: oidc.issuer }, stop: () => oidc.close() }
    },
  }
}

/**
 * @param {http.IncomingMessage} request
 * @returns {Promise<URLSearchParams | undefined>} undefined when the body is over the limit
 */
async function readForm(request) {
  if (Number(request.headers['content-length'] ?? 0) > FORM_LIMIT) return undefined
  /** @type {Buffer[]} */
  const chunks = []
  let size = 0
  for await (const chunk of request) {
    size += chunk.length
    if (size > FORM_LIMIT) return undefined
    chunks.push(chunk)
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
}
