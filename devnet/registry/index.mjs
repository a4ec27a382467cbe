// @ts-check
import http from 'node:http'
import { DEVNET_HOST } from '../chains.mjs'
import { choosePort, closeServer, listen } from '../listen.mjs'
import { createWalletFixture } from './fixture.mjs'
import { logoSvg } from './logos.mjs'
import { BadQuery, queryWallets } from './query.mjs'

/** @typedef {import('./index.mjs').Registry} Registry */
/** @typedef {import('./index.mjs').RegistryLogEntry} RegistryLogEntry */
/** @typedef {import('./index.mjs').RegistryWallet} RegistryWallet */
/** @typedef {import('./index.mjs').StartRegistryOptions} StartRegistryOptions */
/** @typedef {{ status: number, json?: unknown, svg?: string, headers?: Record<string, string> }} Reply */

export const DEFAULT_REGISTRY_PORT = 8791
export const REGISTRY_PORT_ENV = 'DEVNET_REGISTRY_PORT'
export const DEVNET_PROJECT_ID = 'tessera-devnet-project'
/**
 * What `projects/v1/origins` lists: any loopback port (the playground, the examples, the browser tests) and, so a
 * kit's wildcard matching meets a subdomain pattern too, any subdomain of example.com over https.
 */
export const DEFAULT_ALLOWED_ORIGINS = Object.freeze(['http://127.0.0.1:*', 'http://localhost:*', 'https://*.example.com'])
const DEFAULT_DEV_WALLET_URL = 'http://127.0.0.1:8793/'
const LOG_LIMIT = 5_000
const CONTROL_PREFIX = '/__devnet/'
// The playground and examples run on loopback under any port; nothing else may read this server's answers.
const LOOPBACK_ORIGIN = /^https?:\/\/(?:localhost|127\.0\.0\.1|\[::1\])(?::\d{1,5})?$/
const ORIGIN_PATTERN = /^(?:(?:https?|\*):\/\/)?[A-Za-z0-9*-]+(?:\.[A-Za-z0-9*-]+)*(?::(?:\d{1,5}|\*))?$/
const IMAGE_ID = /^[A-Za-z0-9._-]{1,128}$/
const IMAGE_KINDS = /** @type {const} */ ({
  getAssetImage: { shape: 'square', letters: 2 },
  getCurrencyImage: { shape: 'circle', letters: 3 },
  getTokenImage: { shape: 'circle', letters: 3 },
})

/**
 * The wallet registry (Explorer API) on loopback, with a fixed list of several hundred made-up wallets.
 * @param {StartRegistryOptions} [options]
 * @returns {Promise<Registry>}
 */
export async function startRegistry(options = {}) {
  const host = options.host ?? DEVNET_HOST
  const projectIds = new Set(options.projectIds ?? [DEVNET_PROJECT_ID])
  const wallets = Object.freeze(createWalletFixture({ devWalletUrl: options.devWalletUrl ?? DEFAULT_DEV_WALLET_URL }))
  const byImageId = new Map(wallets.map((wallet) => [wallet.image_id, wallet]))
  /** @type {RegistryLogEntry[]} */
  const log = []
  /** @type {{ status: number }[]} */
  const faults = []
  /** Image URLs that replace a wallet's own image (by wallet name), as a registry listing a third party's image would. */
  /** @type {Map<string, string>} */
  const imageUrls = new Map()
  let allowedOrigins = checkOrigins(options.allowedOrigins ?? DEFAULT_ALLOWED_ORIGINS)
  /** Projects whose getAnalyticsConfig answers isAnalyticsEnabled: false; every other collects. */
  const analyticsOff = new Set(/** @type {string[]} */ ([]))
  /** @param {RegistryWallet} wallet */
  const listed = (wallet) => {
    const imageUrl = imageUrls.get(wallet.name)
    if (imageUrl === undefined) return wallet
    const { image_id: _, ...rest } = wallet
    return { ...rest, image_url: imageUrl }
  }
  let url = ''

  /**
   * @param {string} method
   * @param {URL} target
   * @param {http.IncomingHttpHeaders} headers
   * @returns {Reply}
   */
  const answer = (method, target, headers) => {
    const fault = faults.shift()
    if (fault) return { status: fault.status, json: failed('', 'Injected by the devnet'), headers: { 'x-devnet-fault': 'status' } }
    if (method !== 'GET' && method !== 'HEAD') return { status: 405, json: failed('', `${method} is not allowed`), headers: { allow: 'GET' } }
    const path = target.pathname
    const query = target.searchParams
    if (path === '/getWallets') {
      return authorise(query, headers, projectIds, 'sdk') ?? safely(() => {
        const page = queryWallets(wallets, query)
        return { status: 200, json: { ...page, data: page.data.map(listed) } }
      })
    }
    if (path === '/projects/v1/origins') {
      return authorise(query, headers, projectIds, 'project') ?? { status: 200, json: { allowedOrigins } }
    }
    if (path === '/getAnalyticsConfig') {
      return authorise(query, headers, projectIds, 'project') ?? { status: 200, json: { isAnalyticsEnabled: !analyticsOff.has(query.get('projectId') ?? '') } }
    }
    const walletImage = /^\/getWalletImage\/([^/]+)$/.exec(path)
    if (walletImage) {
      const denied = authorise(query, headers, projectIds, 'project')
      if (denied) return denied
      const wallet = byImageId.get(decode(walletImage[1] ?? ''))
      return wallet ? { status: 200, svg: logoSvg(wallet.name) } : { status: 404, json: failed('imageId', 'No such image') }
    }
    const otherImage = /^\/public\/(getAssetImage|getCurrencyImage|getTokenImage)\/([^/]+)$/.exec(path)
    if (otherImage) {
      const denied = authorise(query, headers, projectIds, 'project')
      if (denied) return denied
      const kind = /** @type {keyof typeof IMAGE_KINDS} */ (otherImage[1])
      const id = decode(otherImage[2] ?? '')
      if (!IMAGE_ID.test(id)) return { status: 404, json: failed('imageId', 'No such image') }
      return { status: 200, svg: logoSvg(id, IMAGE_KINDS[kind]) }
    }
    return { status: 404, json: failed('', 'Not found') }
  }

  const server = http.createServer((request, response) => {
    const target = new URL(request.url ?? '/', 'http://registry')
    const method = request.method ?? 'GET'
    if (target.pathname.startsWith(CONTROL_PREFIX)) return control(method, target, response)
    const origin = request.headers.origin
    const allowedOrigin = origin !== undefined && LOOPBACK_ORIGIN.test(origin)
    response.setHeader('vary', 'Origin')
    if (allowedOrigin) response.setHeader('access-control-allow-origin', origin)
    if (method === 'OPTIONS') {
      if (!allowedOrigin) return write(response, method, { status: 403, json: failed('origin', 'Origin not allowed') })
      return write(response, method, {
        status: 204,
        headers: {
          'access-control-allow-methods': 'GET, OPTIONS',
          'access-control-allow-headers': String(request.headers['access-control-request-headers'] ?? 'content-type'),
          'access-control-max-age': '600',
          ...(request.headers['access-control-request-private-network'] === 'true'
            ? { 'access-control-allow-private-network': 'true' }
            : {}),
        },
      })
    }
    const reply = answer(method, target, request.headers)
    log.push({
      at: Date.now(),
      method,
      path: target.pathname,
      query: Object.fromEntries(target.searchParams),
      status: reply.status,
      origin: origin ?? null,
    })
    if (log.length > LOG_LIMIT) log.splice(0, log.length - LOG_LIMIT)
    write(response, method, reply)
  })

  /**
   * @param {string} method
   * @param {URL} target
   * @param {http.ServerResponse} response
   */
  const control = (method, target, response) => {
    const route = `${method} ${target.pathname.slice(CONTROL_PREFIX.length)}`
    if (route === 'GET log') return write(response, 'GET', { status: 200, json: log })
    if (route === 'DELETE log') {
      log.length = 0
      return write(response, 'GET', { status: 200, json: [] })
    }
    if (route === 'POST fail') {
      const count = Number(target.searchParams.get('count') ?? 1)
      const status = Number(target.searchParams.get('status') ?? 503)
      if (!Number.isInteger(count) || count < 0 || !Number.isInteger(status) || status < 400 || status > 599) {
        return write(response, 'GET', { status: 400, json: failed('', 'count ≥ 0 and a status from 400 to 599') })
      }
      registry.failNext(count, status)
      return write(response, 'GET', { status: 200, json: { pending: faults.length } })
    }
    if (route === 'POST wallet-image') {
      const name = target.searchParams.get('name') ?? ''
      const imageUrl = target.searchParams.get('url') ?? ''
      if (!wallets.some((wallet) => wallet.name === name) || imageUrl === '') {
        return write(response, 'GET', { status: 400, json: failed('', 'name of a listed wallet and url are required') })
      }
      registry.setWalletImageUrl(name, imageUrl)
      return write(response, 'GET', { status: 200, json: Object.fromEntries(imageUrls) })
    }
    if (route === 'PUT origins' || route === 'DELETE origins') {
      try {
        registry.setAllowedOrigins(route === 'PUT origins' ? target.searchParams.getAll('origin') : undefined)
      } catch (error) {
        return write(response, 'GET', { status: 400, json: failed('origin', error instanceof Error ? error.message : 'Bad origin') })
      }
      return write(response, 'GET', { status: 200, json: { allowedOrigins } })
    }
    if (route === 'PUT analytics') {
      const projectId = target.searchParams.get('projectId') ?? ''
      const enabled = target.searchParams.get('enabled')
      if (!projectIds.has(projectId) || (enabled !== 'true' && enabled !== 'false')) {
        return write(response, 'GET', { status: 400, json: failed('', 'projectId of a known project and enabled=true|false are required') })
      }
      registry.setAnalyticsEnabled(projectId, enabled === 'true')
      return write(response, 'GET', { status: 200, json: { projectId, isAnalyticsEnabled: enabled === 'true' } })
    }
    if (route === 'DELETE wallet-image') {
      imageUrls.clear()
      return write(response, 'GET', { status: 200, json: {} })
    }
    return write(response, 'GET', { status: 404, json: failed('', `No control ${route}`) })
  }

  /** @type {Registry} */
  const registry = {
    get url() {
      return url
    },
    wallets,
    get log() {
      return log.slice()
    },
    clearLog() {
      log.length = 0
    },
    setWalletImageUrl(name, imageUrl) {
      if (imageUrl === undefined) imageUrls.delete(name)
      else imageUrls.set(name, imageUrl)
    },
    setAllowedOrigins(origins) {
      allowedOrigins = checkOrigins(origins ?? options.allowedOrigins ?? DEFAULT_ALLOWED_ORIGINS)
    },
    setAnalyticsEnabled(projectId, enabled) {
      if (enabled) analyticsOff.delete(projectId)
      else analyticsOff.add(projectId)
    },
    failNext(count, status = 503) {
      for (let i = 0; i < count; i++) faults.push({ status })
    },
    close: () => closeServer(server),
  }
  const port = await listen(server, {
    host,
    port: options.port ?? DEFAULT_REGISTRY_PORT,
    purpose: 'the wallet registry',
    portEnv: REGISTRY_PORT_ENV,
  })
  url = `http://${host}:${port}`
  return registry
}

/**
 * The registry as the devnet service `registry`. The dev wallet's entry links to the `devWallet` service when that
 * started first.
 * @param {{ port?: number | undefined, projectIds?: readonly string[] | undefined }} [options] port default: env
 *   DEVNET_REGISTRY_PORT, else 8791
 * @returns {import('../index.mjs').ServiceDefinition}
 */
export function registryService(options = {}) {
  return {
    key: 'registry',
    async start({ host, services }) {
      const devWalletUrl = services?.devWallet?.url
      const registry = await startRegistry({
        host,
        port: choosePort(options.port, REGISTRY_PORT_ENV, DEFAULT_REGISTRY_PORT),
        projectIds: options.projectIds,
        devWalletUrl,
      })
      return { name: 'Wallet registry', url: registry.url, stop: () => registry.close() }
    },
  }
}

/**
 * `sdk`: projectId, st and sv (as on getWallets); `project`: projectId alone (images, which a page may load with a
 * plain <img>, and the project settings). Each may come as a query parameter or as the hosted API's x-project-id /
 * x-sdk-type / x-sdk-version header.
 * @param {URLSearchParams} query
 * @param {http.IncomingHttpHeaders} headers
 * @param {Set<string>} projectIds
 * @param {'sdk' | 'project'} level
 * @returns {Reply | undefined} the refusal, if any
 */
function authorise(query, headers, projectIds, level) {
  const read = (/** @type {string} */ name, /** @type {string} */ header) => {
    const value = query.get(name) ?? headers[header]
    return typeof value === 'string' && value !== '' ? value : undefined
  }
  // The same answers as the devnet data API gives, in the hosted API's words.
  const projectId = read('projectId', 'x-project-id')
  if (!projectId) return { status: 401, json: failed('projectId', 'Project ID is required') }
  if (!projectIds.has(projectId)) return { status: 403, json: failed('projectId', `Invalid Project ID: ${projectId}`) }
  if (level === 'project') return undefined
  if (!read('st', 'x-sdk-type')) return { status: 400, json: failed('st', 'SDK type (st) is required') }
  if (!read('sv', 'x-sdk-version')) return { status: 400, json: failed('sv', 'SDK version (sv) is required') }
  return undefined
}

/**
 * An allowed-origins entry: an origin, or one with `*` standing for any part (`http://127.0.0.1:*`,
 * `https://*.example.com`, `*.example.com`). At most 100, none over 253 characters.
 * @param {readonly string[]} origins
 * @returns {string[]}
 */
function checkOrigins(origins) {
  if (origins.length > 100) throw new Error('At most 100 allowed origins')
  const bad = origins.find((origin) => origin.length > 253 || !ORIGIN_PATTERN.test(origin))
  if (bad !== undefined) throw new Error(`${bad.slice(0, 80)} is not an origin pattern (scheme://host[:port], * for any part)`)
  return [...origins]
}

/**
 * @param {() => Reply} fn
 * @returns {Reply}
 */
function safely(fn) {
  try {
    return fn()
  } catch (error) {
    if (error instanceof BadQuery) return { status: 400, json: failed(error.field, error.message) }
    throw error
  }
}

/**
 * The hosted API's error shape, as the devnet data API answers too.
 * @param {string} field
 * @param {string} description
 */
function failed(field, description) {
  return { status: 'FAILED', reasons: [{ field, description }] }
}

/** @param {string} segment */
function decode(segment) {
  try {
    return decodeURIComponent(segment)
  } catch {
    return ''
  }
}

/**
 * @param {http.ServerResponse} response
 * @param {string} method
 * @param {Reply} reply
 */
function write(response, method, reply) {
  const body = reply.svg ?? (reply.json === undefined ? '' : JSON.stringify(reply.json))
  response.writeHead(reply.status, {
    ...(reply.svg
      ? {
          'content-type': 'image/svg+xml',
          // The logos follow from the ids, so they may be cached; the sandbox keeps an SVG opened on its own inert.
          'cache-control': 'public, max-age=3600',
          'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        }
      : { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }),
    'content-length': String(Buffer.byteLength(body)),
    ...reply.headers,
  })
  response.end(method === 'HEAD' || reply.status === 204 ? undefined : body)
}
