// @vitest-environment node
import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../free-port.mjs'
import { startMail, type Mail } from '../mail/index.mjs'
import { DEVNET_PROJECT_ID } from '../registry/index.mjs'
import { authClient, refusal } from './auth-test-client.js'
import { BODY_LIMIT, startAuth, type Auth } from './index.mjs'

const FRAME_ORIGIN = 'http://127.0.0.1:48798'
const DEVICE = 'device-aaaaaaaaaaaaaaaa'

describe('auth service against hostile input', () => {
  let mail: Mail
  let auth: Auth
  const client = authClient(
    () => auth.url,
    () => mail.url,
  )
  const requestCode = (body: unknown) => client.post('/v1/login/request-code', body)

  beforeAll(async () => {
    mail = await startMail({ port: 0, smtpPort: 0 })
    auth = await startAuth({ port: 0, frameOrigin: FRAME_ORIGIN, smtp: { host: '127.0.0.1', port: mail.smtpPort } })
  })
  afterAll(async () => {
    await auth?.close()
    await mail?.close()
  })

  it('refuses what is not a valid email address (spec §5), and sends nothing', async () => {
    const bad: unknown[] = ['', 'plain', 'a@b', 'a@@example.com', 'a b@example.com', '@example.com', 'a@example', 5, null, ['a@example.com'],
      `${'x'.repeat(65)}@example.com`, `a@${'d'.repeat(250)}.com`, 'x'.repeat(100_00)]
    for (const email of bad) {
      expect(refusal(await requestCode({ email, projectId: DEVNET_PROJECT_ID, deviceId: DEVICE })), JSON.stringify(email)).toEqual({
        status: 400,
        code: 'INVALID_EMAIL',
        message: 'Invalid email address',
      })
    }
  })

  it('lets no address add a header or a recipient to the mail', async () => {
    const attempts = [
      'victim@example.com\r\nBcc: attacker@example.com',
      'victim@example.com\nBcc: attacker@example.com',
      'victim@example.com%0d%0aBcc:attacker@example.com',
      'victim@example.com, attacker@example.com',
      'victim@example.com;attacker@example.com',
      'Victim <attacker@example.com>',
      '"attacker@example.com" <victim@example.com>',
      'attacker@example.com\u0000',
    ]
    for (const email of attempts) {
      expect(refusal(await requestCode({ email, projectId: DEVNET_PROJECT_ID, deviceId: DEVICE })).code, email).toBe('INVALID_EMAIL')
    }
    expect(await client.inbox('attacker@example.com')).toEqual([])
    expect(await client.inbox('victim@example.com')).toEqual([])
  })

  it('refuses an unknown project, a bad device id and a missing field', async () => {
    const email = 'fields@example.com'
    expect(refusal(await requestCode({ email, projectId: 'someone-else', deviceId: DEVICE }))).toEqual({
      status: 403,
      code: 'INVALID_PROJECT_ID',
      message: 'Invalid Project ID',
    })
    for (const deviceId of ['short', 'has spaces in it!!', 'x'.repeat(200), 42]) {
      expect(refusal(await requestCode({ email, projectId: DEVNET_PROJECT_ID, deviceId }))).toMatchObject({ status: 400, message: 'Invalid deviceId' })
    }
    expect(refusal(await requestCode({ email, deviceId: DEVICE })).message).toBe('Invalid projectId')
    expect(refusal(await client.post('/v1/login/verify-code', { email, deviceId: DEVICE, otp: 'x'.repeat(1000) })).message).toBe('Invalid otp')
    expect(refusal(await client.post('/v1/login/device-status', { loginId: '../../etc', deviceId: DEVICE })).message).toBe('Invalid loginId')
    expect(await client.inbox(email)).toEqual([])
  })

  it('refuses bodies over the limit, junk JSON and other content types', async () => {
    const huge = JSON.stringify({ email: 'big@example.com', projectId: DEVNET_PROJECT_ID, deviceId: DEVICE, pad: 'x'.repeat(BODY_LIMIT) })
    expect(refusal(await requestCode(huge))).toMatchObject({ status: 413, code: 'BODY_TOO_LARGE' })
    expect(refusal(await requestCode('{"email": '))).toEqual({ status: 400, code: 'INVALID_JSON', message: 'The body is not JSON' })
    expect(refusal(await requestCode('[]')).code).toBe('INVALID_REQUEST')
    const form = await client.call('POST', '/v1/login/request-code', undefined, undefined, { 'content-type': 'application/x-www-form-urlencoded' })
    expect(refusal(form).status).toBe(415)
    expect(await client.inbox('big@example.com')).toEqual([])
  })

  it('cuts off a body that keeps coming without a length', async () => {
    // Chunked, so the declared length cannot give it away: the service must count as it reads.
    const answer = await rawRequest(
      new URL(auth.url),
      'POST /v1/login/request-code HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n',
      Array.from({ length: 40 }, () => `400\r\n${'x'.repeat(1024)}\r\n`).join(''),
    )
    expect(answer).toMatch(/^HTTP\/1\.1 413/)
  })

  it('answers only the frame origin (CORS), and refuses calls from any other page', async () => {
    const preflight = await client.call('OPTIONS', '/v1/login/request-code', undefined, undefined, {
      origin: FRAME_ORIGIN,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type, authorization',
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe(FRAME_ORIGIN)
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type, authorization')

    for (const origin of ['http://127.0.0.1:4173', 'https://evil.example', 'null', `${FRAME_ORIGIN}.evil.example`]) {
      const denied = await client.call('OPTIONS', '/v1/login/request-code', undefined, undefined, { origin })
      expect([denied.status, denied.headers.get('access-control-allow-origin')], origin).toEqual([403, null])
      const posted = await client.call('POST', '/v1/login/request-code', { email: 'cors@example.com', projectId: DEVNET_PROJECT_ID, deviceId: DEVICE }, undefined, { origin })
      expect(refusal(posted).code).toBe('ORIGIN_NOT_ALLOWED')
    }
    // A page cannot approve a device by posting the form from elsewhere either.
    const forged = await fetch(`${auth.url}/device/approve`, { method: 'POST', headers: { origin: 'https://evil.example' }, body: 'token=x' })
    expect(forged.status).toBe(403)
    expect(await client.inbox('cors@example.com')).toEqual([])

    const fromFrame = await client.call('POST', '/v1/login/request-code', { email: 'cors@example.com', projectId: DEVNET_PROJECT_ID, deviceId: DEVICE }, undefined, { origin: FRAME_ORIGIN })
    expect([fromFrame.status, fromFrame.headers.get('access-control-allow-origin')]).toEqual([200, FRAME_ORIGIN])
  })

  it('treats a missing, malformed or unknown session token as not connected', async () => {
    for (const authorization of ['', 'Bearer', 'Bearer a b', `Bearer ${'x'.repeat(5000)}`, 'Basic dXNlcjpwYXNz', 'Bearer AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA']) {
      const check = await client.call('GET', '/v1/session', undefined, undefined, { authorization })
      expect(check.body, authorization).toEqual({ isConnected: false })
      expect(refusal(await client.call('GET', '/v1/user', undefined, undefined, { authorization })).status).toBe(401)
    }
  })

  it('answers unknown paths and wrong methods, and approval links that are junk', async () => {
    expect(refusal(await client.get('/v1/nothing')).status).toBe(404)
    expect(refusal(await client.get('/v1/login/request-code'))).toMatchObject({ status: 405, code: 'METHOD_NOT_ALLOWED' })
    for (const token of ['', '<script>', 'x'.repeat(500), 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA']) {
      const page = await fetch(`${auth.url}/device/approve?token=${encodeURIComponent(token)}`)
      expect(page.status).toBe(410)
      expect(await page.text()).not.toContain('<script>')
    }
  })

  it('says so when the mail cannot go, and does not hold the address back for it', async () => {
    const nowhere = await startAuth({ port: 0, frameOrigin: FRAME_ORIGIN, smtp: { host: '127.0.0.1', port: await freePort() } })
    try {
      const body = { email: 'lost@example.com', projectId: DEVNET_PROJECT_ID, deviceId: DEVICE }
      const post = () => fetch(`${nowhere.url}/v1/login/request-code`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
      const first = await post()
      expect([first.status, await first.json()]).toEqual([502, { error: { code: 'MAIL_FAILED', message: 'Could not send the email. Try again.' } }])
      expect((await post()).status).toBe(502)
    } finally {
      await nowhere.close()
    }
  })
})

/**
 * Sends a request by hand (fetch cannot stream a chunked body from Node 20 without duplex tricks) and returns the
 * first bytes of the answer.
 */
function rawRequest(url: URL, head: string, body: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(url.port), url.hostname)
    let answer = ''
    socket.on('data', (data) => {
      answer += data.toString()
    })
    socket.on('error', () => resolve(answer))
    socket.on('close', () => resolve(answer))
    socket.on('connect', () => {
      socket.write(head)
      socket.write(body, () => socket.end())
    })
    setTimeout(() => reject(new Error(`no answer: ${answer}`)), 5_000)
  })
}
