// @ts-check
import { z } from 'zod'
import { AuthUser, Session } from './auth.mjs'
import { frameError } from './errors.mjs'

/** @typedef {import('./auth.mjs').AuthUserValue} AuthUserValue */
/** @typedef {(session: { token: string, expiresAt: number }, user: AuthUserValue) => Promise<unknown>} Connect */

const PENDING_KEY = 'tessera-frame.socialPending'
/** As long as the auth service keeps a started sign-in: a redirect that reloads the page finds it again. */
const PENDING_TTL_MS = 10 * 60_000
/** One CONNECT_FARCASTER waits this long for the approval before answering PENDING (under the kit's 30 s). */
const FARCASTER_WAIT_MS = 25_000
const FARCASTER_POLL_MS = 1_000
const STATE = /^[A-Za-z0-9_-]{20,128}$/

export const SocialAnswers = {
  start: z.object({ uri: z.string().url().max(4096) }),
  redeem: z.object({ action: z.literal('CONNECT'), session: Session, user: AuthUser }),
  farcasterStart: z.object({ channelToken: z.string().regex(/^[A-Za-z0-9_-]{20,128}$/), url: z.string().url().max(2048), expiresAt: z.number().finite() }),
  farcasterStatus: z.union([
    z.object({ action: z.literal('PENDING'), expiresAt: z.number().finite() }),
    z.object({ action: z.literal('CONNECT'), session: Session, user: AuthUser }),
  ]),
}

/** A started social sign-in, kept in the frame origin's storage: one at a time, the newest wins. */
const Pending = z.object({ state: z.string().regex(STATE), provider: z.string().max(16), expiresAt: z.number().finite() })

/** A sign-in state mismatch, in words for the person who sees it. */
export const STATE_MISMATCH = 'This sign-in was not started here or has expired. Start it again.'

/**
 * Social sign-in and Sign In With Farcaster (spec §7): the frame asks the auth service for the provider's address and
 * keeps the sign-in's state; the page opens it (a popup, or the page itself) and relays the result, which the frame
 * checks and redeems for a session on this device.
 * @param {{ auth: ReturnType<typeof import('./auth.mjs').authClient>, authUrl: string, projectId: string, deviceId: string,
 *   parent: string, connect: Connect }} context `parent`: the embedding page's checked origin, where the popup posts
 */
export function socialHandlers({ auth, authUrl, projectId, deviceId, parent, connect }) {
  /** @type {string | undefined} */
  let channelToken

  /** @returns {z.infer<typeof Pending> | undefined} */
  const readPending = () => {
    try {
      const parsed = Pending.safeParse(JSON.parse(localStorage.getItem(PENDING_KEY) ?? 'null'))
      return parsed.success && parsed.data.expiresAt > Date.now() ? parsed.data : undefined
    } catch {
      return undefined
    }
  }
  const forgetPending = () => localStorage.removeItem(PENDING_KEY)

  /** @type {Record<string, (payload: any) => Promise<unknown>>} */
  return {
    GET_SOCIAL_REDIRECT_URI: async ({ provider, redirectUri }) => {
      const { uri } = await auth(SocialAnswers.start, 'POST', '/v1/social/start', {
        body: { provider, projectId, deviceId, ...(redirectUri ? { redirectUri } : { origin: parent }) },
      })
      // The authorization request's own `state`: what the result relayed by the page must answer to.
      const state = new URL(uri).searchParams.get('state') ?? ''
      if (!STATE.test(state)) throw frameError('The login service answered something unexpected', 'INVALID_ANSWER')
      localStorage.setItem(PENDING_KEY, JSON.stringify({ state, provider, expiresAt: Date.now() + PENDING_TTL_MS }))
      return { uri }
    },
    CONNECT_SOCIAL: async ({ uri, state }) => {
      const result = URL.canParse(uri) ? new URL(uri) : undefined
      const service = new URL(authUrl)
      if (!result || result.origin !== service.origin || result.pathname !== `${service.pathname.replace(/\/$/, '')}/v1/social/redeem`) {
        throw frameError('This sign-in result did not come from the login service')
      }
      const pending = readPending()
      // The popup variant relays the state it was given: it must be the one this frame started. The redirect variant
      // has none to relay (the address carries only the result), and the auth service redeems only for this device.
      if (!pending || (state !== undefined && state !== pending.state)) throw frameError(STATE_MISMATCH, 'STATE_MISMATCH')
      forgetPending()
      const answer = await auth(SocialAnswers.redeem, 'POST', '/v1/social/redeem', { body: { result: uri, deviceId } })
      await connect(answer.session, answer.user)
      return { action: 'CONNECT', provider: answer.user.provider, ...(answer.user.username ? { userName: answer.user.username } : {}) }
    },
    GET_FARCASTER_URI: async () => {
      const started = await auth(SocialAnswers.farcasterStart, 'POST', '/v1/farcaster/start', { body: { projectId, deviceId } })
      channelToken = started.channelToken
      return { url: started.url }
    },
    CONNECT_FARCASTER: async () => {
      const token = channelToken
      if (!token) throw frameError('Start the Farcaster sign-in first')
      const until = Date.now() + FARCASTER_WAIT_MS
      for (;;) {
        const answer = await auth(SocialAnswers.farcasterStatus, 'POST', '/v1/farcaster/status', { body: { channelToken: token } })
        if (answer.action === 'CONNECT') {
          channelToken = undefined
          await connect(answer.session, answer.user)
          return { action: 'CONNECT', provider: 'farcaster', ...(answer.user.username ? { userName: answer.user.username } : {}) }
        }
        if (Date.now() + FARCASTER_POLL_MS >= until) return { action: 'PENDING' }
        await new Promise((resolve) => setTimeout(resolve, FARCASTER_POLL_MS))
      }
    },
  }
}

/**
 * What GET_USER adds for a social user: the username and the provider (spec §3's User has no email for them).
 * @param {AuthUserValue} user
 */
export function socialFields(user) {
  return { ...(user.username ? { userName: user.username } : {}), ...(user.provider ? { provider: user.provider } : {}) }
}
