// @ts-check
import { createReadStream } from 'node:fs'
import { realpath, stat } from 'node:fs/promises'
import http from 'node:http'
import path from 'node:path'

/** @type {Record<string, string>} */
const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.wasm': 'application/wasm',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
}

/**
 * Serves a built example from disk, the way a host's web server would, with no caching so a rebuild shows at once.
 * @param {{ root: string, host?: string, port?: number, headers?: Readonly<Record<string, string>> }} options
 *   `port` 0 picks a free port; `headers` go on every response (a Content-Security-Policy, say).
 * @returns {Promise<{ url: string, close(): Promise<void> }>}
 */
export async function serveStatic({ root, host = '127.0.0.1', port = 0, headers = {} }) {
  const rootReal = await realpath(path.resolve(root))
  // Checked now, so a malformed header fails the start instead of every request.
  const extra = Object.entries(headers)
  for (const [name, value] of extra) {
    http.validateHeaderName(name)
    http.validateHeaderValue(name, value)
  }
  const server = http.createServer((request, response) => {
    for (const [name, value] of extra) response.setHeader(name, value)
    handle(rootReal, request, response).catch(() => {
      if (!response.headersSent) send(response, 500, 'Internal error')
      else response.destroy()
    })
  })
  await new Promise((resolve, reject) => {
    server.once('error', (/** @type {NodeJS.ErrnoException} */ error) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`Cannot serve ${root}: ${host}:${port} is already in use by another program.`)
          : error,
      )
    })
    server.listen(port, host, () => resolve(undefined))
  })
  const address = /** @type {import('node:net').AddressInfo} */ (server.address())
  return {
    url: `http://${host}:${address.port}`,
    close: () =>
      new Promise((resolve) => {
        // Browsers keep connections alive; without this close() would wait for them to time out.
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/**
 * @param {string} root real path of the served folder
 * @param {http.IncomingMessage} request
 * @param {http.ServerResponse} response
 */
async function handle(root, request, response) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return send(response, 405, 'Method not allowed')
  const file = await resolveFile(root, request.url ?? '/')
  if (!file) return send(response, 404, 'Not found')
  response.writeHead(200, {
    'content-type': CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
    'content-length': String((await stat(file)).size),
    'cache-control': 'no-store',
  })
  if (request.method === 'HEAD') return response.end()
  createReadStream(file).pipe(response)
}

/**
 * Maps a request path to a file inside `root`, or undefined. Checked after decoding and after following symlinks,
 * so neither `%2e%2e/` nor a link can reach outside the served folder.
 * @param {string} root
 * @param {string} url
 * @returns {Promise<string | undefined>}
 */
async function resolveFile(root, url) {
  let pathname
  try {
    pathname = decodeURIComponent(new URL(url, 'http://localhost').pathname)
  } catch {
    return undefined
  }
  if (pathname.includes('\0')) return undefined
  const candidate = path.join(root, pathname)
  if (!isInside(root, candidate)) return undefined
  try {
    let real = await realpath(candidate)
    if ((await stat(real)).isDirectory()) real = await realpath(path.join(real, 'index.html'))
    if (!isInside(root, real) || !(await stat(real)).isFile()) return undefined
    return real
  } catch {
    return undefined
  }
}

/**
 * @param {string} root
 * @param {string} candidate
 */
function isInside(root, candidate) {
  return candidate === root || candidate.startsWith(root + path.sep)
}

/**
 * @param {http.ServerResponse} response
 * @param {number} status
 * @param {string} text
 */
function send(response, status, text) {
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(text)
}
