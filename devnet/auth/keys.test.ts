// @vitest-environment node
import { randomBytes } from 'node:crypto'
import { beforeEach, describe, expect, it } from 'vitest'
import { DEVNET_PROJECT_ID } from '../registry/index.mjs'
import { EMAIL_COOLDOWN_MS } from './accounts.mjs'
import { authOverMail, refusal } from './auth-test-client.js'
import { BODY_LIMIT } from './index.mjs'
import { DEVICE_SUBJECT, LOGIN_SUBJECT } from './letters.mjs'

const FRAME_ORIGIN = 'http://127.0.0.1:48798'
const DEVICE_A = 'device-aaaaaaaaaaaaaaaa'
const DEVICE_B = 'device-bbbbbbbbbbbbbbbb'

const b64 = (bytes: number) => randomBytes(bytes).toString('base64url')
/** A backup shaped as the frame makes it: 12-byte IV, 64 key bytes + 16-byte tag, 32-byte AES key. */
const backup = () => ({ version: 1, iv: b64(12), ciphertext: b64(80), key: b64(32) })

describe('key backup on the auth service', () => {
  let clock = Date.now()
  let emails = 0
  let email = ''
  const { authUrl, client } = authOverMail(FRAME_ORIGIN, () => clock)
  const putKeys = (body: unknown, token?: string) => client.call('PUT', '/v1/keys', body, token)
  const getKeys = (token?: string) => client.get('/v1/keys', token)

  /** Signs `address` in on `deviceId` with the mailed code; a new device is approved through its mailed link. */
  const signIn = async (address: string, deviceId: string): Promise<string> => {
    clock += EMAIL_COOLDOWN_MS
    await client.post('/v1/login/request-code', { email: address, projectId: DEVNET_PROJECT_ID, deviceId })
    const otp = await client.code(address, LOGIN_SUBJECT)
    const answer = await client.post('/v1/login/verify-code', { email: address, otp, deviceId })
    if (answer.body.action === 'CONNECT') return (answer.body.session as { token: string }).token
    const token = new URL(await client.link(address, DEVICE_SUBJECT)).searchParams.get('token')!
    await fetch(`${authUrl()}/device/approve`, { method: 'POST', body: new URLSearchParams({ token }) })
    const connected = await client.post('/v1/login/device-status', { loginId: answer.body.loginId, deviceId })
    return (connected.body.session as { token: string }).token
  }

  beforeEach(() => {
    email = `keys${++emails}@example.com`
  })

  it('keeps the first backup a user stores and gives it to the same user on an approved second device', async () => {
    const first = await signIn(email, DEVICE_A)
    expect(refusal(await getKeys(first))).toEqual({ status: 404, code: 'NO_KEYS', message: 'No keys are stored for this account' })

    const stored = backup()
    const put = await putKeys(stored, first)
    expect([put.status, put.body]).toEqual([201, { stored: true }])
    expect((await getKeys(first)).body).toEqual(stored)

    // A second device, once approved by mail, reads the very same records.
    const second = await signIn(email, DEVICE_B)
    expect(second).not.toBe(first)
    expect((await getKeys(second)).body).toEqual(stored)
  })

  it('refuses a second backup for the user with 409, and keeps the first', async () => {
    const token = await signIn(email, DEVICE_A)
    const kept = backup()
    expect((await putKeys(kept, token)).status).toBe(201)
    expect(refusal(await putKeys(backup(), token))).toEqual({ status: 409, code: 'KEYS_EXIST', message: 'Keys are already stored for this account' })
    const otherDevice = await signIn(email, DEVICE_B)
    expect(refusal(await putKeys(backup(), otherDevice)).code).toBe('KEYS_EXIST')
    expect((await getKeys(token)).body).toEqual(kept)
  })

  it('lets exactly one of many backups stored at the same moment win', async () => {
    const token = await signIn(email, DEVICE_A)
    const racers = Array.from({ length: 8 }, backup)
    const answers = await Promise.all(racers.map((body) => putKeys(body, token)))
    const winners = answers.flatMap((answer, i) => (answer.status === 201 ? [racers[i]] : []))
    expect(winners).toHaveLength(1)
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(racers.length - 1)
    expect((await getKeys(token)).body).toEqual(winners[0])
  })

  it('gives nothing without a valid session: none, junk, signed out', async () => {
    const token = await signIn(email, DEVICE_A)
    expect((await putKeys(backup(), token)).status).toBe(201)
    for (const authorization of ['', 'Bearer', `Bearer ${'x'.repeat(5000)}`, 'Bearer AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', `Basic ${token}`]) {
      const answer = await client.call('GET', '/v1/keys', undefined, undefined, { authorization })
      expect([refusal(answer), answer.body.key], authorization).toEqual([{ status: 401, code: 'NOT_CONNECTED', message: 'Not connected' }, undefined])
      expect(refusal(await client.call('PUT', '/v1/keys', backup(), undefined, { authorization })).status).toBe(401)
    }
    await client.post('/v1/session/sign-out', {}, token)
    expect(refusal(await getKeys(token)).status).toBe(401)
    expect(refusal(await putKeys(backup(), token)).status).toBe(401)
  })

  it('gives a device waiting for approval nothing, and one user never another user’s backup', async () => {
    const owner = await signIn(email, DEVICE_A)
    const owned = backup()
    await putKeys(owned, owner)
    // The new device has the code but not yet the approval: no session, so no keys.
    clock += EMAIL_COOLDOWN_MS
    await client.post('/v1/login/request-code', { email, projectId: DEVNET_PROJECT_ID, deviceId: DEVICE_B })
    const waiting = await client.post('/v1/login/verify-code', { email, otp: await client.code(email, LOGIN_SUBJECT), deviceId: DEVICE_B })
    expect(waiting.body).toMatchObject({ action: 'VERIFY_DEVICE' })
    expect(JSON.stringify(waiting.body)).not.toContain(owned.key)

    const stranger = await signIn(`stranger-${email}`, DEVICE_B)
    expect(refusal(await getKeys(stranger)).code).toBe('NO_KEYS')
    const theirs = backup()
    expect((await putKeys(theirs, stranger)).status).toBe(201)
    expect((await getKeys(stranger)).body).toEqual(theirs)
    expect((await getKeys(owner)).body).toEqual(owned)
  })

  it('refuses a backup of the wrong shape or size, field by field, and stores nothing for it', async () => {
    const token = await signIn(email, DEVICE_A)
    const bad: [Record<string, unknown>, string][] = [
      [{ ...backup(), version: 2 }, 'Invalid version'],
      [{ ...backup(), iv: b64(16) }, 'Invalid iv'],
      [{ ...backup(), iv: `${b64(12).slice(0, 15)}=` }, 'Invalid iv'],
      [{ ...backup(), ciphertext: b64(400) }, 'Invalid ciphertext'],
      [{ ...backup(), ciphertext: '' }, 'Invalid ciphertext'],
      [{ ...backup(), ciphertext: 'not base64url!' }, 'Invalid ciphertext'],
      [{ ...backup(), key: b64(16) }, 'Invalid key'],
      [{ ...backup(), key: 5 }, 'Invalid key'],
      [{ ...backup(), userId: 'someone-else' }, 'Invalid request'],
      [{ iv: b64(12), ciphertext: b64(80) }, 'Invalid version'],
    ]
    for (const [body, message] of bad) {
      expect(refusal(await putKeys(body, token)), JSON.stringify(body)).toEqual({ status: 400, code: 'INVALID_REQUEST', message })
    }
    expect(refusal(await putKeys('[]', token)).code).toBe('INVALID_REQUEST')
    expect(refusal(await putKeys(JSON.stringify({ ...backup(), pad: 'x'.repeat(BODY_LIMIT) }), token)).status).toBe(413)
    expect(refusal(await client.call('PUT', '/v1/keys', undefined, token, { 'content-type': 'text/plain' })).status).toBe(415)
    expect(refusal(await client.call('POST', '/v1/keys', backup(), token))).toMatchObject({ status: 405 })
    expect(refusal(await getKeys(token)).code).toBe('NO_KEYS')
  })

  it('lets only the frame origin store keys from a browser (CORS admits PUT for it alone)', async () => {
    const token = await signIn(email, DEVICE_A)
    const preflight = await client.call('OPTIONS', '/v1/keys', undefined, undefined, {
      origin: FRAME_ORIGIN,
      'access-control-request-method': 'PUT',
      'access-control-request-headers': 'content-type, authorization',
    })
    expect([preflight.status, preflight.headers.get('access-control-allow-origin')]).toEqual([204, FRAME_ORIGIN])
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PUT')
    const fromPage = await client.call('GET', '/v1/keys', undefined, token, { origin: 'http://127.0.0.1:4173' })
    expect(refusal(fromPage)).toMatchObject({ status: 403, code: 'ORIGIN_NOT_ALLOWED' })
    expect(refusal(await client.call('PUT', '/v1/keys', backup(), token, { origin: 'https://evil.example' })).status).toBe(403)
    expect(refusal(await getKeys(token)).code).toBe('NO_KEYS')
  })
})
