// @ts-check
import { createServer } from 'node:http'
import { choosePort, closeServer, listen } from './listen.mjs'

export const DEFAULT_RPC_PROXY_PORT = 8810
export const RPC_PROXY_PORT_ENV = 'DEVNET_RPC_PROXY_PORT'
/** A JSON-RPC body is small; more is refused rather than buffered. */
const MAX_BODY_BYTES = 1024 * 1024
/** The longest delay a test may ask for: past the kit's 10 s timeout, so "slow" can also mean "times out". */
const MAX_DELAY_MS = 60_000

/** @typedef {{ mode: 'ok' | 'slow' | 'fail', delayMs: number }} ProxyMode */

/**
 * A second RPC URL for each local chain, in front of its anvil: `<url>/<chain id>` forwards JSON-RPC as it is, until
 * a test asks otherwise through `POST <url>/control` with `{ mode: 'ok' | 'slow' | 'fail', delayMs?, chainId? }`:
 * 'slow' answers after `delayMs` (default 3000), 'fail' answers HTTP 503. Without `chainId` the mode applies to
 * every chain. `GET <url>/control` tells the modes and how many calls each chain served, by method.
 * @param {{ host: string, port: number, chains: readonly import('./index.mjs').DevnetChain[] }} options
 */
export async function startRpcProxy({ host, port, chains }) {
  /** @type {Map<string, ProxyMode>} */
  const modes = new Map(chains.map((chain) => [String(chain.id), { mode: 'ok', delayMs: 0 }]))
  /** @type {Map<string, Record<string, number>>} */
  const served = new Map(chains.map((chain) => [String(chain.id), {}]))
  const upstream = new Map(chains.map((chain) => [String(chain.id), chain.rpcUrl]))
  /** @type {Set<() => void>} */
  const pending = new Set()

  const server = createServer(async (req, res) => {
    // The kit calls it from the playground's origin; the tests from Node.
    res.setHeader('access-control-allow-origin', '*')
    res.setHeader('access-control-allow-headers', 'content-type')
    res.setHeader('access-control-allow-methods', 'GET, POST, OPTIONS')
    if (req.method === 'OPTIONS') return void res.writeHead(204).end()
    const path = new URL(req.url ?? '/', 'http://proxy').pathname.replace(/\/+$/, '')
    try {
      if (path === '/control') return void (await control(req, res))
      const chainId = path.slice(1)
      const target = upstream.get(chainId)
      if (!target || req.method !== 'POST') return void json(res, 404, { error: `POST /<chain id>, one of ${[...upstream.keys()].join(', ')}` })
      const body = await readBody(req)
      count(chainId, body)
      const { mode, delayMs } = modes.get(chainId) ?? { mode: 'ok', delayMs: 0 }
      if (mode === 'slow') await wait(delayMs)
      if (mode === 'fail') return void json(res, 503, { error: 'the devnet RPC proxy was told to fail' })
      const answer = await fetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(await answer.text())
    } catch (error) {
      if (!res.headersSent) json(res, 502, { error: error instanceof Error ? error.message : String(error) })
    }
  })

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  async function control(req, res) {
    if (req.method === 'GET') return json(res, 200, { chains: Object.fromEntries([...modes].map(([id, mode]) => [id, { ...mode, served: served.get(id) }])) })
    if (req.method !== 'POST') return json(res, 405, { error: 'GET or POST' })
    /** @type {{ mode?: unknown, delayMs?: unknown, chainId?: unknown }} */
    const asked = JSON.parse((await readBody(req)) || '{}')
    const mode = asked.mode
    if (mode !== 'ok' && mode !== 'slow' && mode !== 'fail') return json(res, 400, { error: "mode must be 'ok', 'slow' or 'fail'" })
    const delayMs = asked.delayMs === undefined ? 3_000 : Number(asked.delayMs)
    if (!Number.isInteger(delayMs) || delayMs < 0 || delayMs > MAX_DELAY_MS) return json(res, 400, { error: `delayMs must be 0 to ${MAX_DELAY_MS}` })
    const ids = asked.chainId === undefined ? [...modes.keys()] : [String(asked.chainId)]
    if (ids.some((id) => !modes.has(id))) return json(res, 404, { error: `unknown chainId ${String(asked.chainId)}` })
    for (const id of ids) modes.set(id, { mode, delayMs: mode === 'slow' ? delayMs : 0 })
    // 'ok' also ends the waits already under way, so a test that restores the proxy leaves nothing hanging.
    if (mode === 'ok') for (const release of [...pending]) release()
    return json(res, 200, { chains: Object.fromEntries(ids.map((id) => [id, modes.get(id)])) })
  }

  /** @param {string} chainId @param {string} body */
  function count(chainId, body) {
    const tally = served.get(chainId) ?? {}
    try {
      const parsed = JSON.parse(body)
      for (const call of Array.isArray(parsed) ? parsed : [parsed]) {
        const method = typeof call?.method === 'string' ? call.method.slice(0, 64) : '?'
        tally[method] = (tally[method] ?? 0) + 1
      }
    } catch {
      tally['?'] = (tally['?'] ?? 0) + 1
    }
    served.set(chainId, tally)
  }

  /** @param {number} ms */
  function wait(ms) {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer)
        pending.delete(done)
        resolve(undefined)
      }
      const timer = setTimeout(done, ms)
      pending.add(done)
    })
  }

  const bound = await listen(server, { host, port, purpose: 'the devnet RPC proxy', portEnv: RPC_PROXY_PORT_ENV })
  const url = `http://${host}:${bound}`
  return {
    url,
    controlUrl: `${url}/control`,
    /** @param {number} chainId */
    urlFor: (chainId) => `${url}/${chainId}`,
    close: async () => {
      for (const release of [...pending]) release()
      await closeServer(server)
    },
  }
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {unknown} body
 */
function json(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
}

/** @param {import('node:http').IncomingMessage} req @returns {Promise<string>} */
function readBody(req) {
  return new Promise((resolve, reject) => {
    let size = 0
    /** @type {Buffer[]} */
    const chunks = []
    req.on('data', (/** @type {Buffer} */ chunk) => {
      size += chunk.length
      if (size > MAX_BODY_BYTES) {
        reject(new Error('body too large'))
        req.destroy()
      } else chunks.push(chunk)
    })
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

/**
 * The proxy as a devnet service (key `rpcProxy`), started once the chains run.
 * @param {{ port?: number | undefined }} [options] default: env DEVNET_RPC_PROXY_PORT, else 8810; 0 picks a free port
 * @returns {import('./index.mjs').ServiceDefinition}
 */
export function rpcProxyService(options = {}) {
  return {
    key: 'rpcProxy',
    async start({ host, chains }) {
      const proxy = await startRpcProxy({ host, port: choosePort(options.port, RPC_PROXY_PORT_ENV, DEFAULT_RPC_PROXY_PORT), chains })
      return {
        name: 'RPC proxy (second RPC URL)',
        url: proxy.url,
        rpcProxy: { url: proxy.url, controlUrl: proxy.controlUrl, urls: Object.fromEntries(chains.map((chain) => [chain.id, proxy.urlFor(chain.id)])) },
        stop: proxy.close,
      }
    },
  }
}
