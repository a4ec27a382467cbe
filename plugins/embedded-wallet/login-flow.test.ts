import { describe, expect, it } from 'vitest'
import { memoryStorage, type StorageItem } from '../../kernel/index.js'
import { createFakeClock, settle } from '../../kernel/testing/index.js'
import { createFakeFrame, type FakeHandlers } from './fake-frame.js'
import { createLoginFlow, INVALID_EMAIL_MESSAGE, INVALID_OTP_MESSAGE, type LoginStorage } from './login-flow.js'

function item<T>(backend: ReturnType<typeof memoryStorage>, key: string): StorageItem<T> {
  return {
    get: () => {
      const raw = backend.getItem(key)
      return raw === null ? undefined : (JSON.parse(raw) as T)
    },
    set: (value) => backend.setItem(key, JSON.stringify(value)),
    remove: () => backend.removeItem(key),
  }
}

function setup(handlers: FakeHandlers = {}) {
  const clock = createFakeClock()
  clock.advance(1_000_000)
  const frame = createFakeFrame(clock, {
    CONNECT_EMAIL: () => ({ ok: { action: 'VERIFY_OTP' } }),
    CONNECT_OTP: (p) => ((p as { otp: string }).otp === '123456' ? { ok: { action: 'CONNECT' } } : { error: 'Invalid code', code: 'INVALID_OTP' }),
    ...handlers,
  })
  const backend = memoryStorage()
  const storage: LoginStorage = { email: item(backend, 'email'), emailLoginUsed: item(backend, 'USED'), lastEmailLoginTime: item(backend, 'TIME') }
  const flow = createLoginFlow({ frame: async () => frame.client, storage, now: () => clock.now() })
  return { clock, frame, storage, flow }
}

const message = (promise: Promise<unknown>) => promise.then(() => 'resolved', (e: { shortMessage?: string; message: string }) => e.shortMessage ?? e.message)

describe('email login', () => {
  it('refuses an invalid address inline and sends nothing to the frame', async () => {
    const { flow, frame } = setup()
    for (const bad of ['', 'alice', 'alice@', '@example.com', 'a@b', 'a b@example.com', 'a..b@example.com', `${'a'.repeat(250)}@example.com`]) {
      expect(await message(flow.sendEmail(bad))).toBe(INVALID_EMAIL_MESSAGE)
    }
    expect(frame.sent).toEqual([])
  })

  it('asks the frame for a code, remembers the address and when, and refuses another email for 30 s with the seconds left', async () => {
    const { flow, frame, storage, clock } = setup()
    expect(await flow.sendEmail('  alice@example.com ')).toBe('VERIFY_OTP')
    expect(frame.sent.at(-1)).toMatchObject({ type: '@tessera-app/CONNECT_EMAIL', payload: { email: 'alice@example.com' } })
    expect(storage.email.get()).toBe('alice@example.com')
    expect(storage.lastEmailLoginTime.get()).toBe(clock.now())
    clock.advance(11_500)
    expect(await message(flow.sendEmail('alice@example.com'))).toBe('Please try again after 19 seconds')
    expect(frame.names()).toEqual(['CONNECT_EMAIL'])
    clock.advance(18_500)
    expect(await flow.sendEmail('alice@example.com')).toBe('VERIFY_OTP')
  })

  it("shows the frame's own refusal (its cooldown, a wrong code) and takes only 6 digits", async () => {
    const { flow, frame } = setup({ CONNECT_EMAIL: () => ({ error: 'Please try again after 12 seconds', code: 'COOLDOWN' }) })
    expect(await message(flow.sendEmail('bob@example.com'))).toBe('Please try again after 12 seconds')
    expect(await message(flow.submitOtp('12345'))).toBe(INVALID_OTP_MESSAGE)
    expect(await message(flow.submitOtp('12345a'))).toBe(INVALID_OTP_MESSAGE)
    expect(await message(flow.submitOtp('654321'))).toBe('Invalid code')
    expect(await flow.submitOtp('123456')).toBe('CONNECT')
    expect(frame.names()).toEqual(['CONNECT_EMAIL', 'CONNECT_OTP', 'CONNECT_OTP'])
  })

  it('a malformed frame answer is a clear error', async () => {
    const { flow } = setup({ CONNECT_EMAIL: () => ({ ok: { action: 'LAUNCH' } }) })
    expect(await message(flow.sendEmail('bob@example.com'))).toBe('The secure frame sent a malformed login answer')
  })

  it('asks about the device again until it is approved', async () => {
    let asked = 0
    const { flow, frame } = setup({ CONNECT_DEVICE: () => ({ ok: { action: ++asked < 3 ? 'VERIFY_DEVICE' : 'CONNECT' } }) })
    await flow.waitForDevice(new AbortController().signal)
    expect(frame.names()).toEqual(['CONNECT_DEVICE', 'CONNECT_DEVICE', 'CONNECT_DEVICE'])
  })

  it('stops asking when the visitor leaves the view', async () => {
    const { flow, frame } = setup({ CONNECT_DEVICE: () => undefined })
    const leave = new AbortController()
    const waiting = message(flow.waitForDevice(leave.signal))
    await settle()
    leave.abort()
    expect(await waiting).toBe('Something went wrong')
    await settle()
    expect(frame.names()).toEqual(['CONNECT_DEVICE'])
  })

  it('forgets the cached login data', async () => {
    const { flow, storage } = setup()
    await flow.sendEmail('alice@example.com')
    storage.emailLoginUsed.set(true)
    flow.forget()
    expect([storage.email.get(), storage.emailLoginUsed.get(), storage.lastEmailLoginTime.get()]).toEqual([undefined, undefined, undefined])
  })
})
