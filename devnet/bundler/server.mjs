// @ts-check
import http from 'node:http'
import * as z from 'zod/mini'
import { closeServer, listen } from '../listen.mjs'
import { createChainBundler } from './methods.mjs'
import { BundlerError } from './user-operation.mjs'

export const BUNDLER_PORT_ENV = 'DEVNET_BUNDLER_PORT'
export const DEFAULT_BUNDLER_PORT = 8800
const BODY_LIMIT = 256 * 1024
const BATCH_LIMIT = 20
const PURPOSE = 'the ERC-4337 bundler'

const Request = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.optional(z.union([z.string().check(z.maxLength(200)), z.number(), z.null()])),
  method: z.string().check(z.maxLength(100)),
  params: z.optional(z.unknown()),
})

/**
 * @param {unknown} id
 * @param {number} code
 * @param {string} message
 * @param {unknown} [data]
 */
const failure = (id, code, message, data) => ({ jsonrpc: '2.0', id: id ?? null, error: { code, message, ...(data === undefined ? {} : { data }) } })

/**
 * The request's body as text, or undefined once it passes BODY_LIMIT (the rest is left unread).
 * @param {http.IncomingMessage} request
 * @returns {Promise<string | undefined>}
 */
async function bodyWithinLimit(request) {
  /** @type {Buffer[]} */
  const parts = []
  let received = 0
  for await (const part of request) {
    received += part.length
    if (received > BODY_LIMIT) return undefined
    parts.push(part)
  }
  return Buffer.concat(parts).toString('utf8')
}

/**
 * The devnet's bundler: one JSON-RPC endpoint a chain, at `/<chain id>` (http://127.0.0.1:8800/31337), so a
 * bundler client is pointed at a chain by its URL alone, as with hosted bundlers.
 * @param {{ host: string, port: number, chains: readonly { id: number, rpcUrl: string }[] }} options
 * @returns {Promise<{ url: string, urls: Record<number, string>, close(): Promise<void> }>}
 */
export async function startBundler({ host, port, chains }) {
  const bundlers = new Map(chains.map((chain) => [String(chain.id), createChainBundler(chain)]))

  /**
   * @param {Record<string, (params: unknown[]) => Promise<unknown>>} methods
   * @param {unknown} message
   */
  const answerOne = async (methods, message) => {
    const parsed = Request.safeParse(message)
    if (!parsed.success) {
      const id = typeof message === 'object' && message !== null && 'id' in message ? message.id : null
      return failure(typeof id === 'string' || typeof id === 'number' ? id : null, -32600, 'Invalid request')
    }
    const { id, method, params = [] } = parsed.data
    if (!Array.isArray(params) || params.length > 3) return failure(id, -32602, 'Invalid params: an array of at most 3 is expected')
    if (!Object.hasOwn(methods, method)) return failure(id, -32601, `Method not found: ${method}`)
    try {
      const run = /** @type {(params: unknown[]) => Promise<unknown>} */ (methods[method])
      return { jsonrpc: '2.0', id: id ?? null, result: await run(params) }
    } catch (error) {
      if (error instanceof BundlerError) return failure(id, error.code, error.message, error.data)
      return failure(id, -32603, `Internal error: ${error instanceof Error ? error.message : String(error)}`)
    }
  }

  /**
   * @param {Record<string, (params: unknown[]) => Promise<unknown>>} methods
   * @param {string} text
   */
  const answer = async (methods, text) => {
    /** @type {unknown} */
    let message
    try {
      message = JSON.parse(text)
    } catch {
      return failure(null, -32700, 'Parse error')
    }
    if (!Array.isArray(message)) return answerOne(methods, message)
    if (message.length === 0 || message.length > BATCH_LIMIT) {
      return failure(null, -32600, `Invalid request: a batch holds 1 to ${BATCH_LIMIT} calls`)
    }
    return Promise.all(message.map((entry) => answerOne(methods, entry)))
  }

  const server = http.createServer((request, response) => {
    const reply = (/** @type {number} */ status, /** @type {unknown} */ body) =>
      response
        .writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'access-control-allow-origin': '*' })
        .end(JSON.stringify(body))
    if (request.method === 'OPTIONS') {
      response
        .writeHead(204, {
          'access-control-allow-origin': '*',
          'access-control-allow-methods': 'POST, GET, OPTIONS',
          'access-control-allow-headers': 'content-type',
        })
        .end()
      return
    }
    const path = (request.url ?? '/').split('?')[0] ?? '/'
    if (request.method === 'GET' && path === '/') return reply(200, { chains: Object.fromEntries([...bundlers.keys()].map((id) => [id, `/${id}`])) })
    const methods = bundlers.get(path.slice(1))
    if (!methods) return reply(404, failure(null, -32600, `No bundler at ${path.slice(0, 100)}: use /<chain id>, one of ${[...bundlers.keys()].join(', ')}`))
    if (request.method !== 'POST') return reply(405, failure(null, -32600, 'Invalid request: JSON-RPC is POSTed'))
    bodyWithinLimit(request)
      .then(async (text) => {
        if (text === undefined) {
          // Connection: close, so the rest of an oversize upload is not read.
          response.setHeader('connection', 'close')
          return reply(413, failure(null, -32600, `Invalid request: the body is over ${BODY_LIMIT} bytes`))
        }
        reply(200, await answer(methods, text))
      })
      // A client gone mid-upload, or an answer that cannot be sent: only this request ends.
      .catch(() => response.destroy())
  })

  const boundPort = await listen(server, { host, port, purpose: PURPOSE, portEnv: BUNDLER_PORT_ENV })
  const url = `http://${host}:${boundPort}`
  return {
    url,
    urls: Object.fromEntries(chains.map((chain) => [chain.id, `${url}/${chain.id}`])),
    close: () => closeServer(server),
  }
}
