import * as z from 'zod/mini'
import type { StorageItem } from '../../kernel/index.js'
import { isEmailAddress } from './email-address.js'
import { parseAnswer } from './frame-answers.js'
import type { FrameClient } from './frame-client.js'
import { invalidEmail, invalidOtp } from './login-flow.js'

/** Spec §4: an email change goes through a code to the current address, then one to the new address. */
export type EmailChangeStep = 'email' | 'primary' | 'secondary' | 'done'

const primaryAnswer = z.object({ action: z.literal('VERIFY_PRIMARY_OTP') })
const secondaryAnswer = z.object({ action: z.literal('VERIFY_SECONDARY_OTP') })
const doneAnswer = z.object({ newEmail: z.string().check(z.maxLength(254)) })
const OTP = /^\d{6}$/

export interface EmailChange {
  readonly step: () => EmailChangeStep
  /** UPDATE_EMAIL: a code goes to the current address. */
  request(newEmail: string): Promise<void>
  /** UPDATE_EMAIL_PRIMARY_OTP: a code goes to the new address. */
  confirmPrimary(otp: string): Promise<void>
  /** UPDATE_EMAIL_SECONDARY_OTP: the new address is the account's, and stored (spec §3). */
  confirmSecondary(otp: string): Promise<string>
}

export class EmailChangeOrderError extends Error {
  override name = 'EmailChangeOrderError'
  constructor(expected: EmailChangeStep, actual: EmailChangeStep) {
    super(`The email change is at its ${actual} step, not ${expected}`)
  }
}

export function createEmailChange(deps: { readonly frame: () => Promise<FrameClient>; readonly email: StorageItem<string> }): EmailChange {
  let step: EmailChangeStep = 'email'
  const at = (expected: EmailChangeStep) => {
    if (step !== expected) throw new EmailChangeOrderError(expected, step)
  }
  const code = (otp: string) => {
    if (!OTP.test(otp)) throw invalidOtp()
    return otp
  }
  return {
    step: () => step,
    async request(raw) {
      at('email')
      const email = raw.trim()
      if (!isEmailAddress(email)) throw invalidEmail()
      const client = await deps.frame()
      parseAnswer(primaryAnswer, await client.request('UPDATE_EMAIL', { email }), 'email change answer')
      step = 'primary'
    },
    async confirmPrimary(otp) {
      at('primary')
      const client = await deps.frame()
      parseAnswer(secondaryAnswer, await client.request('UPDATE_EMAIL_PRIMARY_OTP', { otp: code(otp) }), 'email change answer')
      step = 'secondary'
    },
    async confirmSecondary(otp) {
      at('secondary')
      const client = await deps.frame()
      const { newEmail } = parseAnswer(doneAnswer, await client.request('UPDATE_EMAIL_SECONDARY_OTP', { otp: code(otp) }), 'email change answer')
      deps.email.set(newEmail)
      step = 'done'
      return newEmail
    },
  }
}
