// @ts-check
import { randomUUID } from 'node:crypto'
import { remember } from './bounded-map.mjs'
import { Refusals } from './errors.mjs'
import { codeHash, newCode, newToken, sameHash, tokenHash } from './secrets.mjs'

/** @typedef {import('./index.mjs').AuthUser} AuthUser */
/** @typedef {import('./index.mjs').AuthSession} AuthSession */
/**
 * An email account (`email` set, no `social`) or one made by a social or Farcaster sign-in (`social` set; `email` what
 * the provider vouched for, if anything).
 * @typedef {{ userId: string, email: string | undefined, devices: Set<string>,
 *   social?: { provider: string, subject: string, username: string | undefined } }} User
 */
/** @typedef {{ hash: Buffer, expiresAt: number, attempts: number }} Code */
/** @typedef {{ userId: string, deviceId: string, approvalHash: string, expiresAt: number, approved: boolean }} PendingDevice */
/** @typedef {{ newEmail: string, stage: 'primary' | 'secondary', code: Code }} EmailChange */
/**
 * @typedef {{ kind: 'login', to: string, code: string }
 *   | { kind: 'device', to: string, approveUrl: string }
 *   | { kind: 'email-change-primary', to: string, code: string, newEmail: string }
 *   | { kind: 'email-change-secondary', to: string, code: string }} Letter
 */

/** spec §9: a new login email waits 30 s after the last. */
export const EMAIL_COOLDOWN_MS = 30_000
export const CODE_TTL_MS = 10 * 60_000
export const CODE_ATTEMPTS = 5
export const APPROVAL_TTL_MS = 10 * 60_000
export const SESSION_TTL_MS = 7 * 24 * 60 * 60_000
const TABLE_LIMIT = 10_000

/**
 * Users, their devices, sessions and the codes in flight, in memory. Codes and tokens are kept as hashes only. (The
 * users' key backups are kept beside this, in key-backups.mjs.)
 * @param {{ now: () => number, send: (letter: Letter) => Promise<void>, approveUrl: (token: string) => string,
 *   codeTtlMs?: number, sessionTtlMs?: number }} options
 */
export function createAccounts({ now, send, approveUrl, codeTtlMs = CODE_TTL_MS, sessionTtlMs = SESSION_TTL_MS }) {
  const key = Buffer.from(newToken())
  /** @type {Map<string, User>} by email */
  const users = new Map()
  /** @type {Map<string, Code & { deviceId: string }>} login codes by email */
  const loginCodes = new Map()
  /** @type {Map<string, number>} the last code mail by email (login) or user id (email change) */
  const lastMail = new Map()
  /** @type {Map<string, PendingDevice>} by login id */
  const pendingDevices = new Map()
  /** @type {Map<string, AuthSession & { userId: string, deviceId: string }>} by token hash */
  const sessions = new Map()
  /** @type {Map<string, EmailChange>} by user id */
  const emailChanges = new Map()
  /** @type {Map<string, User>} by provider and subject: a social account is the provider's person, whatever their email */
  const socialUsers = new Map()

  /** @param {string} userId */
  const userById = (userId) =>
    [...users.values()].find((user) => user.userId === userId) ?? [...socialUsers.values()].find((user) => user.userId === userId)

  /** @param {string} cooldownKey */
  const checkCooldown = (cooldownKey) => {
    const last = lastMail.get(cooldownKey)
    const left = last === undefined ? 0 : last + EMAIL_COOLDOWN_MS - now()
    if (left > 0) throw Refusals.cooldown(Math.ceil(left / 1000))
  }

  /**
   * Sends a code mail, holding the cooldown from the moment it is asked for (so two racing requests do not both
   * send) and releasing it when the mail could not go.
   * @param {string} cooldownKey
   * @param {Letter} letter
   */
  const sendWithCooldown = async (cooldownKey, letter) => {
    checkCooldown(cooldownKey)
    const previous = lastMail.get(cooldownKey)
    remember(lastMail, cooldownKey, now(), TABLE_LIMIT)
    try {
      await send(letter)
    } catch {
      if (previous === undefined) lastMail.delete(cooldownKey)
      else lastMail.set(cooldownKey, previous)
      throw Refusals.mailFailed()
    }
  }

  /**
   * @param {Code | undefined} code
   * @param {Buffer} attempt
   * @param {() => void} forget
   */
  const checkCode = (code, attempt, forget) => {
    if (!code) throw Refusals.invalidCode()
    if (now() >= code.expiresAt) {
      forget()
      throw Refusals.expiredCode()
    }
    if (sameHash(code.hash, attempt)) {
      forget()
      return
    }
    code.attempts += 1
    if (code.attempts >= CODE_ATTEMPTS) {
      forget()
      throw Refusals.tooManyAttempts()
    }
    throw Refusals.invalidCode()
  }

  /**
   * @param {User} user
   * @param {string} deviceId
   * @returns {{ action: 'CONNECT', session: AuthSession, user: AuthUser }}
   */
  const connect = (user, deviceId) => {
    const token = newToken()
    const session = { token, expiresAt: now() + sessionTtlMs }
    remember(sessions, tokenHash(token), { ...session, userId: user.userId, deviceId }, TABLE_LIMIT)
    return { action: 'CONNECT', session, user: publicUser(user) }
  }

  /** @param {string} token */
  const sessionOf = (token) => {
    const hash = tokenHash(token)
    const session = sessions.get(hash)
    if (!session) return undefined
    const user = userById(session.userId)
    if (now() >= session.expiresAt || !user) {
      sessions.delete(hash)
      return undefined
    }
    return { session, user }
  }

  /** @param {string} token */
  const requireUser = (token) => {
    const found = sessionOf(token)
    if (!found) throw Refusals.notConnected()
    return found.user
  }

  /**
   * @param {string} purpose
   * @param {string} subject
   * @returns {{ code: string, record: Code }}
   */
  const issueCode = (purpose, subject) => {
    const code = newCode()
    return { code, record: { hash: codeHash(key, purpose, subject, code), expiresAt: now() + codeTtlMs, attempts: 0 } }
  }

  return {
    /**
     * @param {{ email: string, deviceId: string }} request
     * @returns {Promise<{ action: 'VERIFY_OTP', expiresAt: number }>}
     */
    async requestLoginCode({ email, deviceId }) {
      const { code, record } = issueCode('login', email)
      await sendWithCooldown(`login:${email}`, { kind: 'login', to: email, code })
      remember(loginCodes, email, { ...record, deviceId }, TABLE_LIMIT)
      return { action: 'VERIFY_OTP', expiresAt: record.expiresAt }
    },

    /**
     * A user's first device is trusted on the code alone; any later new device waits for approval by mail.
     * @param {{ email: string, otp: string, deviceId: string }} request
     */
    async verifyLoginCode({ email, otp, deviceId }) {
      const code = loginCodes.get(email)
      // A code is good only on the device that asked for it.
      checkCode(code?.deviceId === deviceId ? code : undefined, codeHash(key, 'login', email, otp), () => loginCodes.delete(email))
      let user = users.get(email)
      if (!user) {
        user = { userId: randomUUID(), email, devices: new Set([deviceId]) }
        remember(users, email, user, TABLE_LIMIT)
      }
      if (user.devices.has(deviceId)) return connect(user, deviceId)
      const token = newToken()
      const loginId = newToken()
      const expiresAt = now() + APPROVAL_TTL_MS
      try {
        await send({ kind: 'device', to: email, approveUrl: approveUrl(token) })
      } catch {
        throw Refusals.mailFailed()
      }
      remember(pendingDevices, loginId, { userId: user.userId, deviceId, approvalHash: tokenHash(token), expiresAt, approved: false }, TABLE_LIMIT)
      return /** @type {const} */ ({ action: 'VERIFY_DEVICE', loginId, expiresAt })
    },

    /**
     * What an approval link shows before it is used: whose sign-in it approves, or nothing when it is spent or old.
     * @param {string} token
     * @returns {{ email: string } | undefined}
     */
    describeApproval(token) {
      const pending = findApproval(token)
      const user = pending && userById(pending.userId)
      return user?.email ? { email: user.email } : undefined
    },

    /**
     * @param {string} token
     * @returns {boolean} whether a waiting device was approved
     */
    approveDevice(token) {
      const pending = findApproval(token)
      const user = pending && userById(pending.userId)
      if (!pending || !user) return false
      pending.approved = true
      user.devices.add(pending.deviceId)
      return true
    },

    /**
     * The frame polls this after VERIFY_DEVICE; once approved it gets the session, once.
     * @param {{ loginId: string, deviceId: string }} request
     */
    deviceStatus({ loginId, deviceId }) {
      const pending = pendingDevices.get(loginId)
      if (!pending || pending.deviceId !== deviceId || now() >= pending.expiresAt) {
        if (pending && now() >= pending.expiresAt) pendingDevices.delete(loginId)
        throw Refusals.approvalGone()
      }
      const user = userById(pending.userId)
      if (!user) throw Refusals.approvalGone()
      if (!pending.approved) return /** @type {const} */ ({ action: 'VERIFY_DEVICE', expiresAt: pending.expiresAt })
      pendingDevices.delete(loginId)
      return connect(user, deviceId)
    },

    /** @param {string} token */
    isConnected(token) {
      const found = sessionOf(token)
      return found ? { isConnected: true, expiresAt: found.session.expiresAt } : { isConnected: false }
    },

    /**
     * @param {string} token
     * @returns {AuthUser}
     */
    getUser(token) {
      return publicUser(requireUser(token))
    },

    /**
     * The account of a person a provider signed in (found by provider and subject, made on their first sign-in): never
     * an email account with the same address, so no provider can open someone's email account.
     * @param {{ provider: string, subject: string, email?: string | undefined, username?: string | undefined }} identity
     * @returns {string} the user id
     */
    socialUser({ provider, subject, email, username }) {
      const key = `${provider}\n${subject}`
      const known = socialUsers.get(key)
      const user = known ?? { userId: randomUUID(), email, devices: new Set(), social: { provider, subject, username } }
      // What the provider says now is what the account shows.
      user.email = email
      if (user.social) user.social.username = username
      remember(socialUsers, key, user, TABLE_LIMIT)
      return user.userId
    },

    /**
     * Signs in a social account on a device. The provider has just authenticated the person on this device, which is
     * what the approval mail proves for an email login: so the device counts as approved from now on.
     * @param {string} userId
     * @param {string} deviceId
     */
    connectSocial(userId, deviceId) {
      const user = userById(userId)
      if (!user) throw Refusals.notConnected()
      user.devices.add(deviceId)
      return connect(user, deviceId)
    },

    /**
     * The user behind a session whose device is one the user approved (or their first): the only caller the key
     * backup is released to.
     * @param {string} token
     * @returns {string} the user id
     */
    approvedUserId(token) {
      const found = sessionOf(token)
      if (!found || !found.user.devices.has(found.session.deviceId)) throw Refusals.notConnected()
      return found.user.userId
    },

    /** @param {string} token */
    signOut(token) {
      sessions.delete(tokenHash(token))
      return { signedOut: true }
    },

    /**
     * Step 1 of an email change: a code to the current address.
     * @param {string} token
     * @param {{ newEmail: string }} request
     */
    async requestEmailChange(token, { newEmail }) {
      const user = requireUser(token)
      // A social account's address is the provider's to change.
      if (user.social || !user.email) throw Refusals.notEmailAccount()
      if (newEmail === user.email) throw Refusals.sameEmail()
      if (users.has(newEmail)) throw Refusals.emailInUse()
      const { code, record } = issueCode('email-change-primary', user.userId)
      await sendWithCooldown(`email-change:${user.userId}`, { kind: 'email-change-primary', to: user.email, code, newEmail })
      remember(emailChanges, user.userId, { newEmail, stage: 'primary', code: record }, TABLE_LIMIT)
      return /** @type {const} */ ({ action: 'VERIFY_PRIMARY_OTP', expiresAt: record.expiresAt })
    },

    /**
     * Step 2: the current address's code; sends one to the new address.
     * @param {string} token
     * @param {{ otp: string }} request
     */
    async verifyPrimaryOtp(token, { otp }) {
      const user = requireUser(token)
      const change = emailChanges.get(user.userId)
      if (!change || change.stage !== 'primary') throw Refusals.noEmailChange()
      checkCode(change.code, codeHash(key, 'email-change-primary', user.userId, otp), () => emailChanges.delete(user.userId))
      const { code, record } = issueCode('email-change-secondary', `${user.userId}\n${change.newEmail}`)
      try {
        await send({ kind: 'email-change-secondary', to: change.newEmail, code })
      } catch {
        throw Refusals.mailFailed()
      }
      remember(emailChanges, user.userId, { newEmail: change.newEmail, stage: 'secondary', code: record }, TABLE_LIMIT)
      return /** @type {const} */ ({ action: 'VERIFY_SECONDARY_OTP', expiresAt: record.expiresAt })
    },

    /**
     * Step 3: the new address's code; the account's email becomes the new one.
     * @param {string} token
     * @param {{ otp: string }} request
     * @returns {{ email: string, user: AuthUser }}
     */
    verifySecondaryOtp(token, { otp }) {
      const user = requireUser(token)
      const change = emailChanges.get(user.userId)
      if (!change || change.stage !== 'secondary') throw Refusals.noEmailChange()
      const subject = `${user.userId}\n${change.newEmail}`
      checkCode(change.code, codeHash(key, 'email-change-secondary', subject, otp), () => emailChanges.delete(user.userId))
      if (users.has(change.newEmail)) throw Refusals.emailInUse()
      if (user.email) {
        users.delete(user.email)
        loginCodes.delete(user.email)
      }
      user.email = change.newEmail
      remember(users, change.newEmail, user, TABLE_LIMIT)
      return { email: change.newEmail, user: publicUser(user) }
    },
  }

  /**
   * @param {User} user
   * @returns {AuthUser}
   */
  function publicUser(user) {
    return {
      ...(user.email ? { email: user.email } : {}),
      userId: user.userId,
      ...(user.social ? { provider: user.social.provider, ...(user.social.username ? { username: user.social.username } : {}) } : {}),
    }
  }

  /** @param {string} token */
  function findApproval(token) {
    const hash = tokenHash(token)
    for (const [loginId, pending] of pendingDevices) {
      if (pending.approvalHash !== hash) continue
      if (now() < pending.expiresAt) return pending
      pendingDevices.delete(loginId)
    }
    return undefined
  }
}
