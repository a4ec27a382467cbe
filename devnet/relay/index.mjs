// @ts-check
import http from 'node:http'
import { WebSocketServer, WebSocket } from 'ws'
import { DEVNET_HOST } from '../chains.mjs'
import { choosePort, closeServer, listen } from '../listen.mjs'
import { createHandlers, subscriptionData } from './handlers.mjs'
import { createMessageStore } from './message-store.mjs'
import { createSubscriptions } from './subscriptions.mjs'

/** @typedef {import('./index.mjs').Relay} Relay */
/** @typedef {import('./index.mjs').RelayLogEntry} RelayLogEntry */
/** @typedef {import('./index.mjs').StartRelayOptions} StartRelayOptions */
/** @typedef {import('./subscriptions.mjs').Connection} Connection */
/** @typedef {import('./message-store.mjs').MessageRecord} MessageRecord */

export const DEFAULT_RELAY_PORT = 8792
export const RELAY_PORT_ENV = 'DEVNET_RELAY_PORT'
const PURPOSE = 'the WalletConnect relay'
const LOG_LIMIT = 5_000
const CONTROL_PREFIX = '/__devnet/'

/**
 * A WalletConnect relay on loopback: what `@walletconnect/core` 2.25 needs to pair and talk with no internet.
 * It trusts every client (the auth JWT is read, not verified: its `iss` is the client id).
 * @param {StartRelayOptions} [options]
 * @returns {Promise<Relay>}
 */
export async function startRelay(options = {}) {
  const host = options.host ?? DEVNET_HOST
  const now = options.now ?? Date.now
  const store = createMessageStore({ now })
  const subscriptions = createSubscriptions()
  /** @type {Map<Connection, WebSocket>} */
  const sockets = new Map()
  /** Pushes waiting for the client's `{ result: true }`, by the push's JSON-RPC id. */
  /** @type {Map<number, { record: MessageRecord, connection: Connection }>} */
  const awaitingAck = new Map()
  /** @type {RelayLogEntry[]} */
  const log = []
  let nextPushId = Date.now() * 1000
  let nextConnectionId = 1
  let dropped = false

  const handlers = createHandlers({
    store,
    subscriptions,
    deliver(connection, subscriptionId, record) {
      const socket = sockets.get(connection)
      if (!socket || socket.readyState !== WebSocket.OPEN) return
      const id = nextPushId++
      store.markInFlight(record, connection.clientId, connection)
      awaitingAck.set(id, { record, connection })
      const params = { id: subscriptionId, data: subscriptionData(record) }
      socket.send(JSON.stringify({ id, jsonrpc: '2.0', method: 'irn_subscription', params }))
    },
  })

  /**
   * @param {Connection} connection
   * @param {WebSocket} socket
   * @param {string} text
   */
  const onFrame = (connection, socket, text) => {
    /** @type {{ id?: unknown, method?: unknown, params?: unknown, result?: unknown, error?: unknown }} */
    let frame
    try {
      frame = JSON.parse(text)
    } catch {
      socket.send(JSON.stringify({ id: null, jsonrpc: '2.0', error: { code: -32700, message: 'Parse error' } }))
      return
    }
    if (typeof frame !== 'object' || frame === null) return
    if (typeof frame.method !== 'string') {
      // The client's answer to a push: from now on that message counts as delivered to it.
      const pending = typeof frame.id === 'number' ? awaitingAck.get(frame.id) : undefined
      // An error answer counts too: the client has seen the message, and sending it again would not help.
      if (pending && pending.connection === connection) {
        awaitingAck.delete(/** @type {number} */ (frame.id))
        store.markAcked(pending.record, connection.clientId)
      }
      return
    }
    log.push({ at: now(), clientId: connection.clientId, method: frame.method, params: frame.params })
    if (log.length > LOG_LIMIT) log.splice(0, log.length - LOG_LIMIT)
    /** @type {import('./handlers.mjs').Outcome} */
    let outcome
    try {
      outcome = handlers.handle(connection, frame.method, frame.params)
    } catch (error) {
      outcome = { error: { code: -32603, message: error instanceof Error ? error.message : 'Internal error' } }
    }
    const reply = 'error' in outcome ? { error: outcome.error } : { result: outcome.result }
    socket.send(JSON.stringify({ id: frame.id ?? null, jsonrpc: '2.0', ...reply }))
    if ('result' in outcome) for (const topic of outcome.flush ?? []) handlers.flush(connection, topic)
  }

  const wss = new WebSocketServer({ noServer: true })
  const server = http.createServer((request, response) => {
    handleHttp(request, response, relay).catch(() => {
      if (!response.headersSent) response.writeHead(500).end()
    })
  })
  server.on('upgrade', (request, rawSocket, head) => {
    const refuse = (/** @type {number} */ status, /** @type {string} */ reason) => {
      rawSocket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`)
    }
    // What a client sees when the network is gone: it keeps retrying until resume().
    if (dropped) return refuse(503, 'Service Unavailable')
    const clientId = clientIdFrom(request.url ?? '/')
    if (!clientId) return refuse(401, 'Unauthorized')
    wss.handleUpgrade(request, rawSocket, head, (socket) => {
      /** @type {Connection} */
      const connection = { id: nextConnectionId++, clientId }
      sockets.set(connection, socket)
      socket.on('message', (data) => onFrame(connection, socket, data.toString()))
      socket.on('error', () => socket.terminate())
      socket.on('close', () => {
        sockets.delete(connection)
        subscriptions.removeConnection(connection)
        for (const [id, pending] of awaitingAck) if (pending.connection === connection) awaitingAck.delete(id)
        store.releaseConnection(connection)
      })
    })
  })

  const closeSockets = async () => {
    const closing = [...sockets.values()].map(
      (socket) => new Promise((resolve) => {
        if (socket.readyState === WebSocket.CLOSED) return resolve(undefined)
        socket.once('close', resolve)
        socket.terminate()
      }),
    )
    await Promise.all(closing)
  }

  let url = ''
  /** @type {Relay} */
  const relay = {
    get url() {
      return url
    },
    get dropped() {
      return dropped
    },
    get connections() {
      return sockets.size
    },
    get log() {
      return log.slice()
    },
    clearLog() {
      log.length = 0
    },
    messages: (topic) => store.list(topic),
    broadcast(text) {
      let sent = 0
      for (const socket of sockets.values()) {
        if (socket.readyState !== WebSocket.OPEN) continue
        socket.send(text)
        sent++
      }
      return sent
    },
    async drop() {
      dropped = true
      await closeSockets()
    },
    resume() {
      dropped = false
    },
    async close() {
      dropped = true
      await closeSockets()
      wss.close()
      await closeServer(server)
    },
  }

  const port = await listen(server, {
    host,
    port: options.port ?? DEFAULT_RELAY_PORT,
    purpose: PURPOSE,
    portEnv: RELAY_PORT_ENV,
  })
  url = `ws://${host}:${port}`
  return relay
}

/**
 * The relay as a devnet service (key `relay`).
 * @param {{ port?: number | undefined }} [options] default: env DEVNET_RELAY_PORT, else 8792
 * @returns {import('../index.mjs').ServiceDefinition}
 */
export function relayService(options = {}) {
  return {
    key: 'relay',
    async start({ host }) {
      const relay = await startRelay({ host, port: choosePort(options.port, RELAY_PORT_ENV, DEFAULT_RELAY_PORT) })
      return { name: 'WalletConnect relay', url: relay.url, stop: () => relay.close() }
    },
  }
}

/**
 * The client id is the `iss` of the auth JWT in the connection URL (a did:key of the client's Ed25519 key).
 * @param {string} url
 * @returns {string | undefined}
 */
export function clientIdFrom(url) {
  const auth = new URL(url, 'http://relay').searchParams.get('auth')
  const payload = auth?.split('.')[1]
  if (!payload) return undefined
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
    return typeof claims?.iss === 'string' && claims.iss !== '' ? claims.iss : undefined
  } catch {
    return undefined
  }
}

/**
 * Plain HTTP on the relay's port: a health answer, and controls for tests that run in another process
 * (a Playwright worker has no handle on the relay object).
 * @param {http.IncomingMessage} request
 * @param {http.ServerResponse} response
 * @param {Relay} relay
 */
async function handleHttp(request, response, relay) {
  const { pathname } = new URL(request.url ?? '/', 'http://relay')
  const json = (/** @type {number} */ status, /** @type {unknown} */ body) =>
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }).end(JSON.stringify(body))
  if (!pathname.startsWith(CONTROL_PREFIX)) {
    if (request.method === 'GET' && pathname === '/') {
      return json(200, { relay: 'tessera-devnet', dropped: relay.dropped, connections: relay.connections })
    }
    return json(404, { message: 'Not found' })
  }
  const route = `${request.method} ${pathname.slice(CONTROL_PREFIX.length)}`
  switch (route) {
    case 'POST drop':
      await relay.drop()
      return json(200, { dropped: true })
    case 'POST resume':
      relay.resume()
      return json(200, { dropped: false })
    case 'GET log':
      return json(200, relay.log)
    case 'POST broadcast': {
      // The body goes out as it is: tests use it to play a hostile or broken relay (`null`, a bare number, junk).
      const text = await readBody(request)
      return json(200, { sent: relay.broadcast(text) })
    }
    case 'DELETE log':
      relay.clearLog()
      return json(200, [])
    default:
      return json(404, { message: `No control ${route}` })
  }
}

const BODY_LIMIT = 64 * 1024

/**
 * @param {http.IncomingMessage} request
 * @returns {Promise<string>}
 */
async function readBody(request) {
  let text = ''
  for await (const chunk of request) {
    text += chunk.toString()
    if (text.length > BODY_LIMIT) throw new Error('The body is too large')
  }
  return text
}
