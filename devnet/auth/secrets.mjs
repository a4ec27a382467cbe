// @ts-check
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

/** A 6-digit one-time code, zero-padded. */
export function newCode() {
  return String(randomInt(0, 1_000_000)).padStart(6, '0')
}

/** A bearer secret (session token, approval link token, login id): 32 random bytes, base64url. */
export function newToken() {
  return randomBytes(32).toString('base64url')
}

/**
 * Codes are kept only as a keyed hash, bound to what they were sent for, so a code for one email or purpose never
 * matches another.
 * @param {Buffer} key the service's random key, made at start
 * @param {string} purpose
 * @param {string} subject the email (or user) the code was sent for
 * @param {string} code
 */
export function codeHash(key, purpose, subject, code) {
  return createHmac('sha256', key).update(`${purpose}\n${subject}\n${code}`).digest()
}

/** @param {string} token */
export function tokenHash(token) {
  return createHash('sha256').update(token).digest('base64url')
}

/**
 * @param {Buffer} a
 * @param {Buffer} b
 */
export function sameHash(a, b) {
  return a.length === b.length && timingSafeEqual(a, b)
}
