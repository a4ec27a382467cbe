// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { refusal } from '../auth/auth-test-client.js'
import { browser } from './browser.js'
import { DEVICE, FRAME_ORIGIN, authWithIssuer, postedMessage } from './social-test-kit.js'

describe('social sign-in through the local OpenID Connect issuer', () => {
  const service = authWithIssuer()

  /** Start → the issuer's login page → a person chosen → consent given: the callback page. */
  const signIn = async (provider: string, person: string, extra: { redirectUri?: string; origin?: string } = {}) => {
    const started = await service.start(provider, extra)
    expect(started.status).toBe(200)
    const uri = new URL(started.body.uri as string)
    const tab = browser({ stopAt: extra.redirectUri && new URL(extra.redirectUri).origin })
    const login = await tab.go(uri.href)
    expect(login.response.status).toBe(200)
    // The consent form's redirects end on the page the sign-in returns to (the redirect variant): form-action allows it.
    expect(login.response.headers.get('content-security-policy')).toMatch(/form-action 'self' http:\/\/127\.0\.0\.1:\d+ .*http:\/\/127\.0\.0\.1:\*/)
    const consent = await tab.submit(login, person)
    expect(consent.html).toContain('Allow Tessera?')
    return { uri, tab, consent, done: await tab.submit(consent, '>Allow<') }
  }

  it('signs in with Google: code and PKCE, the ID token checked, the frame told, a session redeemed once', async () => {
    const { uri, done } = await signIn('google', 'Ada Lovelace')
    // The authorization request the products make.
    expect(uri.origin).toBe(service.oidc().issuer)
    expect(Object.fromEntries(uri.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'google',
      redirect_uri: `${service.authUrl()}/v1/social/callback`,
      code_challenge_method: 'S256',
      scope: 'openid email profile',
    })
    for (const key of ['state', 'nonce', 'code_challenge']) expect(uri.searchParams.get(key)).toMatch(/^[A-Za-z0-9_-]{43}$/)

    // The issuer sent the browser to the auth service's callback with a code, and that page posts to the frame only.
    expect(done.url.pathname).toBe('/v1/social/callback')
    expect(done.url.searchParams.get('code')).toBeTruthy()
    expect(done.response.headers.get('content-security-policy')).toMatch(/script-src 'nonce-[^']+'/)
    expect(done.html).toContain(JSON.stringify(FRAME_ORIGIN))
    const message = postedMessage(done.html)!
    expect(message).toMatchObject({ type: '@tessera-auth/SOCIAL_RESULT', state: uri.searchParams.get('state') })

    const redeemed = await service.post('/v1/social/redeem', { result: message.resultUri, deviceId: DEVICE })
    expect(redeemed.status).toBe(200)
    expect(redeemed.body).toMatchObject({ action: 'CONNECT', user: { email: 'ada@example.com', provider: 'google', userId: expect.any(String) } })
    const session = redeemed.body.session as { token: string }
    expect((await service.client.get('/v1/user', session.token)).body).toEqual(redeemed.body.user)
    // The provider authenticated the person on this device: it counts as approved (the key backup opens to it).
    expect(refusal(await service.client.get('/v1/keys', session.token)).code).toBe('NO_KEYS')

    expect(refusal(await service.post('/v1/social/redeem', { result: message.resultUri, deviceId: DEVICE }))).toMatchObject({ status: 410, code: 'SOCIAL_RESULT_EXPIRED' })
  })

  it('finds the same account on the next sign-in, keyed by provider and subject, and keeps providers apart', async () => {
    const redeem = async (provider: string, person: string) => {
      const message = postedMessage((await signIn(provider, person)).done.html)!
      return (await service.post('/v1/social/redeem', { result: message.resultUri, deviceId: DEVICE })).body
    }
    const first = await redeem('github', 'adalovelace')
    const again = await redeem('github', 'adalovelace')
    expect(again.user).toEqual(first.user)
    expect(first.user).toMatchObject({ provider: 'github', username: 'adalovelace', email: 'ada@example.com' })
    // Same email at another provider: another account (no provider opens an account it did not make).
    const google = await redeem('google', 'Ada Lovelace')
    expect((google.user as { userId: string }).userId).not.toBe((first.user as { userId: string }).userId)
    // X gives a handle and no email.
    expect((await redeem('x', '@jack')).user).toEqual({ userId: expect.any(String), provider: 'x', username: 'jack' })
  })

  it('signs in as a person typed on the login page, checking what was typed', async () => {
    const started = await service.start('discord')
    const tab = browser()
    const login = await tab.go(started.body.uri as string)
    const bad = await tab.submit(login, '>Sign in<', { username: 'no spaces allowed', email: 'x@example.com' })
    expect([bad.response.status, bad.html]).toEqual([400, expect.stringContaining('Enter a valid username.')])
    const consent = await tab.submit(bad, '>Sign in<', { username: 'new.person', email: 'New@Example.com' })
    const message = postedMessage((await tab.submit(consent, '>Allow<')).html)!
    const redeemed = await service.post('/v1/social/redeem', { result: message.resultUri, deviceId: DEVICE })
    expect(redeemed.body.user).toMatchObject({ provider: 'discord', username: 'new.person', email: 'new@example.com' })
  })

  it('sends a denied consent back as access_denied, creating nothing', async () => {
    const started = await service.start('facebook')
    const tab = browser()
    const consent = await tab.submit(await tab.go(started.body.uri as string), 'Mark Example')
    const denied = await tab.submit(consent, '>Deny<')
    expect(denied.url.pathname).toBe('/v1/social/callback')
    expect(denied.url.searchParams.get('error')).toBe('access_denied')
    expect(denied.html).toContain('You declined to sign in with Facebook')
    const message = postedMessage(denied.html)!
    expect(refusal(await service.post('/v1/social/redeem', { result: message.resultUri, deviceId: DEVICE }))).toEqual({
      status: 403,
      code: 'ACCESS_DENIED',
      message: 'You declined to sign in with Facebook',
    })
  })

  it('ends an unknown, replayed or mismatched state on an error page, telling no one anything', async () => {
    const { done } = await signIn('apple', 'Tim Example')
    // The same callback again (a replay), and one with a state this service never made.
    const replay = await fetch(done.url)
    expect(replay.status).toBe(400)
    const replayed = await replay.text()
    expect(replayed).toContain('This sign-in has expired or was finished already')
    expect(postedMessage(replayed)).toBeUndefined()
    const forged = new URL(done.url)
    forged.searchParams.set('state', 'A'.repeat(43))
    const answer = await (await fetch(forged)).text()
    expect(answer).toContain('expired or was finished already')
    expect(answer).not.toContain('<script')
  })

  it('redeems a result only on the device that started the sign-in', async () => {
    const message = postedMessage((await signIn('google', 'Grace Hopper')).done.html)!
    expect(refusal(await service.post('/v1/social/redeem', { result: message.resultUri, deviceId: 'another-device-bbbbbbbb' })).code).toBe('SOCIAL_RESULT_EXPIRED')
  })

  it('posts the popup result to the page that started the sign-in when the frame names it, and to nothing else', async () => {
    const { done } = await signIn('github', 'linus-ex', { origin: 'http://127.0.0.1:4173' })
    const message = postedMessage(done.html)!
    expect(done.html).toContain('"targetOrigin":"http://127.0.0.1:4173"')
    expect(done.html).not.toContain(JSON.stringify(FRAME_ORIGIN))
    expect((await service.post('/v1/social/redeem', { result: message.resultUri, deviceId: DEVICE })).body.user).toMatchObject({ provider: 'github', username: 'linus-ex' })
  })

  it('returns to the page for the redirect variant with a one-time result_uri', async () => {
    const { done } = await signIn('google', 'Ada Lovelace', { redirectUri: 'http://localhost:5173/app?tab=1' })
    const back = new URL(done.hops.at(-1)!)
    expect(back.origin + back.pathname).toBe('http://localhost:5173/app')
    expect(back.searchParams.get('tab')).toBe('1')
    const resultUri = back.searchParams.get('result_uri')!
    expect(resultUri.startsWith(`${service.authUrl()}/v1/social/redeem?result=`)).toBe(true)
    expect((await service.post('/v1/social/redeem', { result: resultUri, deviceId: DEVICE })).body.action).toBe('CONNECT')
  })
})
