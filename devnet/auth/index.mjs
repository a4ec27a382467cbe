// @ts-check
import http from 'node:http'
import { DEVNET_HOST } from '../chains.mjs'
import { choosePort, closeServer, listen } from '../listen.mjs'
import { DEFAULT_MAIL_SMTP_PORT, MAIL_SMTP_PORT_ENV } from '../mail/index.mjs'
import { DEVNET_PROJECT_ID } from '../registry/index.mjs'
import { createAccounts } from './accounts.mjs'
import { APPROVE_PAGE_HEADERS, APPROVED_PAGE, GONE_PAGE, approvalQuestion } from './approve-page.mjs'
import { AuthError } from './errors.mjs'
import { smtpSender } from './letters.mjs'
import { createKeyBackups } from './key-backups.mjs'
import { createFarcaster } from './farcaster.mjs'
import { DEFAULT_RETURN_ORIGINS, createSocial } from './social.mjs'
import { socialRoutes } from './social-routes.mjs'
import { DeviceStatus, KeyBackup, RequestEmailChange, RequestLoginCode, Token, VerifyEmailChange, VerifyLoginCode } from './schemas.mjs'

/** @typedef {import('./index.mjs').Auth} Auth */
/** @typedef {import('./index.mjs').StartAuthOptions} StartAuthOptions */
/** @typedef {{ status: number, json?: unknown, html?: string, headers?: Record<string, string> }} Reply */
/** @typedef {{ method: string, path: string, query: URLSearchParams, token: string | undefined, body: () => Promise<unknown>, form: () => Promise<URLSearchParams> }} Call */

export const DEFAULT_AUTH_PORT = 8799
export const AUTH_PORT_ENV = 'DEVNET_AUTH_PORT'
/** Where the devnet's secure frame is served: the only origin whose pages may call this service. */
export const DEFAULT_FRAME_ORIGIN = 'http://127.0.0.1:8798'
/** Every request body is small JSON (or the approval form). */
export const BODY_LIMIT = 16 * 1024
/** Pages people use in their own browser tab, not the frame. */
const PAGE_ROUTES = new Set(['/device/approve', '/farcaster/approve', '/v1/social/callback'])
/** Key backups kept at most (one per user), like the users table. */
const KEY_BACKUP_LIMIT = 10_000

/**
 * The embedded wallet's auth service: login codes by mail, device approval, sessions, email change, each user's
 * key backup (key-backups.mjs says what that holds), social sign-in through OpenID Connect providers (social.mjs) and
 * Sign In With Farcaster (farcaster.mjs). JSON in and out, for the secure frame only (CORS admits its origin alone).
 * @param {StartAuthOptions} [options]
 * @returns {Promise<Auth>}
 */
export async function startAuth(options = {}) {
  const host = options.host ?? DEVNET_HOST
  const frameOrigin = new URL(options.frameOrigin ?? DEFAULT_FRAME_ORIGIN).origin
  const projectIds = new Set(options.projectIds ?? [DEVNET_PROJECT_ID])
  const smtp = options.smtp ?? { host, port: choosePort(undefined, MAIL_SMTP_PORT_ENV, DEFAULT_MAIL_SMTP_PORT) }
  const now = options.now ?? Date.now
  let url = ''
  const accounts = createAccounts({
    now,
    send: smtpSender(smtp),
    approveUrl: (token) => `${url}/device/approve?token=${encodeURIComponent(token)}`,
    codeTtlMs: options.codeTtlMs,
  })
  const keyBackups = createKeyBackups({ limit: KEY_BACKUP_LIMIT })
  const providers = options.socialProviders
  const social = createSocial({
    accounts,
    providers: typeof providers === 'function' ? providers : () => providers,
    serviceUrl: () => url,
    frameOrigin,
    returnOrigins: options.socialReturnOrigins ?? DEFAULT_RETURN_ORIGINS,
    now,
  })
  const farcaster = createFarcaster({ accounts, serviceUrl: () => url, now })
  /** @param {string} projectId */
  const checkProject = (projectId) => {
    if (!projectIds.has(projectId)) throw new AuthError(403, 'INVALID_PROJECT_ID', 'Invalid Project ID')
  }

  /** @type {Record<string, (call: Call) => Promise<Reply> | Reply>} */
  const routes = {
    'GET /': () => ({ status: 200, json: { service: 'Tessera devnet auth', frameOrigin } }),
    'POST /v1/login/request-code': async ({ body }) => {
      const request = parse(RequestLoginCode, await body())
      checkProject(request.projectId)
      return ok(await accounts.requestLoginCode(request))
    },
    'POST /v1/login/verify-code': async ({ body }) => ok(await accounts.verifyLoginCode(parse(VerifyLoginCode, await body()))),
    'POST /v1/login/device-status': async ({ body }) => ok(accounts.deviceStatus(parse(DeviceStatus, await body()))),
    'GET /device/approve': ({ query }) => {
      const token = query.get('token') ?? ''
      const approval = Token.safeParse(token).success ? accounts.describeApproval(token) : undefined
      return approval ? page(200, approvalQuestion(token, approval.email)) : page(410, GONE_PAGE)
    },
    'POST /device/approve': async ({ form }) => {
      const token = (await form()).get('token') ?? ''
      return Token.safeParse(token).success && accounts.approveDevice(token) ? page(200, APPROVED_PAGE) : page(410, GONE_PAGE)
    },
    'GET /v1/session': ({ token }) => ok(token ? accounts.isConnected(token) : { isConnected: false }),
    'POST /v1/session/sign-out': ({ token }) => ok(token ? accounts.signOut(token) : { signedOut: true }),
    'GET /v1/user': ({ token }) => ok(accounts.getUser(needToken(token))),
    'POST /v1/email/change': async ({ token, body }) =>
      ok(await accounts.requestEmailChange(needToken(token), parse(RequestEmailChange, await body()))),
    'POST /v1/email/verify-primary': async ({ token, body }) =>
      ok(await accounts.verifyPrimaryOtp(needToken(token), parse(VerifyEmailChange, await body()))),
    'POST /v1/email/verify-secondary': async ({ token, body }) =>
      ok(accounts.verifySecondaryOtp(needToken(token), parse(VerifyEmailChange, await body()))),
    'GET /v1/keys': ({ token }) => ok(keyBackups.read(accounts.approvedUserId(needToken(token)))),
    'PUT /v1/keys': async ({ token, body }) => {
      const userId = accounts.approvedUserId(needToken(token))
      return { status: 201, json: keyBackups.store(userId, parse(KeyBackup, await body())) }
    },
    ...socialRoutes({ social, farcaster, checkProject, parse, page }),
  }

  const server = http.createServer((request, response) => {
    const socket = request.socket
    handle(request, response).catch((error) => {
      const refusal = error instanceof AuthError ? error : new AuthError(500, 'INTERNAL', 'Something went wrong')
      // An oversized body is not read to its end: close the connection rather than drain it.
      if (refusal.status === 413) {
        response.setHeader('connection', 'close')
        response.once('finish', () => socket.destroy())
      }
      write(response, request.method ?? 'GET', refusalReply(refusal))
    })
  })

  /**
   * @param {http.IncomingMessage} request
   * @param {http.ServerResponse} response
   */
  const handle = async (request, response) => {
    const target = new URL(request.url ?? '/', 'http://auth')
    const method = request.method ?? 'GET'
    const origin = request.headers.origin
    // The approval pages post their forms from this service's own origin; a provider sends the browser to the
    // callback from wherever it is; everything else comes from the frame.
    const pageRoute = PAGE_ROUTES.has(target.pathname)
    const allowed = origin === undefined || origin === (pageRoute ? url : frameOrigin) || target.pathname === '/v1/social/callback'
    response.setHeader('vary', 'Origin')
    if (allowed && origin === frameOrigin && !pageRoute) {
      response.setHeader('access-control-allow-origin', origin)
      response.setHeader('access-control-expose-headers', 'Retry-After')
    }
    if (!allowed) throw new AuthError(403, 'ORIGIN_NOT_ALLOWED', 'Origin not allowed')
    if (method === 'OPTIONS') return write(response, method, preflight(request))
    const route = routes[`${method} ${target.pathname}`]
    if (!route) {
      const known = Object.keys(routes).some((key) => key.endsWith(` ${target.pathname}`))
      throw known ? new AuthError(405, 'METHOD_NOT_ALLOWED', `${method} is not allowed here`) : new AuthError(404, 'NOT_FOUND', 'Not found')
    }
    const reply = await route({
      method,
      path: target.pathname,
      query: target.searchParams,
      token: bearer(request.headers.authorization),
      body: async () => {
        if (!/^application\/json\b/i.test(request.headers['content-type'] ?? '')) {
          throw new AuthError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send JSON (content-type: application/json)')
        }
        try {
          return JSON.parse(await readBody(request))
        } catch (error) {
          if (error instanceof AuthError) throw error
          throw new AuthError(400, 'INVALID_JSON', 'The body is not JSON')
        }
      },
      form: async () => new URLSearchParams(await readBody(request)),
    })
    write(response, method, reply)
  }

  const port = await listen(server, { host, port: options.port ?? DEFAULT_AUTH_PORT, purpose: 'the auth service', portEnv: AUTH_PORT_ENV })
  url = `http://${host}:${port}`
  return { url, frameOrigin, close: () => closeServer(server) }
}

/**
 * The auth service as the devnet service `auth`, sending its mail to `smtp()` (the `mail` service when it runs).
 * @param {{ port?: number | undefined, frameOrigin?: string | undefined, projectIds?: readonly string[] | undefined,
 *   smtp?: (() => { host: string, port: number } | undefined) | undefined,
 *   socialProviders?: StartAuthOptions['socialProviders'] }} [options]
 * @returns {import('../index.mjs').ServiceDefinition}
 */
export function authService(options = {}) {
  return {
    key: 'auth',
    async start({ host }) {
      const auth = await startAuth({
        host,
        port: choosePort(options.port, AUTH_PORT_ENV, DEFAULT_AUTH_PORT),
        frameOrigin: options.frameOrigin,
        projectIds: options.projectIds,
        smtp: options.smtp?.(),
        socialProviders: options.socialProviders,
      })
      return { name: 'Auth (email, social)', url: auth.url, auth: { url: auth.url, frameOrigin: auth.frameOrigin }, stop: () => auth.close() }
    },
  }
}

/**
 * @template T
 * @param {import('zod').ZodType<T>} schema
 * @param {unknown} value
 * @returns {T}
 */
function parse(schema, value) {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  const field = String(issue?.path[0] ?? '')
  if (field === 'email' || field === 'newEmail') throw new AuthError(400, 'INVALID_EMAIL', 'Invalid email address')
  throw new AuthError(400, 'INVALID_REQUEST', field ? `Invalid ${field}` : 'Invalid request')
}

/**
 * @param {string | undefined} token
 * @returns {string}
 */
function needToken(token) {
  if (!token) throw new AuthError(401, 'NOT_CONNECTED', 'Not connected')
  return token
}

/**
 * @param {string | undefined} header
 * @returns {string | undefined}
 */
function bearer(header) {
  const token = /^Bearer ([^\s]+)$/.exec(header ?? '')?.[1]
  return token !== undefined && Token.safeParse(token).success ? token : undefined
}

/**
 * @param {http.IncomingMessage} request
 * @returns {Promise<string>}
 */
async function readBody(request) {
  const declared = Number(request.headers['content-length'] ?? 0)
  if (declared > BODY_LIMIT) throw tooLarge()
  /** @type {Buffer[]} */
  const chunks = []
  let size = 0
  for await (const chunk of request) {
    size += chunk.length
    if (size > BODY_LIMIT) throw tooLarge()
    chunks.push(chunk)
  }
  return Buffer.concat(chunks).toString('utf8')
}

function tooLarge() {
  return new AuthError(413, 'BODY_TOO_LARGE', `The body is over ${BODY_LIMIT} bytes`)
}

/**
 * @param {unknown} json
 * @returns {Reply}
 */
function ok(json) {
  return { status: 200, json }
}

/**
 * @param {number} status
 * @param {string} html
 * @returns {Reply}
 */
function page(status, html) {
  return { status, html, headers: { ...APPROVE_PAGE_HEADERS } }
}

/**
 * @param {AuthError} error
 * @returns {Reply}
 */
function refusalReply(error) {
  const retry = error.retryAfterSeconds
  return {
    status: error.status,
    json: { error: { code: error.code, message: error.message, ...(retry === undefined ? {} : { retryAfterSeconds: retry }) } },
    headers: retry === undefined ? {} : { 'retry-after': String(retry) },
  }
}

/**
 * @param {http.IncomingMessage} request
 * @returns {Reply}
 */
function preflight(request) {
  return {
    status: 204,
    headers: {
      'access-control-allow-methods': 'GET, POST, PUT, OPTIONS',
      'access-control-allow-headers': 'content-type, authorization',
      'access-control-max-age': '600',
      // Chrome asks before a page on a public address may call a loopback server.
      ...(request.headers['access-control-request-private-network'] === 'true' ? { 'access-control-allow-private-network': 'true' } : {}),
    },
  }
}

/**
 * @param {http.ServerResponse} response
 * @param {string} method
 * @param {Reply} reply
 */
function write(response, method, reply) {
  if (response.headersSent || response.destroyed) return
  const body = reply.html ?? (reply.json === undefined ? '' : JSON.stringify(reply.json))
  response.writeHead(reply.status, {
    ...(reply.html ? {} : { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }),
    'content-length': String(Buffer.byteLength(body)),
    ...reply.headers,
  })
  response.end(method === 'HEAD' || reply.status === 204 ? undefined : body)
}
