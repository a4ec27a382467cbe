import { formatMessage, type StorageItem } from '../../kernel/index.js'
import type { FrameClient } from './frame-client.js'
import { isConnectedSchema, loginActionSchema, parseAnswer, type LoginAction } from './frame-answers.js'
import { isEmailAddress } from './email-address.js'
import { loginCooldownSeconds } from './login-cooldown.js'
import type { EmbeddedWalletText } from './messages.js'

/** Spec §3's storage keys of an email login. */
export interface LoginStorage {
  readonly email: StorageItem<string>
  readonly emailLoginUsed: StorageItem<boolean>
  readonly lastEmailLoginTime: StorageItem<number>
}

export interface LoginFlowDeps {
  readonly frame: () => Promise<FrameClient>
  readonly storage: LoginStorage
  readonly now: () => number
}

/**
 * A login step the visitor can fix (an invalid address, the cooldown, a wrong code): shown where they typed, as
 * `text` in the visitor's locale; `message` is its English.
 */
export class LoginInputError extends Error {
  override name = 'LoginInputError'
  constructor(
    message: string,
    readonly text: EmbeddedWalletText,
  ) {
    super(message)
  }
}

export interface LoginFlow {
  /** Spec §4: sends the login email; answers what the frame asks next (VERIFY_OTP, or CONNECT for a known session). */
  sendEmail(email: string, signal?: AbortSignal): Promise<LoginAction>
  /** Spec §4: CONNECT, or VERIFY_DEVICE for a device the account has not seen. */
  submitOtp(otp: string, signal?: AbortSignal): Promise<LoginAction>
  /** Asks the frame until the device is approved (each answer waits up to the frame's own poll). */
  waitForDevice(signal: AbortSignal): Promise<void>
  isConnected(): Promise<boolean>
  /** Spec §4: "not connected" clears the cached login data. */
  forget(): void
}

const OTP = /^\d{6}$/
/** The plugin's own inline messages (spec §5 asks for valid input; it does not word the refusal). */
export const INVALID_EMAIL_MESSAGE = 'Enter a valid email address'
export const INVALID_OTP_MESSAGE = 'Enter the 6-digit code'
export const invalidEmail = () => new LoginInputError(INVALID_EMAIL_MESSAGE, { key: 'embeddedWallet.error.invalidEmail' })
export const invalidOtp = () => new LoginInputError(INVALID_OTP_MESSAGE, { key: 'embeddedWallet.error.invalidOtp' })

export function createLoginFlow({ frame, storage, now }: LoginFlowDeps): LoginFlow {
  const action = (value: unknown) => parseAnswer(loginActionSchema, value, 'login answer').action
  return {
    async sendEmail(raw, signal) {
      const email = raw.trim()
      if (!isEmailAddress(email)) throw invalidEmail()
      const seconds = loginCooldownSeconds(now(), storage.lastEmailLoginTime.get())
      if (seconds > 0) throw new LoginInputError(formatMessage.loginEmailCooldown(seconds), { key: 'embeddedWallet.error.cooldown', vars: { seconds } })
      const client = await frame()
      const next = action(await client.request('CONNECT_EMAIL', { email }, signal ? { signal } : {}))
      storage.lastEmailLoginTime.set(now())
      storage.email.set(email)
      return next
    },
    async submitOtp(otp, signal) {
      if (!OTP.test(otp)) throw invalidOtp()
      const client = await frame()
      return action(await client.request('CONNECT_OTP', { otp }, signal ? { signal } : {}))
    },
    async waitForDevice(signal) {
      const client = await frame()
      while (!signal.aborted) {
        if (action(await client.request('CONNECT_DEVICE', undefined, { signal })) === 'CONNECT') return
      }
      throw signal.reason
    },
    async isConnected() {
      const client = await frame()
      return parseAnswer(isConnectedSchema, await client.request('IS_CONNECTED'), 'connection check').isConnected
    },
    forget() {
      storage.email.remove()
      storage.emailLoginUsed.remove()
      storage.lastEmailLoginTime.remove()
    },
  }
}
