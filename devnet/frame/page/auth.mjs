// @ts-check
import { z } from 'zod'
import { frameError } from './errors.mjs'

const Refusal = z.object({ error: z.object({ code: z.string().max(64), message: z.string().max(300) }) })
export const Session = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,128}$/), expiresAt: z.number().finite() })
/** An email account has its address; a social one its provider, and an email or username only when the provider gave one. */
export const AuthUser = z.object({
  email: z.string().max(254).optional(),
  userId: z.string().regex(/^[A-Za-z0-9-]{8,64}$/),
  provider: z.enum(['google', 'github', 'apple', 'facebook', 'x', 'discord', 'farcaster']).optional(),
  username: z.string().max(64).optional(),
})
/** @typedef {z.infer<typeof AuthUser>} AuthUserValue */
const Expiry = { expiresAt: z.number().finite() }

/** What each auth call answers (devnet/README.md "Email login"), bounded. */
export const Answers = {
  requestCode: z.object({ action: z.literal('VERIFY_OTP'), ...Expiry }),
  verifyCode: z.union([
    z.object({ action: z.literal('CONNECT'), session: Session, user: AuthUser }),
    z.object({ action: z.literal('VERIFY_DEVICE'), loginId: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/), ...Expiry }),
  ]),
  deviceStatus: z.union([
    z.object({ action: z.literal('CONNECT'), session: Session, user: AuthUser }),
    z.object({ action: z.literal('VERIFY_DEVICE'), ...Expiry }),
  ]),
  session: z.object({ isConnected: z.boolean() }),
  signOut: z.object({ signedOut: z.literal(true) }),
  user: AuthUser,
  emailChange: z.object({ action: z.literal('VERIFY_PRIMARY_OTP'), ...Expiry }),
  verifyPrimary: z.object({ action: z.literal('VERIFY_SECONDARY_OTP'), ...Expiry }),
  verifySecondary: z.object({ email: z.string().max(254), user: AuthUser }),
  keys: z.strictObject({
    version: z.literal(1),
    iv: z.string().regex(/^[A-Za-z0-9_-]{16}$/),
    ciphertext: z.string().regex(/^[A-Za-z0-9_-]{22,512}$/),
    key: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  }),
  keysStored: z.object({ stored: z.literal(true) }),
}

/**
 * The auth service as the frame calls it. A refusal becomes an error with the service's own message (spec §8: the
 * frame shows it as it is) and code.
 * @param {string} authUrl
 */
export function authClient(authUrl) {
  /**
   * @template T
   * @param {z.ZodType<T>} schema
   * @param {string} method
   * @param {string} path
   * @param {{ body?: unknown, token?: string }} [options]
   * @returns {Promise<T>}
   */
  return async function call(schema, method, path, { body, token } = {}) {
    /** @type {Response} */
    let response
    try {
      response = await fetch(`${authUrl}${path}`, {
        method,
        headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(15_000),
      })
    } catch {
      throw frameError('Could not reach the login service', 'NETWORK')
    }
    const text = await response.text()
    if (text.length > 64 * 1024) throw frameError('The login service answered too much', 'INVALID_ANSWER')
    /** @type {unknown} */
    let json
    try {
      json = JSON.parse(text)
    } catch {
      throw frameError('The login service answered something unreadable', 'INVALID_ANSWER')
    }
    if (!response.ok) {
      const refusal = Refusal.safeParse(json)
      throw refusal.success ? frameError(refusal.data.error.message, refusal.data.error.code) : frameError(`The login service answered ${response.status}`, 'INVALID_ANSWER')
    }
    const answer = schema.safeParse(json)
    if (!answer.success) throw frameError('The login service answered something unexpected', 'INVALID_ANSWER')
    return answer.data
  }
}
