// @ts-check
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import http from 'node:http'
import { DEVNET_HOST } from '../chains.mjs'
import { choosePort, closeServer, listen } from '../listen.mjs'
import { analyticsQuerySchema, MAX_BODY_BYTES, parseAnalyticsBody } from './schema.mjs'
import { summarize } from './summary.mjs'

/** @typedef {import('./index.mjs').Collector} Collector */
/** @typedef {import('./index.mjs').CollectedEvent} CollectedEvent */
/** @typedef {import('./index.mjs').StartCollectorOptions} StartCollectorOptions */
/** @typedef {{ status: number, json?: unknown, body?: string | Buffer, headers?: Record<string, string> }} Reply */

export const DEFAULT_COLLECTOR_PORT = 8803
export const COLLECTOR_PORT_ENV = 'DEVNET_COLLECTOR_PORT'
const KEEP = 5_000
const CONTROL_PREFIX = '/__devnet/'
// The playground, the examples and the browser tests run on loopback under any port.
const LOOPBACK_ORIGIN = /^https?:\/\/(?:localhost|127\.0\.0\.1|\[::1\])(?::\d{1,5})?$/

const require = createRequire(import.meta.url)
const dashboardDir = new URL('./dashboard/', import.meta.url)
/** The dashboard's files: its page and script, and uPlot (ESM and its style sheet) straight from node_modules. */
const FILES = /** @type {const} */ ({
  '/': { path: new URL('index.html', dashboardDir), type: 'text/html; charset=utf-8' },
  '/dashboard.js': { path: new URL('dashboard.js', dashboardDir), type: 'text/javascript; charset=utf-8' },
  '/dashboard.css': { path: new URL('dashboard.css', dashboardDir), type: 'text/css; charset=utf-8' },
  '/uPlot.esm.js': { path: require.resolve('uplot/dist/uPlot.esm.js'), type: 'text/javascript; charset=utf-8' },
  '/uPlot.min.css': { path: require.resolve('uplot/dist/uPlot.min.css'), type: 'text/css; charset=utf-8' },
})
const PAGE_CSP = "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; base-uri 'none'; frame-ancestors 'none'"

/**
 * The analytics collector on loopback: takes the kit's `POST /e` (spec §7 analytics and error telemetry), keeps the
 * newest events in memory, and shows them on a dashboard at `/`.
 * @param {StartCollectorOptions} [options]
 * @returns {Promise<Collector>}
 */
export async function startCollector(options = {}) {
  const host = options.host ?? DEVNET_HOST
  const now = options.now ?? Date.now
  /** @type {CollectedEvent[]} */
  let events = []
  /** Origins and project ids answered 403, as a project's allow-list leaving them out would. */
  const refused = { origins: new Set(/** @type {string[]} */ ([])), projectIds: new Set(/** @type {string[]} */ ([])) }
  let url = ''

  /**
   * @param {URL} target
   * @param {string | undefined} origin
   * @param {string} body
   * @returns {Reply}
   */
  const collect = (target, origin, body) => {
    const query = analyticsQuerySchema.safeParse(Object.fromEntries(target.searchParams))
    if (!query.success) return { status: 400, json: failed(query.error.issues) }
    if ((origin && refused.origins.has(origin)) || refused.projectIds.has(query.data.projectId)) {
      return { status: 403, json: { status: 'FAILED', reasons: [{ field: 'origin', description: 'Origin not allowed for this project' }] } }
    }
    let json
    try {
      json = JSON.parse(body)
    } catch {
      return { status: 400, json: { status: 'FAILED', reasons: [{ field: '', description: 'The body is not JSON' }] } }
    }
    const parsed = parseAnalyticsBody(json)
    if (!parsed.success) return { status: 400, json: failed(parsed.error.issues) }
    const receivedAt = now()
    for (const event of parsed.data) events.push({ receivedAt, origin: origin ?? null, ...query.data, event })
    if (events.length > KEEP) events = events.slice(-KEEP)
    return { status: 204 }
  }

  /**
   * @param {string} method
   * @param {URL} target
   * @returns {Promise<Reply>}
   */
  const read = async (method, target) => {
    const path = target.pathname
    if (method !== 'GET' && method !== 'HEAD') return { status: 405, json: { message: `${method} is not allowed` }, headers: { allow: 'GET' } }
    if (path === '/events') {
      const projectId = target.searchParams.get('projectId')
      const since = Number(target.searchParams.get('since') ?? 0)
      return { status: 200, json: { events: events.filter((e) => (projectId === null || e.projectId === projectId) && e.receivedAt >= since) } }
    }
    if (path === '/summary') return { status: 200, json: summarize(events, now()) }
    const file = FILES[/** @type {keyof typeof FILES} */ (path)]
    if (!file) return { status: 404, json: { message: 'Not found' } }
    const headers = { 'content-type': file.type, 'x-content-type-options': 'nosniff', 'cache-control': 'no-store' }
    return { status: 200, body: await readFile(file.path), headers: path === '/' ? { ...headers, 'content-security-policy': PAGE_CSP } : headers }
  }

  /**
   * @param {string} method
   * @param {URL} target
   * @returns {Reply}
   */
  const control = (method, target) => {
    const route = `${method} ${target.pathname.slice(CONTROL_PREFIX.length)}`
    if (route === 'DELETE events') {
      collector.clear()
      return { status: 204 }
    }
    if (route === 'PUT refuse') {
      for (const origin of target.searchParams.getAll('origin')) refused.origins.add(origin)
      for (const projectId of target.searchParams.getAll('projectId')) refused.projectIds.add(projectId)
      return { status: 200, json: { origins: [...refused.origins], projectIds: [...refused.projectIds] } }
    }
    if (route === 'DELETE refuse') {
      collector.refuse(undefined)
      return { status: 200, json: { origins: [], projectIds: [] } }
    }
    return { status: 404, json: { message: `No control ${route}` } }
  }

  const server = http.createServer((request, response) => {
    const target = new URL(request.url ?? '/', 'http://collector')
    const method = request.method ?? 'GET'
    const origin = request.headers.origin
    const allowedOrigin = origin !== undefined && LOOPBACK_ORIGIN.test(origin)
    response.setHeader('vary', 'Origin')
    if (allowedOrigin) {
      response.setHeader('access-control-allow-origin', origin)
      // sendBeacon always sends credentials; its preflight must allow them or the beacon is dropped.
      response.setHeader('access-control-allow-credentials', 'true')
    }
    if (method === 'OPTIONS') {
      if (!allowedOrigin) return write(response, method, { status: 403, json: { message: 'Origin not allowed' } })
      return write(response, method, {
        status: 204,
        headers: {
          'access-control-allow-methods': 'GET, POST, OPTIONS',
          'access-control-allow-headers': String(request.headers['access-control-request-headers'] ?? 'content-type'),
          'access-control-max-age': '600',
          ...(request.headers['access-control-request-private-network'] === 'true' ? { 'access-control-allow-private-network': 'true' } : {}),
        },
      })
    }
    if (target.pathname.startsWith(CONTROL_PREFIX)) return write(response, method, control(method, target))
    if (target.pathname === '/e') {
      if (method !== 'POST') return write(response, method, { status: 405, json: { message: `${method} is not allowed` }, headers: { allow: 'POST' } })
      return readBody(request, MAX_BODY_BYTES).then((body) =>
        write(response, method, body === undefined ? { status: 413, json: { status: 'FAILED', reasons: [{ field: '', description: `The body is over ${MAX_BODY_BYTES} bytes` }] } } : collect(target, origin, body)),
      )
    }
    read(method, target).then(
      (reply) => write(response, method, reply),
      (error) => write(response, method, { status: 500, json: { message: error instanceof Error ? error.message : 'Failed' } }),
    )
  })

  /** @type {Collector} */
  const collector = {
    get url() {
      return url
    },
    get events() {
      return events.slice()
    },
    clear() {
      events = []
    },
    refuse(refusal) {
      refused.origins = new Set(refusal?.origins ?? [])
      refused.projectIds = new Set(refusal?.projectIds ?? [])
    },
    close: () => closeServer(server),
  }
  const port = await listen(server, {
    host,
    port: options.port ?? DEFAULT_COLLECTOR_PORT,
    purpose: 'the analytics collector',
    portEnv: COLLECTOR_PORT_ENV,
  })
  url = `http://${host}:${port}`
  return collector
}

/**
 * The collector as the devnet service `collector`.
 * @param {{ port?: number | undefined }} [options] port default: env DEVNET_COLLECTOR_PORT, else 8803
 * @returns {import('../index.mjs').ServiceDefinition}
 */
export function collectorService(options = {}) {
  return {
    key: 'collector',
    async start({ host }) {
      const collector = await startCollector({ host, port: choosePort(options.port, COLLECTOR_PORT_ENV, DEFAULT_COLLECTOR_PORT) })
      return { name: 'Analytics collector', url: collector.url, stop: () => collector.close() }
    },
  }
}

/**
 * The body, or undefined past `max` bytes (the rest is read and dropped, so the answer still reaches the client).
 * @param {http.IncomingMessage} request
 * @param {number} max
 * @returns {Promise<string | undefined>}
 */
function readBody(request, max) {
  return new Promise((resolve) => {
    /** @type {Buffer[]} */
    const chunks = []
    let size = 0
    request.on('data', (/** @type {Buffer} */ chunk) => {
      size += chunk.length
      if (size <= max) chunks.push(chunk)
    })
    request.on('end', () => resolve(size > max ? undefined : Buffer.concat(chunks).toString('utf8')))
    request.on('error', () => resolve(undefined))
  })
}

/** @param {readonly { path: PropertyKey[], message: string }[]} issues */
function failed(issues) {
  return { status: 'FAILED', reasons: issues.slice(0, 10).map((issue) => ({ field: issue.path.join('.'), description: issue.message })) }
}

/**
 * @param {http.ServerResponse} response
 * @param {string} method
 * @param {Reply} reply
 */
function write(response, method, reply) {
  if (response.headersSent || response.destroyed) return
  const body = reply.body ?? (reply.json === undefined ? '' : JSON.stringify(reply.json))
  response.writeHead(reply.status, {
    ...(reply.json === undefined ? {} : { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }),
    'content-length': String(Buffer.byteLength(body)),
    ...reply.headers,
  })
  response.end(method === 'HEAD' ? undefined : body)
}
