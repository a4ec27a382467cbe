// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { describeDevnet } from '../describe.mjs'
import type { Devnet } from '../index.mjs'
import { DEVNET_PROJECT_ID } from '../registry/index.mjs'
import { startTestDevnet } from '../test-devnet.mjs'
import { authClient } from './auth-test-client.js'
import { LOGIN_SUBJECT } from './letters.mjs'

describe('mail and auth as devnet services', () => {
  let devnet: Devnet
  const client = authClient(
    () => devnet.auth!.url,
    () => devnet.mail!.url,
  )

  beforeAll(async () => {
    devnet = await startTestDevnet({ mailPort: 0, mailSmtpPort: 0, authPort: 0, auth: { frameOrigin: 'http://127.0.0.1:48798/' } })
  }, 20_000)
  afterAll(() => devnet?.stop())

  it('starts the mailbox and the auth service wired to it, and prints the mailbox URL', async () => {
    expect(Object.keys(devnet.services)).toEqual(['chainA', 'chainB', 'mail', 'auth'])
    expect(devnet.mail).toEqual({ url: devnet.services.mail!.url, smtpPort: expect.any(Number) })
    expect(devnet.auth).toEqual({ url: devnet.services.auth!.url, frameOrigin: 'http://127.0.0.1:48798' })
    const table = describeDevnet(devnet)
    expect(table).toMatch(new RegExp(`Mailbox +open it to read login codes \\(SMTP port ${devnet.mail!.smtpPort}\\) +${devnet.mail!.url}`))
    expect(table).toContain('email and social sign-in (/farcaster/approve: Farcaster) for the frame at http://127.0.0.1:48798')

    const email = 'service@example.com'
    const asked = await client.post('/v1/login/request-code', { email, projectId: DEVNET_PROJECT_ID, deviceId: 'device-cccccccccccccccc' })
    expect(asked.status).toBe(200)
    expect(await client.code(email, LOGIN_SUBJECT)).toMatch(/^\d{6}$/)
    expect(await (await fetch(`${devnet.mail!.url}/`)).text()).toContain(email)
  })
})
