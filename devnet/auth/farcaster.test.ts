// @vitest-environment node
import { recoverMessageAddress } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import { browser } from '../oidc/browser.js'
import { DEVICE, authWithIssuer } from '../oidc/social-test-kit.js'
import { DEVNET_PROJECT_ID } from '../registry/index.mjs'
import { refusal } from './auth-test-client.js'

describe('Sign In With Farcaster on the devnet', () => {
  const service = authWithIssuer()
  const open = async () => {
    const started = await service.post('/v1/farcaster/start', { projectId: DEVNET_PROJECT_ID, deviceId: DEVICE })
    expect(started.status).toBe(200)
    return started.body as { channelToken: string; url: string }
  }
  const status = (channelToken: string) => service.post('/v1/farcaster/status', { channelToken })

  it('waits, then connects once the account approves; the signature is a custody key’s over an EIP-4361 message', async () => {
    const { channelToken, url } = await open()
    expect(url.startsWith(`${service.authUrl()}/farcaster/approve?token=`)).toBe(true)
    // The link shown as a QR code cannot be used to poll for the session.
    expect(url).not.toContain(channelToken)
    expect((await status(channelToken)).body).toEqual({ action: 'PENDING', expiresAt: expect.any(Number) })

    const tab = browser()
    const page = await tab.go(url)
    expect(page.html).toContain('Sign in with Farcaster')
    const signed = await tab.submit(page, '@ada (fid 1001)')
    expect(signed.html).toContain('Signed in as <strong>@ada</strong>')

    const done = await status(channelToken)
    expect(done.body).toMatchObject({ action: 'CONNECT', user: { provider: 'farcaster', username: 'ada', userId: expect.any(String) }, fid: 1001 })
    const { message, signature } = done.body as { message: string; signature: `0x${string}` }
    const fields = parseSiweMessage(message)
    expect(fields).toMatchObject({ domain: new URL(service.authUrl()).host, statement: 'Farcaster Auth', chainId: 10, resources: ['farcaster://fid/1001'] })
    expect(await recoverMessageAddress({ message, signature })).toBe(fields.address)
    const token = (done.body.session as { token: string }).token
    expect((await service.client.get('/v1/user', token)).body).toEqual(done.body.user)

    // Once only; and the link is spent.
    expect(refusal(await status(channelToken))).toMatchObject({ status: 410, code: 'FARCASTER_CHANNEL_EXPIRED' })
    expect((await tab.go(url)).response.status).toBe(410)

    // The same fid signs in to the same account, with the same custody address.
    const next = await open()
    await tab.submit(await tab.go(next.url), '@ada (fid 1001)')
    const again = await status(next.channelToken)
    expect(again.body.user).toEqual(done.body.user)
    expect(parseSiweMessage((again.body as { message: string }).message).address).toBe(fields.address)
  })

  it('takes a typed fid and username, refusing junk', async () => {
    const { channelToken, url } = await open()
    const tab = browser()
    const page = await tab.go(url)
    for (const [fid, username] of [['0', 'ok'], ['12x', 'ok'], ['7', 'Has Caps'], ['7', 'x'.repeat(17)], ['9'.repeat(13), 'ok']] as const) {
      const refused = await tab.submit(page, '>Sign in<', { fid, username })
      expect(refused.response.status, `${fid} ${username}`).toBe(400)
    }
    expect((await status(channelToken)).body.action).toBe('PENDING')
    await tab.submit(page, '>Sign in<', { fid: '4242', username: '@new-caster' })
    expect((await status(channelToken)).body).toMatchObject({ action: 'CONNECT', fid: 4242, user: { username: 'new-caster' } })
  })

  it('refuses unknown channels and links, and an unknown project', async () => {
    expect(refusal(await status('A'.repeat(43))).code).toBe('FARCASTER_CHANNEL_EXPIRED')
    expect(refusal(await status('../etc')).message).toBe('Invalid channelToken')
    expect(refusal(await service.post('/v1/farcaster/start', { projectId: 'someone-else', deviceId: DEVICE })).code).toBe('INVALID_PROJECT_ID')
    const forged = await fetch(`${service.authUrl()}/farcaster/approve`, { method: 'POST', headers: { origin: 'https://evil.example' }, body: 'token=x' })
    expect(forged.status).toBe(403)
    expect((await fetch(`${service.authUrl()}/farcaster/approve?token=${'A'.repeat(43)}`)).status).toBe(410)
  })
})
