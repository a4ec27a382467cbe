// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Devnet } from '../index.mjs'
import { DEVNET_PROJECT_ID } from '../registry/index.mjs'
import { startTestDevnet } from '../test-devnet.mjs'

// The frame as startDevnet() wires it: its own origin, the auth service admitting that origin alone, the registry's
// allowed origins in its CSP.
describe('secure frame server in the devnet', () => {
  let devnet: Devnet
  const page = (projectId: string, headers: Record<string, string> = {}) => fetch(`${devnet.frame!.url}/?projectId=${projectId}&chainId=31337`, { headers })

  beforeAll(async () => {
    devnet = await startTestDevnet({ registryPort: 0, mailPort: 0, mailSmtpPort: 0, authPort: 0, framePort: 0 })
  }, 30_000)
  afterAll(() => devnet?.stop())

  it('runs on its own origin, which the auth service admits (and nothing else)', async () => {
    expect(devnet.frame?.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(devnet.services.frame?.url).toBe(devnet.frame?.url)
    expect(devnet.auth?.frameOrigin).toBe(devnet.frame?.url)
    const fromFrame = await fetch(`${devnet.auth!.url}/v1/session`, { headers: { origin: devnet.frame!.url } })
    expect(fromFrame.headers.get('access-control-allow-origin')).toBe(devnet.frame!.url)
    const fromPage = await fetch(`${devnet.auth!.url}/v1/session`, { headers: { origin: 'http://127.0.0.1:5173' } })
    expect(fromPage.status).toBe(403)
  })

  it('serves the page with no inline script and frame-ancestors from the registry and spec §6', async () => {
    const response = await page(DEVNET_PROJECT_ID)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('<script type="module" src="/app.js"></script>')
    expect(html).not.toMatch(/<script>(?!<\/script>)/)
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("script-src 'self'")
    expect(csp).not.toContain('unsafe-inline')
    expect(csp).toContain('frame-ancestors http://127.0.0.1:* http://localhost:* https://*.example.com https://localhost:* https://*.pages.dev')
    expect(csp).toContain(`connect-src 'self' ${new URL(devnet.auth!.url).origin}`)
    const script = await fetch(`${devnet.frame!.url}/app.js`)
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/)
    expect((await script.text()).length).toBeGreaterThan(1_000)
  }, 30_000)

  it('gives a page the project does not allow (by Referer) only the refusal script, and an unknown project the same', async () => {
    const refused = await page(DEVNET_PROJECT_ID, { referer: 'https://evil.test/shop' })
    expect(await refused.text()).toContain('src="/refused.js"')
    expect(refused.headers.get('content-security-policy')).toContain('frame-ancestors *')
    const allowed = await page(DEVNET_PROJECT_ID, { referer: 'http://127.0.0.1:5173/' })
    expect(await allowed.text()).toContain('src="/app.js"')
    const unknown = await page('no-such-project')
    expect(await unknown.text()).toContain('src="/refused.js"')
    expect((await fetch(`${devnet.frame!.url}/config.json?projectId=no-such-project`)).status).toBe(403)
    expect((await page('')).status).toBe(400)
  })

  it('hands its script the auth service, the chains and the allowed origins', async () => {
    const config = (await (await fetch(`${devnet.frame!.url}/config.json?projectId=${DEVNET_PROJECT_ID}`)).json()) as Record<string, unknown>
    expect(config).toMatchObject({
      version: '1',
      authUrl: devnet.auth!.url,
      chains: devnet.chains.map(({ id, name, rpcUrl }) => ({ id, name, rpcUrl })),
      allowedOrigins: expect.arrayContaining(['http://127.0.0.1:*', 'https://*.vercel.app']),
    })
    expect((await fetch(`${devnet.frame!.url}/`, { method: 'POST' })).status).toBe(405)
  })
})
