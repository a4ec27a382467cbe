// @ts-check

/**
 * A refusal the frame shows or acts on: `{ error: { code, message } }` with an HTTP status. `message` is meant for
 * people (the frame shows it as it is); `code` is for the frame's logic.
 */
export class AuthError extends Error {
  /**
   * @param {number} status
   * @param {string} code
   * @param {string} message
   * @param {{ retryAfterSeconds?: number }} [extra]
   */
  constructor(status, code, message, extra = {}) {
    super(message)
    this.status = status
    this.code = code
    this.retryAfterSeconds = extra.retryAfterSeconds
  }
}

export const Refusals = Object.freeze({
  invalidCode: () => new AuthError(400, 'INVALID_OTP', 'Invalid code'),
  expiredCode: () => new AuthError(400, 'OTP_EXPIRED', 'This code has expired. Request a new one.'),
  tooManyAttempts: () => new AuthError(400, 'TOO_MANY_ATTEMPTS', 'Too many wrong codes. Request a new one.'),
  /** Spec §5's words, n being the whole seconds left (rounded up). */
  cooldown: (/** @type {number} */ seconds) =>
    new AuthError(429, 'COOLDOWN', `Please try again after ${seconds} seconds`, { retryAfterSeconds: seconds }),
  notConnected: () => new AuthError(401, 'NOT_CONNECTED', 'Not connected'),
  approvalGone: () => new AuthError(410, 'DEVICE_APPROVAL_EXPIRED', 'The device approval has expired. Sign in again.'),
  emailInUse: () => new AuthError(409, 'EMAIL_IN_USE', 'This email is already in use'),
  sameEmail: () => new AuthError(400, 'SAME_EMAIL', 'This is already your email'),
  noEmailChange: () => new AuthError(409, 'NO_EMAIL_CHANGE', 'No email change is waiting for this code'),
  mailFailed: () => new AuthError(502, 'MAIL_FAILED', 'Could not send the email. Try again.'),
  notEmailAccount: () => new AuthError(409, 'NOT_EMAIL_ACCOUNT', 'This account signs in with a social provider; its email is changed there'),
  noKeys: () => new AuthError(404, 'NO_KEYS', 'No keys are stored for this account'),
  keysExist: () => new AuthError(409, 'KEYS_EXIST', 'Keys are already stored for this account'),
})
