// @ts-check
import http from 'node:http'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { DEVNET_HOST } from '../chains.mjs'
import { choosePort, closeServer, listen } from '../listen.mjs'
import { PAGE_HEADERS, renderIndex, renderMailbox } from './page.mjs'
import { createMailStore } from './store.mjs'

/** @typedef {import('./index.mjs').Mail} Mail */
/** @typedef {import('./index.mjs').StartMailOptions} StartMailOptions */

export const DEFAULT_MAIL_SMTP_PORT = 8796
export const DEFAULT_MAIL_PORT = 8797
export const MAIL_SMTP_PORT_ENV = 'DEVNET_MAIL_SMTP_PORT'
export const MAIL_PORT_ENV = 'DEVNET_MAIL_PORT'
/** Largest message the catch-all takes (SMTP SIZE); a bigger one is refused with 552. */
export const MESSAGE_SIZE_LIMIT = 512 * 1024
const RECIPIENTS_LIMIT = 20
const ADDRESS_LIMIT = 254

/**
 * An SMTP catch-all on loopback: it takes mail for any address, keeps it in memory, and shows it on a mailbox page
 * (`/`, `/mailbox/{address}`) and as JSON for tests (`/inbox/{address}`).
 * @param {StartMailOptions} [options]
 * @returns {Promise<Mail>}
 */
export async function startMail(options = {}) {
  const host = options.host ?? DEVNET_HOST
  const store = createMailStore({ now: options.now })

  const smtp = new SMTPServer({
    // Loopback only, no accounts: anyone on this machine may send, as a local catch-all should allow.
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    banner: 'Tessera devnet mail catch-all',
    size: MESSAGE_SIZE_LIMIT,
    rejectOversized: true,
    maxRecipients: RECIPIENTS_LIMIT,
    maxClients: 100,
    socketTimeout: 30_000,
    closeTimeout: 1_000,
    disableReverseLookup: true,
    onRcptTo(address, _session, callback) {
      if (address.address.length > ADDRESS_LIMIT) return callback(smtpError(553, 'Recipient address too long'))
      callback()
    },
    onData(stream, session, callback) {
      collect(stream)
        .then(async (raw) => {
          if (stream.sizeExceeded || raw === undefined) return callback(smtpError(552, 'Message exceeds fixed maximum message size'))
          const parsed = await simpleParser(raw, { skipHtmlToText: false, skipImageLinks: true, skipTextLinks: true })
          store.deliver({
            recipients: session.envelope.rcptTo.map((recipient) => recipient.address),
            from: parsed.from?.text ?? (session.envelope.mailFrom ? session.envelope.mailFrom.address : ''),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
          })
          callback()
        })
        .catch(() => callback(smtpError(451, 'Could not read the message')))
    },
  })
  // A client that hangs up mid-command is its own problem, not a reason to stop the catch-all.
  smtp.on('error', () => {})

  const server = http.createServer((request, response) => {
    const target = new URL(request.url ?? '/', 'http://mail')
    const method = request.method ?? 'GET'
    const reply = answer(method, target.pathname)
    response.writeHead(reply.status, { ...reply.headers, 'content-length': String(Buffer.byteLength(reply.body)) })
    response.end(method === 'HEAD' ? undefined : reply.body)
  })

  /**
   * @param {string} method
   * @param {string} path
   * @returns {{ status: number, headers: Record<string, string>, body: string }}
   */
  const answer = (method, path) => {
    const json = (/** @type {number} */ status, /** @type {unknown} */ value) => ({
      status,
      headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
      body: JSON.stringify(value),
    })
    const inbox = /^\/inbox\/([^/]+)$/.exec(path)
    const mailbox = /^\/mailbox\/([^/]+)$/.exec(path)
    const address = decodeAddress((inbox ?? mailbox)?.[1])
    if ((inbox || mailbox) && address === undefined) return json(400, { error: 'Not an email address' })
    if (inbox && address !== undefined) {
      if (method === 'GET' || method === 'HEAD') return json(200, store.messages(address))
      if (method === 'DELETE') return json(200, { deleted: store.clear(address) })
      return { ...json(405, { error: `${method} is not allowed` }), headers: { allow: 'GET, DELETE' } }
    }
    if (method !== 'GET' && method !== 'HEAD') return json(405, { error: `${method} is not allowed` })
    if (mailbox && address !== undefined) return { status: 200, headers: { ...PAGE_HEADERS }, body: renderMailbox(address, store.messages(address)) }
    if (path === '/') return { status: 200, headers: { ...PAGE_HEADERS }, body: renderIndex(store.mailboxes()) }
    return json(404, { error: 'Not found' })
  }

  const smtpPort = await listen(smtp.server, {
    host,
    port: options.smtpPort ?? DEFAULT_MAIL_SMTP_PORT,
    purpose: 'the mail catch-all (SMTP)',
    portEnv: MAIL_SMTP_PORT_ENV,
  })
  let port
  try {
    port = await listen(server, { host, port: options.port ?? DEFAULT_MAIL_PORT, purpose: 'the mailbox page', portEnv: MAIL_PORT_ENV })
  } catch (error) {
    await closeSmtp(smtp)
    throw error
  }
  return {
    url: `http://${host}:${port}`,
    smtpHost: host,
    smtpPort,
    messages: (address) => store.messages(address),
    clear: (address) => store.clear(address),
    close: async () => {
      await Promise.all([closeServer(server), closeSmtp(smtp)])
    },
  }
}

/**
 * The catch-all as the devnet service `mail`. `smtp()` tells a service started after it (the auth service) where to
 * send.
 * @param {{ port?: number | undefined, smtpPort?: number | undefined }} [options]
 */
export function mailService(options = {}) {
  /** @type {{ host: string, port: number } | undefined} */
  let started
  /** @type {import('../index.mjs').ServiceDefinition & { smtp(): { host: string, port: number } | undefined }} */
  const definition = {
    key: 'mail',
    smtp: () => started,
    async start({ host }) {
      const mail = await startMail({
        host,
        port: choosePort(options.port, MAIL_PORT_ENV, DEFAULT_MAIL_PORT),
        smtpPort: choosePort(options.smtpPort, MAIL_SMTP_PORT_ENV, DEFAULT_MAIL_SMTP_PORT),
      })
      started = { host: mail.smtpHost, port: mail.smtpPort }
      return {
        name: 'Mailbox',
        url: mail.url,
        mail: { url: mail.url, smtpPort: mail.smtpPort },
        stop: () => mail.close(),
      }
    },
  }
  return definition
}

/**
 * The message, or undefined once it passes the size limit (the rest is read and dropped, so the client gets its
 * answer).
 * @param {import('node:stream').Readable} stream
 * @returns {Promise<Buffer | undefined>}
 */
async function collect(stream) {
  /** @type {Buffer[]} */
  const chunks = []
  let size = 0
  for await (const chunk of stream) {
    size += chunk.length
    if (size <= MESSAGE_SIZE_LIMIT) chunks.push(chunk)
  }
  return size <= MESSAGE_SIZE_LIMIT ? Buffer.concat(chunks) : undefined
}

/**
 * @param {string | undefined} segment
 * @returns {string | undefined}
 */
function decodeAddress(segment) {
  if (segment === undefined) return undefined
  try {
    const address = decodeURIComponent(segment).trim()
    return address.length > 0 && address.length <= ADDRESS_LIMIT && address.includes('@') ? address : undefined
  } catch {
    return undefined
  }
}

/**
 * @param {number} responseCode
 * @param {string} message
 */
function smtpError(responseCode, message) {
  return Object.assign(new Error(message), { responseCode })
}

/** @param {SMTPServer} smtp */
function closeSmtp(smtp) {
  return new Promise((resolve) => {
    if (!smtp.server.listening) return resolve(undefined)
    smtp.close(() => resolve(undefined))
  })
}
