// @ts-check
import { readFile } from 'node:fs/promises'
import http from 'node:http'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import { DEVNET_HOST } from '../chains.mjs'
import { SOLANA_DEVNET } from '../solana/cluster.mjs'
import { choosePort, closeServer, listen } from '../listen.mjs'
import { lazyBundle } from '../page-bundle.mjs'
import { DEFAULT_REGISTRY_PORT } from '../registry/index.mjs'
import { DEFAULT_ANCESTOR_ORIGINS, cspSource, isAllowedOrigin } from './origins.mjs'

/** @typedef {import('./index.mjs').StartFrameOptions} StartFrameOptions */
/** @typedef {import('./index.mjs').SecureFrame} SecureFrame */
/** @typedef {import('./index.mjs').FrameConfig} FrameConfig */

export const DEFAULT_FRAME_PORT = 8798
export const FRAME_PORT_ENV = 'DEVNET_FRAME_PORT'
export const FRAME_VERSION = '1'
const PAGE_DIR = fileURLToPath(new URL('./page/', import.meta.url))
const ENTRIES = { app: fileURLToPath(new URL('./page/app.mjs', import.meta.url)), refused: fileURLToPath(new URL('./page/refused.mjs', import.meta.url)) }
const ProjectId = z.string().regex(/^[A-Za-z0-9_.-]{1,128}$/)
const AllowedOrigins = z.object({ allowedOrigins: z.array(z.string().max(253)).max(100) })

/**
 * The embedded wallet's secure frame: a page on its own origin that a kit embeds hidden, which holds the visitor's
 * keys and signs in through the auth service. Its script is bundled on first request and kept in memory.
 * @param {StartFrameOptions} options
 * @returns {Promise<SecureFrame>}
 */
export async function startFrame(options) {
  const host = options.host ?? DEVNET_HOST
  const registryUrl = options.registryUrl ?? `http://${host}:${DEFAULT_REGISTRY_PORT}`
  const authUrl = () => (typeof options.authUrl === 'function' ? options.authUrl() : options.authUrl)
  const loadBundle = lazyBundle(PAGE_DIR, ENTRIES)
  const solanaClusters = (options.solanaClusters ?? []).map(({ id, rpcUrl }) => ({ id, rpcUrl }))
  // A chain with a bundler gets smart accounts (spec §1); one without has the EOA only.
  const chains = options.chains.map(({ id, name, rpcUrl }) => {
    const bundlerUrl = options.bundlerUrls?.[id]
    return bundlerUrl === undefined ? { id, name, rpcUrl } : { id, name, rpcUrl, bundlerUrl }
  })

  /**
   * The project's allowed origins (the registry's `projects/v1/origins`) and spec §6's defaults; undefined for a
   * project the registry does not know.
   * @param {string} projectId
   * @returns {Promise<string[] | undefined>}
   */
  const allowedOrigins = async (projectId) => {
    const response = await fetch(`${registryUrl}/projects/v1/origins?projectId=${encodeURIComponent(projectId)}`, { signal: AbortSignal.timeout(5_000) })
    if (response.status === 401 || response.status === 403) return undefined
    if (!response.ok) throw new Error(`The registry answered ${response.status}`)
    return [...new Set([...AllowedOrigins.parse(await response.json()).allowedOrigins, ...DEFAULT_ANCESTOR_ORIGINS])]
  }

  const connectSources = () =>
    [...new Set([authUrl(), ...chains.flatMap((chain) => [chain.rpcUrl, chain.bundlerUrl]), ...solanaClusters.map((cluster) => cluster.rpcUrl)].filter((url) => url !== undefined).map((url) => new URL(url).origin))].join(' ')
  /** @param {string} ancestors */
  const csp = (ancestors) =>
    ["default-src 'none'", "script-src 'self'", `connect-src 'self' ${connectSources()}`, "base-uri 'none'", "form-action 'none'", `frame-ancestors ${ancestors}`].join('; ')

  const server = http.createServer((request, response) => {
    const target = new URL(request.url ?? '/', 'http://frame')
    /**
     * @param {number} status
     * @param {string} type
     * @param {string} body
     * @param {Record<string, string>} [headers]
     */
    const send = (status, type, body, headers = {}) =>
      response
        .writeHead(status, {
          'content-type': type,
          'cache-control': 'no-store',
          'x-content-type-options': 'nosniff',
          'referrer-policy': 'no-referrer',
          'content-security-policy': csp("'none'"),
          ...headers,
        })
        .end(request.method === 'HEAD' ? undefined : body)
    const text = 'text/plain; charset=utf-8'
    if (request.method !== 'GET' && request.method !== 'HEAD') return send(405, text, 'Method not allowed', { allow: 'GET, HEAD' })
    const fail = (/** @type {unknown} */ error) => send(502, text, `The frame could not start: ${error instanceof Error ? error.message : String(error)}`)

    if (target.pathname === '/' || target.pathname === '/index.html') {
      const projectId = ProjectId.safeParse(target.searchParams.get('projectId'))
      if (!projectId.success) return send(400, text, 'projectId is required')
      // A parent the project does not allow gets a page that can only say so (spec §8): the browser tells us who
      // embeds us in Referer; without one, the CSP alone keeps the frame out of a page not listed.
      const referrer = parentOrigin(request.headers.referer)
      Promise.all([allowedOrigins(projectId.data), readFile(`${PAGE_DIR}index.html`, 'utf8')]).then(([origins, html]) => {
        const refused = origins === undefined || (referrer !== undefined && !isAllowedOrigin(referrer, origins))
        if (refused) return send(200, 'text/html; charset=utf-8', html.replace('/app.js', '/refused.js'), { 'content-security-policy': csp('*') })
        const ancestors = origins.map(cspSource).filter((source) => source !== undefined)
        send(200, 'text/html; charset=utf-8', html, { 'content-security-policy': csp(ancestors.length > 0 ? ancestors.join(' ') : "'none'") })
      }, fail)
      return
    }
    if (target.pathname === '/config.json') {
      const projectId = ProjectId.safeParse(target.searchParams.get('projectId'))
      if (!projectId.success) return send(400, 'application/json', JSON.stringify({ error: { code: 'INVALID_PROJECT_ID', message: 'Invalid Project ID' } }))
      allowedOrigins(projectId.data).then((origins) => {
        if (origins === undefined) return send(403, 'application/json', JSON.stringify({ error: { code: 'INVALID_PROJECT_ID', message: 'Invalid Project ID' } }))
        /** @type {FrameConfig} */
        const config = { version: FRAME_VERSION, authUrl: authUrl() ?? '', allowedOrigins: origins, chains, solanaClusters }
        send(200, 'application/json', JSON.stringify(config))
      }, fail)
      return
    }
    if (target.pathname === '/app.js' || target.pathname === '/refused.js' || target.pathname.startsWith('/chunks/')) {
      loadBundle().then((files) => {
        const code = files.get(target.pathname.slice(1))
        if (code === undefined) send(404, text, 'Not found')
        else send(200, 'text/javascript; charset=utf-8', code)
      }, fail)
      return
    }
    send(404, text, 'Not found')
  })
  const port = await listen(server, { host, port: options.port ?? DEFAULT_FRAME_PORT, purpose: 'the secure frame', portEnv: FRAME_PORT_ENV })
  return {
    url: `http://${host}:${port}`,
    build: async () => {
      await loadBundle()
    },
    close: () => closeServer(server),
  }
}

/**
 * @param {string | undefined} referer
 * @returns {string | undefined}
 */
function parentOrigin(referer) {
  if (referer === undefined || referer.length > 2048) return undefined
  try {
    const origin = new URL(referer).origin
    return origin === 'null' ? undefined : origin
  } catch {
    return undefined
  }
}

/**
 * The frame as the devnet service `frame`. It listens before the auth service starts (which admits only the frame's
 * origin), so `origin()` is known then; the auth service's URL comes later through `authUrl`.
 * @param {{ port?: number | undefined, authUrl: () => string | undefined }} options
 * @returns {import('../index.mjs').ServiceDefinition & { origin(): string | undefined }}
 */
export function frameService(options) {
  /** @type {string | undefined} */
  let origin
  return {
    key: 'frame',
    origin: () => origin,
    async start({ host, chains, services }) {
      const frame = await startFrame({
        host,
        port: choosePort(options.port, FRAME_PORT_ENV, DEFAULT_FRAME_PORT),
        authUrl: options.authUrl,
        registryUrl: services?.registry?.url,
        chains,
        solanaClusters: services?.solana ? [{ id: SOLANA_DEVNET.caipNetworkId, rpcUrl: services.solana.url }] : [],
        bundlerUrls: services?.bundler ? Object.fromEntries(chains.map((chain) => [chain.id, `${services.bundler?.url}/${chain.id}`])) : {},
      })
      origin = frame.url
      return { name: 'Secure frame (embedded wallet)', url: frame.url, frame: { url: frame.url }, stop: () => frame.close() }
    },
  }
}
