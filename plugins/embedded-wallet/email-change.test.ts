import { describe, expect, it } from 'vitest'
import type { StorageItem } from '../../kernel/index.js'
import { createFakeClock } from '../../kernel/testing/index.js'
import { createEmailChange } from './email-change.js'
import { createFakeFrame, type FakeHandlers } from './fake-frame.js'
import { INVALID_EMAIL_MESSAGE, INVALID_OTP_MESSAGE } from './login-flow.js'

function setup(handlers: FakeHandlers = {}) {
  const frame = createFakeFrame(createFakeClock(), {
    UPDATE_EMAIL: () => ({ ok: { action: 'VERIFY_PRIMARY_OTP' } }),
    UPDATE_EMAIL_PRIMARY_OTP: (p) => ((p as { otp: string }).otp === '111111' ? { ok: { action: 'VERIFY_SECONDARY_OTP' } } : { error: 'Invalid code', code: 'INVALID_OTP' }),
    UPDATE_EMAIL_SECONDARY_OTP: (p) => ((p as { otp: string }).otp === '222222' ? { ok: { newEmail: 'new@example.com' } } : { error: 'Invalid code', code: 'INVALID_OTP' }),
    ...handlers,
  })
  let stored: string | undefined = 'old@example.com'
  const email: StorageItem<string> = { get: () => stored, set: (v) => void (stored = v), remove: () => void (stored = undefined) }
  const change = createEmailChange({ frame: async () => frame.client, email })
  return { frame, change, stored: () => stored }
}

const message = (promise: Promise<unknown>) => promise.then(() => 'resolved', (e: { shortMessage?: string; message: string }) => e.shortMessage ?? e.message)

describe('changing the email', () => {
  it('goes through the code to the current address, then the one to the new address, then stores the new one', async () => {
    const { change, frame, stored } = setup()
    expect(await message(change.request('nope'))).toBe(INVALID_EMAIL_MESSAGE)
    await change.request('new@example.com')
    expect(change.step()).toBe('primary')
    expect(await message(change.confirmPrimary('999999'))).toBe('Invalid code')
    expect(await message(change.confirmPrimary('12'))).toBe(INVALID_OTP_MESSAGE)
    expect(change.step()).toBe('primary')
    await change.confirmPrimary('111111')
    expect(change.step()).toBe('secondary')
    expect(stored()).toBe('old@example.com')
    expect(await change.confirmSecondary('222222')).toBe('new@example.com')
    expect([change.step(), stored()]).toEqual(['done', 'new@example.com'])
    expect(frame.names()).toEqual(['UPDATE_EMAIL', 'UPDATE_EMAIL_PRIMARY_OTP', 'UPDATE_EMAIL_PRIMARY_OTP', 'UPDATE_EMAIL_SECONDARY_OTP'])
    expect(frame.sent[0]!.payload).toEqual({ email: 'new@example.com' })
  })

  it('refuses a step out of order without asking the frame', async () => {
    const { change, frame } = setup()
    expect(await message(change.confirmSecondary('222222'))).toBe('The email change is at its email step, not secondary')
    await change.request('new@example.com')
    expect(await message(change.request('other@example.com'))).toBe('The email change is at its primary step, not email')
    expect(frame.names()).toEqual(['UPDATE_EMAIL'])
  })

  it("shows the frame's refusal (an address in use) and stays at the step", async () => {
    const { change } = setup({ UPDATE_EMAIL: () => ({ error: 'This email is already in use', code: 'EMAIL_IN_USE' }) })
    expect(await message(change.request('taken@example.com'))).toBe('This email is already in use')
    expect(change.step()).toBe('email')
  })
})
