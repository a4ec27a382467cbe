// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import { DEVNET_PROJECT_ID } from '../registry/index.mjs'
import { APPROVAL_TTL_MS, CODE_ATTEMPTS, CODE_TTL_MS, EMAIL_COOLDOWN_MS } from './accounts.mjs'
import { authOverMail, refusal } from './auth-test-client.js'
import { DEVICE_SUBJECT, EMAIL_CHANGE_PRIMARY_SUBJECT, EMAIL_CHANGE_SECONDARY_SUBJECT, LOGIN_SUBJECT } from './letters.mjs'

const FRAME_ORIGIN = 'http://127.0.0.1:48798'
const DEVICE_A = 'device-aaaaaaaaaaaaaaaa'
const DEVICE_B = 'device-bbbbbbbbbbbbbbbb'

describe('auth service over real SMTP', () => {
  let clock = Date.now()
  let emails = 0
  const { authUrl, client } = authOverMail(FRAME_ORIGIN, () => clock)
  /** A fresh address per test, so cooldowns and accounts of one test never meet another's. */
  let email = ''

  const requestCode = (address: string, deviceId: string) =>
    client.post('/v1/login/request-code', { email: address, projectId: DEVNET_PROJECT_ID, deviceId })
  /** Asks for a code, reads it from the mailbox, and sends it back. */
  const logIn = async (address: string, deviceId: string) => {
    expect((await requestCode(address, deviceId)).body).toMatchObject({ action: 'VERIFY_OTP' })
    const otp = await client.code(address, LOGIN_SUBJECT)
    clock += EMAIL_COOLDOWN_MS
    return client.post('/v1/login/verify-code', { email: address, otp, deviceId })
  }
  const sessionOf = (answer: { body: Record<string, unknown> }) => (answer.body.session as { token: string }).token

  beforeEach(() => {
    email = `visitor${++emails}@example.com`
  })

  it('mails a 6-digit code and connects the first device with a session', async () => {
    const asked = await requestCode(` Visitor${emails}@Example.COM `, DEVICE_A)
    expect(asked.status).toBe(200)
    expect(asked.body).toEqual({ action: 'VERIFY_OTP', expiresAt: clock + CODE_TTL_MS })
    const [letter] = await client.inbox(email)
    expect(letter).toMatchObject({ subject: LOGIN_SUBJECT, from: '"Tessera" <login@tessera.localhost>', to: email })
    const otp = await client.code(email, LOGIN_SUBJECT)
    expect(otp).toMatch(/^\d{6}$/)

    const connected = await client.post('/v1/login/verify-code', { email, otp, deviceId: DEVICE_A })
    expect(connected.status).toBe(200)
    expect(connected.body).toEqual({
      action: 'CONNECT',
      session: { token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), expiresAt: expect.any(Number) },
      user: { email, userId: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    })
    const token = sessionOf(connected)
    expect((await client.get('/v1/session', token)).body).toEqual({ isConnected: true, expiresAt: expect.any(Number) })
    expect((await client.get('/v1/user', token)).body).toEqual(connected.body.user)
    // A code is good once.
    expect(refusal(await client.post('/v1/login/verify-code', { email, otp, deviceId: DEVICE_A }))).toMatchObject({ status: 400, message: 'Invalid code' })
  })

  it('asks a new device to be approved by mail, then connects it once the link is used', async () => {
    const first = await logIn(email, DEVICE_A)
    const userId = (first.body.user as { userId: string }).userId

    const waiting = await logIn(email, DEVICE_B)
    expect(waiting.body).toEqual({ action: 'VERIFY_DEVICE', loginId: expect.any(String), expiresAt: expect.any(Number) })
    const loginId = waiting.body.loginId as string
    const status = () => client.post('/v1/login/device-status', { loginId, deviceId: DEVICE_B })
    expect((await status()).body).toMatchObject({ action: 'VERIFY_DEVICE' })
    // Another device cannot collect this login.
    expect(refusal(await client.post('/v1/login/device-status', { loginId, deviceId: DEVICE_A })).code).toBe('DEVICE_APPROVAL_EXPIRED')

    const link = await client.link(email, DEVICE_SUBJECT)
    expect(link.startsWith(`${authUrl()}/device/approve?token=`)).toBe(true)
    // Opening the link (as a mail scanner would) only asks.
    const question = await fetch(link)
    expect(question.status).toBe(200)
    expect(question.headers.get('content-security-policy')).toContain("default-src 'none'")
    expect(await question.text()).toContain(`as <strong>${email}</strong>`)
    expect((await status()).body).toMatchObject({ action: 'VERIFY_DEVICE' })

    const token = new URL(link).searchParams.get('token')!
    const approved = await fetch(`${authUrl()}/device/approve`, { method: 'POST', body: new URLSearchParams({ token }) })
    expect([approved.status, await approved.text()]).toEqual([200, expect.stringContaining('Device approved')])

    const connected = await status()
    expect(connected.body).toMatchObject({ action: 'CONNECT', user: { email, userId }, session: { token: expect.any(String) } })
    expect((await client.get('/v1/session', sessionOf(connected))).body.isConnected).toBe(true)
    // The session is handed out once; the link is spent.
    expect(refusal(await status())).toMatchObject({ status: 410, code: 'DEVICE_APPROVAL_EXPIRED' })
    expect((await fetch(link)).status).toBe(410)
    expect((await fetch(`${authUrl()}/device/approve`, { method: 'POST', body: new URLSearchParams({ token }) })).status).toBe(410)
    // The device is known from now on.
    expect((await logIn(email, DEVICE_B)).body.action).toBe('CONNECT')
  })

  it('lets a device approval lapse after its 10 minutes', async () => {
    await logIn(email, DEVICE_A)
    const waiting = await logIn(email, DEVICE_B)
    const link = await client.link(email, DEVICE_SUBJECT)
    clock += APPROVAL_TTL_MS
    expect(refusal(await client.post('/v1/login/device-status', { loginId: waiting.body.loginId, deviceId: DEVICE_B }))).toEqual({
      status: 410,
      code: 'DEVICE_APPROVAL_EXPIRED',
      message: 'The device approval has expired. Sign in again.',
    })
    expect((await fetch(link)).status).toBe(410)
    expect((await logIn(email, DEVICE_B)).body.action).toBe('VERIFY_DEVICE')
  })

  it('refuses a new code within 30 s with the seconds left, rounded up, per address', async () => {
    expect((await requestCode(email, DEVICE_A)).status).toBe(200)
    const again = await requestCode(email, DEVICE_A)
    expect(refusal(again)).toEqual({ status: 429, code: 'COOLDOWN', message: 'Please try again after 30 seconds', retryAfterSeconds: 30 })
    expect(again.headers.get('retry-after')).toBe('30')
    clock += 12_300
    expect(refusal(await requestCode(email, DEVICE_A)).message).toBe('Please try again after 18 seconds')
    clock += 17_699
    expect(refusal(await requestCode(email, DEVICE_A)).message).toBe('Please try again after 1 seconds')
    // Another address is not held back.
    expect((await requestCode(`other-${email}`, DEVICE_A)).status).toBe(200)
    clock += 1
    expect((await requestCode(email, DEVICE_A)).status).toBe(200)
    expect((await client.inbox(email)).filter((m) => m.subject === LOGIN_SUBJECT)).toHaveLength(2)
  })

  it('refuses a wrong code, a code from another device, too many tries and an expired code, each in its own words', async () => {
    await requestCode(email, DEVICE_A)
    const otp = await client.code(email, LOGIN_SUBJECT)
    const wrong = otp === '000000' ? '000001' : '000000'
    const verify = (code: string, deviceId = DEVICE_A) => client.post('/v1/login/verify-code', { email, otp: code, deviceId })
    expect(refusal(await verify(wrong))).toEqual({ status: 400, code: 'INVALID_OTP', message: 'Invalid code' })
    expect(refusal(await verify('not digits, and long'))).toMatchObject({ message: 'Invalid code' })
    expect(refusal(await verify(otp, DEVICE_B))).toMatchObject({ message: 'Invalid code' })
    for (let i = 2; i < CODE_ATTEMPTS - 1; i++) expect(refusal(await verify(wrong)).code).toBe('INVALID_OTP')
    expect(refusal(await verify(wrong))).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', message: 'Too many wrong codes. Request a new one.' })
    // The code is gone: even the right one no longer works.
    expect(refusal(await verify(otp)).message).toBe('Invalid code')

    clock += EMAIL_COOLDOWN_MS
    await requestCode(email, DEVICE_A)
    const fresh = await client.code(email, LOGIN_SUBJECT)
    clock += CODE_TTL_MS
    expect(refusal(await verify(fresh))).toEqual({ status: 400, code: 'OTP_EXPIRED', message: 'This code has expired. Request a new one.' })
    expect(refusal(await verify(fresh)).message).toBe('Invalid code')
  })

  it('changes the email: a code to the current address, then one to the new address, then the account moves', async () => {
    const connected = await logIn(email, DEVICE_A)
    const token = sessionOf(connected)
    const userId = (connected.body.user as { userId: string }).userId
    const newEmail = `new-${email}`
    const taken = `taken-${email}`
    await logIn(taken, DEVICE_B)

    expect(refusal(await client.post('/v1/email/verify-primary', { otp: '123456' }, token)).code).toBe('NO_EMAIL_CHANGE')
    expect(refusal(await client.post('/v1/email/change', { newEmail: email.toUpperCase() }, token)).code).toBe('SAME_EMAIL')
    expect(refusal(await client.post('/v1/email/change', { newEmail: taken }, token))).toMatchObject({ status: 409, message: 'This email is already in use' })
    expect(refusal(await client.post('/v1/email/change', { newEmail: 'nope' }, token)).code).toBe('INVALID_EMAIL')
    expect(refusal(await client.post('/v1/email/change', { newEmail })).code).toBe('NOT_CONNECTED')

    expect((await client.post('/v1/email/change', { newEmail }, token)).body).toMatchObject({ action: 'VERIFY_PRIMARY_OTP' })
    expect(refusal(await client.post('/v1/email/change', { newEmail }, token)).message).toBe('Please try again after 30 seconds')
    const primary = await client.code(email, EMAIL_CHANGE_PRIMARY_SUBJECT)
    expect((await client.inbox(email))[0]!.text).toContain(newEmail)
    expect(refusal(await client.post('/v1/email/verify-secondary', { otp: primary }, token)).code).toBe('NO_EMAIL_CHANGE')
    expect(refusal(await client.post('/v1/email/verify-primary', { otp: primary === '000000' ? '000001' : '000000' }, token)).message).toBe('Invalid code')

    expect((await client.post('/v1/email/verify-primary', { otp: primary }, token)).body).toMatchObject({ action: 'VERIFY_SECONDARY_OTP' })
    const secondary = await client.code(newEmail, EMAIL_CHANGE_SECONDARY_SUBJECT)
    // The first code does not open the second step.
    if (secondary !== primary) expect(refusal(await client.post('/v1/email/verify-secondary', { otp: primary }, token)).message).toBe('Invalid code')
    const done = await client.post('/v1/email/verify-secondary', { otp: secondary }, token)
    expect(done.body).toEqual({ email: newEmail, user: { email: newEmail, userId } })
    expect((await client.get('/v1/user', token)).body).toEqual({ email: newEmail, userId })

    // The account now answers to the new address on this device; the old address starts a new account.
    expect((await logIn(newEmail, DEVICE_A)).body).toMatchObject({ action: 'CONNECT', user: { userId } })
    const again = await logIn(email, DEVICE_A)
    expect((again.body.user as { userId: string }).userId).not.toBe(userId)
  })

  it('signs out: the session is revoked, and signing out again is harmless', async () => {
    const token = sessionOf(await logIn(email, DEVICE_A))
    const other = sessionOf(await logIn(`second-${email}`, DEVICE_A))
    expect((await client.post('/v1/session/sign-out', {}, token)).body).toEqual({ signedOut: true })
    expect((await client.get('/v1/session', token)).body).toEqual({ isConnected: false })
    expect(refusal(await client.get('/v1/user', token))).toEqual({ status: 401, code: 'NOT_CONNECTED', message: 'Not connected' })
    expect((await client.post('/v1/session/sign-out', {}, token)).status).toBe(200)
    // Only that session.
    expect((await client.get('/v1/session', other)).body.isConnected).toBe(true)
  })

  it('ends a session when it expires', async () => {
    const token = sessionOf(await logIn(email, DEVICE_A))
    clock += 7 * 24 * 60 * 60_000
    expect((await client.get('/v1/session', token)).body).toEqual({ isConnected: false })
  })
})
