// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { describeDevnet } from '../describe.mjs'
import type { Devnet } from '../index.mjs'
import { DEVNET_PROJECT_ID } from '../registry/index.mjs'
import { startTestDevnet } from '../test-devnet.mjs'
import { browser } from './browser.js'

describe('the OpenID Connect issuer as a devnet service', () => {
  let devnet: Devnet

  beforeAll(async () => {
    devnet = await startTestDevnet({ mailPort: 0, mailSmtpPort: 0, authPort: 0, oidcPort: 0, auth: { frameOrigin: 'http://127.0.0.1:48798' } })
  }, 20_000)
  afterAll(() => devnet?.stop())

  it('starts after the auth service, wired both ways, and is printed in the table', async () => {
    expect(Object.keys(devnet.services)).toEqual(['chainA', 'chainB', 'mail', 'auth', 'oidc'])
    expect(devnet.oidc).toEqual({ issuer: devnet.services.oidc!.url })
    expect(describeDevnet(devnet)).toMatch(new RegExp(`OpenID Connect issuer +stands in for google, github, apple, facebook, x, discord .* +${devnet.oidc!.issuer}`))

    const started = await fetch(`${devnet.auth!.url}/v1/social/start`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ provider: 'x', projectId: DEVNET_PROJECT_ID, deviceId: 'device-dddddddddddddddd' }),
    })
    const uri = new URL(((await started.json()) as { uri: string }).uri)
    expect(`${uri.origin}${uri.pathname}`).toBe(`${devnet.oidc!.issuer}/auth`)
    const login = await browser().go(uri.href)
    expect([login.response.status, login.html]).toEqual([200, expect.stringContaining('Sign in with X')])
  })
})
