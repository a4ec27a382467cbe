// @ts-check
import { randomBytes } from 'node:crypto'
import { z } from 'zod'
import { ApiError } from '../http.mjs'
import { parseSignInMessage } from './parse-message.mjs'
import { verifySignature } from './verify-signature.mjs'

/** A nonce is good for this long after it is issued, and once. */
export const NONCE_TTL_MS = 10 * 60 * 1000
/** A message issued further from the server's clock than this is refused (clock skew, or a replay). */
export const ISSUED_AT_SKEW_MS = 5 * 60 * 1000
const MAX_NONCES = 10_000
const MAX_ACCOUNTS = 10_000
const MAX_SESSIONS_PER_ACCOUNT = 32
const BLOCKCHAINS = /** @type {Record<string, string>} */ ({ eip155: 'Ethereum', solana: 'Solana' })
const NONCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

const text = (/** @type {number} */ max) => z.string().max(max)
export const SessionBody = z.object({
  data: z.object({
    chainId: text(100),
    accountAddress: text(128),
    domain: text(255),
    uri: text(2048),
    version: z.literal('1'),
    nonce: z.string().regex(/^[a-zA-Z0-9]{8,128}$/),
    issuedAt: text(64),
    statement: text(1024).optional(),
    expirationTime: text(64).optional(),
    notBefore: text(64).optional(),
    requestId: text(256).optional(),
    resources: z.array(text(2048)).max(32).optional(),
  }),
  message: text(8192),
  signature: text(16_384),
  cacao: z.record(z.string(), z.unknown()).optional(),
})
/** @typedef {z.infer<typeof SessionBody>} Session */

export const RevokeBody = z.object({ pci: text(128).optional(), signature: text(16_384) })

/**
 * The account a session path names: `namespace:reference:address` (CAIP-10), eip155 or solana.
 * @param {string} id
 */
export function parseAccountId(id) {
  const match = /^(eip155|solana):([-_a-zA-Z0-9]{1,64}):([0-9a-zA-Z]{32,44})$/.exec(id)
  if (!match) throw new ApiError(400, 'id', 'The session id must be an eip155 or solana CAIP-10 account id')
  const [, namespace, reference, address] = /** @type {[string, string, string, string]} */ (match)
  return { namespace, reference, address, key: `${namespace}:${reference}:${namespace === 'eip155' ? address.toLowerCase() : address}` }
}

/** @param {string} a @param {string} b @param {string} namespace */
const sameAddress = (a, b, namespace) => (namespace === 'eip155' ? a.toLowerCase() === b.toLowerCase() : a === b)

/**
 * Sign-in sessions (spec §7 `/v1/sessions/{id}`): single-use nonces issued here, and sessions recorded only after
 * the exact signed text checks out: its fields, its nonce, its times, its page, and the signature.
 * @param {{ now?: () => number, rpcUrlOf: (caipNetworkId: string) => string | undefined }} options
 */
export function createSessionStore({ now = Date.now, rpcUrlOf }) {
  /** @type {Map<string, number>} nonce → when it stops being good */
  const nonces = new Map()
  /** @type {Map<string, Session[]>} account key → its sessions */
  const sessions = new Map()

  const current = (/** @type {Session} */ session) => {
    const t = now()
    const { expirationTime, notBefore } = session.data
    return (expirationTime === undefined || Date.parse(expirationTime) > t) && (notBefore === undefined || Date.parse(notBefore) <= t)
  }

  return {
    issueNonce() {
      const t = now()
      for (const [nonce, expires] of nonces) if (expires <= t || nonces.size >= MAX_NONCES) nonces.delete(nonce)
      const nonce = Array.from(randomBytes(16), (byte) => NONCE_ALPHABET[byte % NONCE_ALPHABET.length]).join('')
      nonces.set(nonce, t + NONCE_TTL_MS)
      return nonce
    },

    /**
     * @param {string} id
     * @param {unknown} body
     * @param {string | undefined} origin the calling page's Origin header
     * @returns {Promise<{ created: boolean, session: Session }>}
     */
    async add(id, body, origin) {
      const account = parseAccountId(id)
      const parsed = SessionBody.safeParse(body)
      if (!parsed.success) throw new ApiError(400, 'body', `The session is malformed: ${parsed.error.issues[0]?.message ?? 'invalid'}`)
      const session = parsed.data
      const known = sessions.get(account.key)?.find((s) => s.signature === session.signature && s.message === session.message)
      if (known) return { created: false, session: known }

      const fields = parseSignInMessage(session.message)
      if (!fields) throw new ApiError(400, 'message', 'The message is not a CAIP-122 sign-in message')
      const { data } = session
      if (fields.blockchain !== BLOCKCHAINS[account.namespace]) throw new ApiError(400, 'message', `The message is not for a ${account.namespace} account`)
      if (!sameAddress(fields.address, account.address, account.namespace) || fields.chainId !== account.reference) {
        throw new ApiError(400, 'message', 'The message names another account than the session id')
      }
      const claims = /** @type {const} */ ([
        ['chainId', `${account.namespace}:${fields.chainId}`],
        ['domain', fields.domain],
        ['uri', fields.uri],
        ['nonce', fields.nonce],
        ['issuedAt', fields.issuedAt],
        ['expirationTime', fields.expirationTime],
        ['notBefore', fields.notBefore],
      ])
      for (const [key, value] of claims) {
        if (data[key] !== value) throw new ApiError(400, `data.${key}`, `The session's ${key} is not the signed message's`)
      }
      if (!sameAddress(data.accountAddress, fields.address, account.namespace)) throw new ApiError(400, 'data.accountAddress', "The session's accountAddress is not the signed message's")
      if (fields.version !== '1') throw new ApiError(400, 'message', 'The message version must be 1')

      // The page that asked: a message for another site (phished, or replayed from one) is refused.
      if (!origin) throw new ApiError(403, 'origin', 'The request names no page (Origin header)')
      let page
      let uri
      try {
        page = new URL(origin)
        uri = new URL(fields.uri)
      } catch {
        throw new ApiError(400, 'message', "The message's URI is not a URL")
      }
      if (fields.domain !== page.host) throw new ApiError(403, 'domain', `The message's domain ${fields.domain} is not the page's (${page.host})`)
      if (uri.origin !== page.origin) throw new ApiError(403, 'uri', `The message's URI ${fields.uri} is not on the page's origin (${page.origin})`)

      const t = now()
      const issued = Date.parse(fields.issuedAt)
      if (!Number.isFinite(issued) || Math.abs(issued - t) > ISSUED_AT_SKEW_MS) throw new ApiError(400, 'issuedAt', 'The message was not issued now')
      if (fields.expirationTime !== undefined && !(Date.parse(fields.expirationTime) > t)) throw new ApiError(400, 'expirationTime', 'The message has expired')
      if (fields.notBefore !== undefined && !(Date.parse(fields.notBefore) <= t)) throw new ApiError(400, 'notBefore', 'The message is not valid yet')

      // Single use: a nonce presented once is gone, whether or not the signature holds.
      const expires = nonces.get(fields.nonce)
      nonces.delete(fields.nonce)
      if (expires === undefined || expires <= t) throw new ApiError(400, 'nonce', 'The nonce was not issued here, has expired, or was used already')

      const valid = await verifySignature({
        namespace: account.namespace,
        address: account.address,
        message: session.message,
        signature: session.signature,
        rpcUrl: rpcUrlOf(`${account.namespace}:${account.reference}`),
      })
      if (!valid) throw new ApiError(401, 'signature', 'The signature does not match the message')

      const list = (sessions.get(account.key) ?? []).filter(current)
      sessions.delete(account.key)
      if (sessions.size >= MAX_ACCOUNTS) sessions.delete(/** @type {string} */ (sessions.keys().next().value))
      sessions.set(account.key, [...list, session].slice(-MAX_SESSIONS_PER_ACCOUNT))
      return { created: true, session }
    },

    /** @param {string} id */
    list(id) {
      return (sessions.get(parseAccountId(id).key) ?? []).filter(current)
    },

    /**
     * Revokes the account's session holding `signature` (and nonce `pci`, when given): whoever holds the session
     * may end it.
     * @param {string} id
     * @param {unknown} body
     */
    revoke(id, body) {
      const { key } = parseAccountId(id)
      const parsed = RevokeBody.safeParse(body)
      if (!parsed.success) throw new ApiError(400, 'body', 'A revoke names the session by its signature (and pci, its nonce)')
      const { pci, signature } = parsed.data
      const list = sessions.get(key) ?? []
      const kept = list.filter((s) => s.signature !== signature || (pci !== undefined && s.data.nonce !== pci))
      if (kept.length === list.length) throw new ApiError(404, 'signature', 'No such session')
      if (kept.length === 0) sessions.delete(key)
      else sessions.set(key, kept)
      return list.length - kept.length
    },

    reset() {
      nonces.clear()
      sessions.clear()
    },
  }
}

/** @typedef {ReturnType<typeof createSessionStore>} SessionStore */
