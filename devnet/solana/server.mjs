// @ts-check
import http from 'node:http'
import * as z from 'zod/mini'
import { WebSocketServer } from 'ws'
import { closeServer, listen } from '../listen.mjs'
import { SOLANA_DEVNET } from './cluster.mjs'
import { createLedger } from './ledger.mjs'
import { RpcError, createMethods } from './methods.mjs'
import { createSubscriptions } from './subscriptions.mjs'

const BODY_LIMIT = 1024 * 1024
const BATCH_LIMIT = 100
const PURPOSE = 'the Solana devnet cluster'

const Request = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.optional(z.union([z.string().check(z.maxLength(200)), z.number(), z.null()])),
  method: z.string().check(z.maxLength(200)),
  // Checked per method: a request with object params is well formed, its params are not (-32602).
  params: z.optional(z.unknown()),
})

/**
 * @param {unknown} id
 * @param {number} code
 * @param {string} message
 * @param {unknown} [data]
 */
const errorReply = (id, code, message, data) => ({
  jsonrpc: '2.0',
  id: id ?? null,
  error: { code, message, ...(data === undefined ? {} : { data }) },
})

/**
 * A Solana JSON-RPC server on loopback over one in-process LiteSVM, with the dev accounts funded. WebSocket
 * subscriptions are served on the HTTP port and on `wsPort` (web3.js 1.x derives port + 1 from an http URL).
 * @param {import('./service.mjs').StartSolanaClusterOptions} [options]
 * @returns {Promise<import('./service.mjs').SolanaCluster>}
 */
export async function startSolanaCluster(options = {}) {
  const host = options.host ?? '127.0.0.1'
  /** @type {ReturnType<typeof createSubscriptions> | undefined} */
  let subscriptions
  const ledger = createLedger({
    onSlot: (slot) => subscriptions?.slotAdvanced(slot),
    onLanded: (signature) => subscriptions?.landed(signature),
  })
  const live = createSubscriptions(ledger)
  subscriptions = live
  const methods = createMethods(ledger)

  /**
   * @param {unknown} message
   * @param {((text: string) => void) | undefined} socketSend only for WebSocket frames
   * @param {(() => void)[]} after what to run once the answer is out
   */
  const answerOne = (message, socketSend, after) => {
    const parsed = Request.safeParse(message)
    const id = typeof message === 'object' && message !== null && 'id' in message ? message.id : null
    if (!parsed.success) return errorReply(typeof id === 'string' || typeof id === 'number' ? id : null, -32600, 'Invalid request')
    const { method, params = [] } = parsed.data
    if (!Array.isArray(params)) return errorReply(parsed.data.id, -32602, 'Invalid params: an array is expected')
    try {
      if (socketSend) {
        const subscribed = live.handle(method, params, socketSend)
        if (subscribed) {
          if (subscribed.after) after.push(subscribed.after)
          return { jsonrpc: '2.0', id: parsed.data.id ?? null, result: subscribed.result }
        }
      }
      if (!Object.hasOwn(methods, method)) return errorReply(parsed.data.id, -32601, 'Method not found')
      const run = /** @type {(params: unknown[]) => unknown} */ (methods[method])
      return { jsonrpc: '2.0', id: parsed.data.id ?? null, result: run(params) }
    } catch (error) {
      if (error instanceof RpcError) return errorReply(parsed.data.id, error.code, error.message, error.data)
      const code = /** @type {{ code?: unknown }} */ (error).code
      if (code === -32602) return errorReply(parsed.data.id, -32602, /** @type {Error} */ (error).message)
      return errorReply(parsed.data.id, -32603, `Internal error: ${error instanceof Error ? error.message : String(error)}`)
    }
  }

  /**
   * @param {string} text
   * @param {((text: string) => void) | undefined} socketSend
   * @returns {{ body: unknown, after: (() => void)[] }}
   */
  const answer = (text, socketSend) => {
    /** @type {(() => void)[]} */
    const after = []
    /** @type {unknown} */
    let message
    try {
      message = JSON.parse(text)
    } catch {
      return { body: errorReply(null, -32700, 'Parse error'), after }
    }
    if (!Array.isArray(message)) return { body: answerOne(message, socketSend, after), after }
    if (message.length === 0 || message.length > BATCH_LIMIT) {
      return { body: errorReply(null, -32600, `Invalid request: a batch holds 1 to ${BATCH_LIMIT} calls`), after }
    }
    return { body: message.map((entry) => answerOne(entry, socketSend, after)), after }
  }

  const server = http.createServer((request, response) => {
    const reply = (/** @type {number} */ status, /** @type {unknown} */ body) =>
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'access-control-allow-origin': '*' }).end(JSON.stringify(body))
    if (request.method === 'OPTIONS') {
      response
        .writeHead(204, {
          'access-control-allow-origin': '*',
          'access-control-allow-methods': 'POST, GET, OPTIONS',
          'access-control-allow-headers': request.headers['access-control-request-headers'] ?? 'content-type',
        })
        .end()
      return
    }
    if (request.method === 'GET' && (request.url === '/health' || request.url === '/')) return reply(200, 'ok')
    if (request.method !== 'POST') return reply(405, errorReply(null, -32600, 'Invalid request: JSON-RPC is POSTed'))
    /** @type {Buffer[]} */
    const chunks = []
    let size = 0
    let refused = false
    request.on('data', (/** @type {Buffer} */ chunk) => {
      if (refused) return
      size += chunk.length
      if (size > BODY_LIMIT) {
        refused = true
        // Connection: close, so the rest of an oversize upload is not read.
        response.setHeader('connection', 'close')
        reply(413, errorReply(null, -32600, `Invalid request: the body is over ${BODY_LIMIT} bytes`))
        return
      }
      chunks.push(chunk)
    })
    request.on('error', () => response.destroy())
    request.on('end', () => {
      if (refused) return
      const { body } = answer(Buffer.concat(chunks).toString('utf8'), undefined)
      reply(200, body)
    })
  })

  const wss = new WebSocketServer({ noServer: true, maxPayload: BODY_LIMIT })
  wss.on('connection', (socket) => {
    const send = (/** @type {string} */ text) => {
      if (socket.readyState === socket.OPEN) socket.send(text)
    }
    socket.on('message', (data) => {
      const { body, after } = answer(data.toString(), send)
      send(JSON.stringify(body))
      for (const run of after) run()
    })
    socket.on('error', () => socket.terminate())
    socket.on('close', () => live.dropSocket(send))
  })
  /** @param {http.Server} target */
  const acceptSockets = (target) =>
    target.on('upgrade', (request, rawSocket, head) => wss.handleUpgrade(request, rawSocket, head, (socket) => wss.emit('connection', socket, request)))
  acceptSockets(server)
  const wsServer = http.createServer((_request, response) => response.writeHead(426, { 'content-type': 'text/plain' }).end('WebSocket only'))
  acceptSockets(wsServer)

  const port = await listen(server, { host, port: options.port ?? SOLANA_DEVNET.defaultPort, purpose: PURPOSE, portEnv: SOLANA_DEVNET.portEnv })
  let wsPort
  try {
    const wanted = options.wsPort ?? (options.port === 0 ? 0 : port + 1)
    wsPort = await listen(wsServer, { host, port: wanted, purpose: `${PURPOSE}'s WebSocket port`, portEnv: SOLANA_DEVNET.portEnv })
  } catch (error) {
    await closeServer(server)
    throw error
  }

  return {
    rpcUrl: `http://${host}:${port}`,
    wsUrl: `ws://${host}:${wsPort}`,
    caipNetworkId: SOLANA_DEVNET.caipNetworkId,
    async close() {
      for (const socket of wss.clients) socket.terminate()
      wss.close()
      await Promise.all([closeServer(server), closeServer(wsServer)])
    },
  }
}
