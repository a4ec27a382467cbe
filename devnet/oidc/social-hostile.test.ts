// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest'
import { refusal } from '../auth/auth-test-client.js'
import { startAuth } from '../auth/index.mjs'
import { browser } from './browser.js'
import { startOidc, type Oidc } from './index.mjs'
import { DEVICE, authWithIssuer, postedMessage } from './social-test-kit.js'

describe('social sign-in against hostile input', () => {
  const service = authWithIssuer()
  const closers: (() => Promise<void>)[] = []
  afterAll(async () => {
    for (const close of closers) await close()
  })

  it('refuses unknown providers, projects, devices, extra fields and pages it may not send results to', async () => {
    for (const provider of ['farcaster', 'GOOGLE', 'google ', '', 7, null]) {
      expect(refusal(await service.start(provider as string)).message, String(provider)).toBe('Invalid provider')
    }
    expect(refusal(await service.start('google', { projectId: 'someone-else' })).code).toBe('INVALID_PROJECT_ID')
    expect(refusal(await service.start('google', { deviceId: 'short' })).message).toBe('Invalid deviceId')
    expect(refusal(await service.start('google', { scope: 'openid admin' })).code).toBe('INVALID_REQUEST')
    const returns = ['https://evil.example/cb', 'javascript:alert(1)', 'http://user:pass@localhost:5173/', 'http://localhost.evil.example/', `http://localhost:5173/${'x'.repeat(3000)}`, 'not a url']
    for (const redirectUri of returns) {
      const answer = refusal(await service.start('google', { redirectUri }))
      expect([answer.status, answer.code === 'INVALID_REDIRECT_URI' || answer.message === 'Invalid redirectUri'], redirectUri.slice(0, 40)).toEqual([400, true])
    }
    // The page a popup result is posted to: an allowed origin, exactly an origin (no path, no credentials).
    const origins = ['https://evil.example', 'http://127.0.0.1:4173/', 'http://127.0.0.1:4173/path', 'http://u:p@127.0.0.1:4173', 'javascript:alert(1)', 'null', 'x'.repeat(400)]
    for (const origin of origins) {
      const answer = refusal(await service.start('google', { origin }))
      expect([answer.status, answer.code === 'INVALID_ORIGIN' || answer.message === 'Invalid origin'], origin.slice(0, 40)).toEqual([400, true])
    }
  })

  it('refuses junk results and callbacks without crashing', async () => {
    for (const result of ['', 'short', 'x'.repeat(5000), 'http://127.0.0.1:1/v1/social/redeem?result=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'A'.repeat(43)]) {
      const answer = refusal(await service.post('/v1/social/redeem', { result, deviceId: DEVICE }))
      expect([410, 400], result.slice(0, 40)).toContain(answer.status)
    }
    for (const query of ['', '?state=', `?state=${'A'.repeat(5000)}&code=x`, '?error=access_denied&state=<script>', `?code=${'c'.repeat(9000)}`]) {
      const page = await fetch(`${service.authUrl()}/v1/social/callback${query}`)
      expect([page.status, page.headers.get('content-type')], query.slice(0, 40)).toEqual([400, 'text/html; charset=utf-8'])
      expect(await page.text()).not.toMatch(/<script/)
    }
  })

  it('answers social start for the frame only (CORS)', async () => {
    const answer = await service.client.call('POST', '/v1/social/start', { provider: 'google', projectId: 'tessera-devnet-project', deviceId: DEVICE }, undefined, { origin: 'https://evil.example' })
    expect(refusal(answer).code).toBe('ORIGIN_NOT_ALLOWED')
  })

  it('says a provider is not set up, or cannot be reached', async () => {
    const bare = await startAuth({ port: 0, smtp: { host: '127.0.0.1', port: 9 } })
    const unreachable = await startAuth({ port: 0, smtp: { host: '127.0.0.1', port: 9 }, socialProviders: { google: { issuer: 'http://127.0.0.1:9', clientId: 'google' } } })
    closers.push(bare.close, unreachable.close)
    const start = (url: string) =>
      fetch(`${url}/v1/social/start`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ provider: 'google', projectId: 'tessera-devnet-project', deviceId: DEVICE }) })
    expect(await (await start(bare.url)).json()).toEqual({ error: { code: 'PROVIDER_NOT_CONFIGURED', message: 'Sign-in with Google is not available' } })
    expect(await (await start(unreachable.url)).json()).toEqual({ error: { code: 'PROVIDER_UNAVAILABLE', message: 'Google could not be reached. Try again.' } })
  })

  it('ends in a failed result, creating no account, when the code cannot be exchanged (a wrong client secret)', async () => {
    let issuer: Oidc | undefined
    const wrong = await startAuth({
      port: 0,
      smtp: { host: '127.0.0.1', port: 9 },
      socialProviders: () => issuer && { github: { ...issuer.providers.github, clientSecret: 'not-the-secret' } },
    })
    issuer = await startOidc({ port: 0, redirectUris: [`${wrong.url}/v1/social/callback`] })
    closers.push(wrong.close, issuer.close)
    const call = async (path: string, body: unknown) =>
      (await fetch(`${wrong.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json() as Promise<Record<string, unknown>>
    const { uri } = (await call('/v1/social/start', { provider: 'github', projectId: 'tessera-devnet-project', deviceId: DEVICE })) as { uri: string }
    const tab = browser()
    const consent = await tab.submit(await tab.go(uri), 'adalovelace')
    const page = (await tab.submit(consent, '>Allow<')).html
    expect(page).toContain('Could not sign in with GitHub. Try again.')
    expect(await call('/v1/social/redeem', { result: postedMessage(page)!.resultUri, deviceId: DEVICE })).toEqual({
      error: { code: 'SOCIAL_LOGIN_FAILED', message: 'Could not sign in with GitHub. Try again.' },
    })
  })

  it('keeps the issuer strict: no PKCE, plain PKCE, or a foreign redirect URI is refused before any login page', async () => {
    const issuer = service.oidc().issuer
    const base = { response_type: 'code', client_id: 'google', redirect_uri: `${service.authUrl()}/v1/social/callback`, scope: 'openid', state: 's', nonce: 'n' }
    const ask = async (params: Record<string, string>) => {
      const response = await fetch(`${issuer}/auth?${new URLSearchParams(params)}`, { redirect: 'manual' })
      return `${response.status} ${response.headers.get('location') ?? ''} ${await response.text()}`
    }
    expect(await ask(base)).toMatch(/error=invalid_request.*PKCE/)
    expect(await ask({ ...base, code_challenge: 'a'.repeat(43), code_challenge_method: 'plain' })).toMatch(/error=invalid_request/)
    expect(await ask({ ...base, redirect_uri: 'https://evil.example/cb', code_challenge: 'a'.repeat(43), code_challenge_method: 'S256' })).toMatch(/^400 .*redirect_uri/)
    expect(await ask({ ...base, client_id: 'myspace', code_challenge: 'a'.repeat(43), code_challenge_method: 'S256' })).toMatch(/^400 .*client/)
  })

  it('bounds the login form and refuses a person of another provider', async () => {
    const started = await service.start('x')
    const tab = browser()
    const login = await tab.go(started.body.uri as string)
    const big = await tab.submit(login, '>Sign in<', { name: 'n'.repeat(10_000), username: 'ok' })
    expect(big.response.status).toBe(413)
    const googleSubject = /name="subject" value="(\d+)"/.exec((await browser().go((await service.start('google')).body.uri as string)).html)![1]!
    const crossed = await tab.submit(login, '@jack', { subject: googleSubject })
    expect([crossed.response.status, crossed.html]).toEqual([400, expect.stringContaining('Choose a person from the list.')])
    expect(login.response.headers.get('content-security-policy')).toContain("default-src 'none'")
  })
})
