import { afterAll, beforeAll } from 'vitest'
import { authClient } from '../auth/auth-test-client.js'
import { startAuth, type Auth, type StartAuthOptions } from '../auth/index.mjs'
import { DEVNET_PROJECT_ID } from '../registry/index.mjs'
import { startOidc, type Oidc } from './index.mjs'

export const FRAME_ORIGIN = 'http://127.0.0.1:48798'
export const DEVICE = 'device-social-aaaaaaaa'

/**
 * The auth service and the local issuer on free ports for one test file, wired as the devnet wires them (the issuer
 * sends every client back to the auth service's callback), with calls as the frame makes them.
 */
export function authWithIssuer(options: Omit<StartAuthOptions, 'port' | 'socialProviders'> = {}) {
  let auth: Auth | undefined
  let oidc: Oidc | undefined
  beforeAll(async () => {
    auth = await startAuth({ port: 0, frameOrigin: FRAME_ORIGIN, smtp: { host: '127.0.0.1', port: 9 }, ...options, socialProviders: () => oidc?.providers })
    oidc = await startOidc({ port: 0, redirectUris: [`${auth.url}/v1/social/callback`] })
  })
  afterAll(async () => {
    await oidc?.close()
    await auth?.close()
  })
  const client = authClient(
    () => auth!.url,
    () => '',
  )
  const post = client.post
  return {
    authUrl: () => auth!.url,
    oidc: () => oidc!,
    client,
    post,
    start: (provider: string, extra: Record<string, unknown> = {}) => post('/v1/social/start', { provider, projectId: DEVNET_PROJECT_ID, deviceId: DEVICE, ...extra }),
  }
}

/** The message the callback page posts to the frame, read from the page's script. */
export function postedMessage(html: string): { type: string; state: string; resultUri: string } | undefined {
  const data = /var d=(\{.*?\});if/.exec(html)?.[1]
  return data ? (JSON.parse(data) as { message: { type: string; state: string; resultUri: string } }).message : undefined
}
