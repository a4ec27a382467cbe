// @ts-check

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */

/**
 * What a handler answers. `json` is serialised; `body` is sent as is (with `contentType`).
 * @typedef {{ status?: number, json?: unknown, body?: string, contentType?: string, headers?: Record<string, string> }} Reply
 */

/**
 * A failure a handler reports to the caller, shaped like the hosted API's errors:
 * `{ status: 'FAILED', reasons: [{ field, description }] }`.
 */
export class ApiError extends Error {
  /**
   * @param {number} status
   * @param {string} field the request part at fault ('projectId', 'address', …), '' when none applies
   * @param {string} description
   */
  constructor(status, field, description) {
    super(description)
    this.status = status
    this.field = field
  }

  /** @returns {Reply} */
  toReply() {
    return errorReply(this.status, this.field, this.description)
  }

  get description() {
    return this.message
  }
}

/**
 * @param {number} status
 * @param {string} field
 * @param {string} description
 * @returns {Reply}
 */
export function errorReply(status, field, description) {
  return { status, json: { status: 'FAILED', reasons: [{ field, description }] } }
}

const BODY_LIMIT = 1_000_000

/**
 * @param {IncomingMessage} request
 * @returns {Promise<string>}
 */
export async function readBody(request) {
  /** @type {Buffer[]} */
  const chunks = []
  let size = 0
  for await (const chunk of request) {
    size += chunk.length
    if (size > BODY_LIMIT) throw new ApiError(413, 'body', `Request body over ${BODY_LIMIT} bytes`)
    chunks.push(chunk)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/**
 * A body that is not JSON is kept as `invalid`, so the request can still be logged before it is refused.
 * @param {string} text
 * @returns {{ json?: unknown, invalid?: string }}
 */
export function parseBody(text) {
  if (text.trim() === '') return {}
  try {
    return { json: JSON.parse(text) }
  } catch {
    return { invalid: text.slice(0, 200) }
  }
}

/**
 * @param {ServerResponse} response
 * @param {Reply} reply
 */
export function send(response, reply) {
  if (response.headersSent || response.destroyed) return
  const status = reply.status ?? 200
  const body = reply.json !== undefined ? JSON.stringify(reply.json) : (reply.body ?? '')
  const contentType = reply.json !== undefined ? 'application/json; charset=utf-8' : (reply.contentType ?? 'text/plain; charset=utf-8')
  response.writeHead(status, {
    'content-type': contentType,
    'content-length': String(Buffer.byteLength(body)),
    // State changes between calls (transfers, controls), so a cached answer would be a wrong one.
    'cache-control': 'no-store',
    ...reply.headers,
  })
  response.end(status === 204 ? undefined : body)
}

// The playground and examples run on loopback under any port; nothing else may read this server's answers.
const LOOPBACK_ORIGIN = /^https?:\/\/(?:localhost|127\.0\.0\.1|\[::1\])(?::\d{1,5})?$/

/**
 * Sets the CORS headers for an allowed origin. Returns false for a cross-origin request from anywhere else.
 * @param {IncomingMessage} request
 * @param {ServerResponse} response
 */
export function applyCors(request, response) {
  const origin = request.headers.origin
  response.setHeader('vary', 'Origin')
  if (origin === undefined) return true
  if (!LOOPBACK_ORIGIN.test(origin)) return false
  response.setHeader('access-control-allow-origin', origin)
  // Without this a page cannot read Retry-After from a 429/503, and could not honour it.
  response.setHeader('access-control-expose-headers', 'Retry-After, X-Devnet-Fault')
  return true
}

/**
 * Answers a CORS preflight.
 * @param {IncomingMessage} request
 * @param {ServerResponse} response
 * @param {boolean} originAllowed
 */
export function answerPreflight(request, response, originAllowed) {
  if (!originAllowed) return send(response, { status: 403, body: 'Origin not allowed' })
  /** @type {Record<string, string>} */
  const headers = {
    'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
    'access-control-allow-headers': String(request.headers['access-control-request-headers'] ?? 'content-type'),
    'access-control-max-age': '600',
  }
  // Chrome asks before a page on a public address may call a loopback server.
  if (request.headers['access-control-request-private-network'] === 'true') {
    headers['access-control-allow-private-network'] = 'true'
  }
  send(response, { status: 204, headers })
}
