import * as z from 'zod/mini'
import type { Clock, PluginContext, Slice } from '../../kernel/index.js'
import { AUTH_CONNECTOR_ID } from './auth-connector.js'
import { failureText, loginNamespace } from './finish-login.js'
import { parseAnswer } from './frame-answers.js'
import type { FrameClient } from './frame-client.js'
import { WINDOW_CLOSED_MESSAGE } from './social-errors.js'
import { parseSocialResult, returnAddress, type SocialResult } from './social-result.js'
import { SOCIAL_OPTIONS, type SocialOption, type SocialProvider } from './social-providers.js'
import type { SocialStorage } from './social-storage.js'

/** A social or Farcaster sign-in in progress, for its views. */
export interface SocialLoginState {
  /** waiting: on the visitor (the popup, the Farcaster approval); connecting: the result is being redeemed. */
  readonly status: 'idle' | 'waiting' | 'connecting' | 'failed'
  readonly provider?: SocialOption
  readonly error?: string
  /** Spec §3 farcasterUrl: the link (shown as a QR code too) that approves a Farcaster sign-in. */
  readonly farcasterUrl?: string
}
export const IDLE: SocialLoginState = { status: 'idle' }

export interface SocialLogin {
  /** Signs in with `provider` in `popup` (opened on the visitor's click), or by sending this page there when it is null. */
  start(provider: SocialProvider, popup: Window | null): Promise<void>
  /** Spec §2: a redirect (or a Telegram mini-app) came back with `result_uri`. */
  complete(resultUri: string): Promise<void>
  /** Spec §4 connect farcaster: the link, then asking the frame until the visitor approved or it failed. */
  farcaster(signal: AbortSignal): Promise<void>
  /** The visitor gave up: the popup closes and a late result is ignored. */
  cancel(): void
}

/** How often the popup is checked, and how long a closed one may still have its result on the way. */
const POPUP_POLL_MS = 500
const CLOSED_GRACE_MS = 1_000

const httpUrl = z.string().check(
  z.maxLength(4096),
  z.refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol)),
)
const redirectAnswer = z.object({ uri: httpUrl })
const connectAnswer = z.object({
  action: z.literal('CONNECT'),
  provider: z.optional(z.enum(SOCIAL_OPTIONS)),
  userName: z.optional(z.string().check(z.maxLength(64))),
})
const farcasterUriAnswer = z.object({ url: httpUrl })
const farcasterAnswer = z.union([z.object({ action: z.literal('PENDING') }), connectAnswer])

export interface SocialLoginDeps {
  readonly ctx: PluginContext
  readonly frame: () => Promise<FrameClient>
  readonly slice: Slice<SocialLoginState>
  readonly storage: SocialStorage
  readonly win: Window
}

export function createSocialLogin({ ctx, frame, slice, storage, win }: SocialLoginDeps): SocialLogin {
  let current: { readonly abort: AbortController; readonly popup: Window | null } | undefined
  const show = (state: SocialLoginState) => slice.set(() => state)

  const begin = (popup: Window | null) => {
    current?.abort.abort()
    current?.popup?.close()
    const attempt = { abort: new AbortController(), popup }
    current = attempt
    return attempt
  }
  const end = (attempt: NonNullable<typeof current>) => {
    if (current === attempt) current = undefined
  }

  /** The frame connected the session: the kernel connects the AUTH connectors, then the login is remembered. */
  const connected = async (answer: unknown) => {
    const { provider, userName } = parseAnswer(connectAnswer, answer, 'sign-in answer')
    await ctx.connection.connect(AUTH_CONNECTOR_ID, { namespace: loginNamespace(ctx) })
    if (provider) storage.provider.set(provider)
    if (userName) storage.username.set(userName)
    else storage.username.remove()
    show(IDLE)
  }

  /** Runs an attempt's steps: a failure (unless it was given up) closes its popup and says why. */
  const run = async (attempt: NonNullable<typeof current>, provider: SocialOption | undefined, steps: () => Promise<void>) => {
    try {
      await steps()
    } catch (error) {
      if (attempt.abort.signal.aborted) return
      attempt.popup?.close()
      show({ status: 'failed', ...(provider ? { provider } : {}), error: failureText(error) })
    } finally {
      end(attempt)
    }
  }

  return {
    async start(provider, popup) {
      const attempt = begin(popup)
      const { signal } = attempt.abort
      show({ status: 'waiting', provider })
      await run(attempt, provider, async () => {
        const client = await frame()
        if (!popup) {
          const { uri } = parseAnswer(redirectAnswer, await client.request('GET_SOCIAL_REDIRECT_URI', { provider, redirectUri: returnAddress(win.location.href) }, { signal }), 'sign-in address')
          if (!signal.aborted) win.location.assign(uri)
          return
        }
        const { uri } = parseAnswer(redirectAnswer, await client.request('GET_SOCIAL_REDIRECT_URI', { provider }, { signal }), 'sign-in address')
        if (popup.closed) throw new Error(WINDOW_CLOSED_MESSAGE)
        popup.location.href = uri
        const result = await popupResult(win, popup, ctx.clock, signal)
        show({ status: 'connecting', provider })
        await connected(await client.request('CONNECT_SOCIAL', { uri: result.resultUri, state: result.state }, { signal }))
      })
    },

    async complete(resultUri) {
      const attempt = begin(null)
      show({ status: 'connecting' })
      ctx.modal.open({ view: 'EmbeddedWalletConnectingSocial', params: {} })
      await run(attempt, undefined, async () => {
        const client = await frame()
        await connected(await client.request('CONNECT_SOCIAL', { uri: resultUri }, { signal: attempt.abort.signal }))
      })
    },

    async farcaster(signal) {
      const attempt = begin(null)
      const stop = () => attempt.abort.abort()
      signal.addEventListener('abort', stop, { once: true })
      const mine = attempt.abort.signal
      show({ status: 'waiting', provider: 'farcaster' })
      await run(attempt, 'farcaster', async () => {
        const client = await frame()
        const { url } = parseAnswer(farcasterUriAnswer, await client.request('GET_FARCASTER_URI', undefined, { signal: mine }), 'Farcaster link')
        if (mine.aborted) return
        show({ status: 'waiting', provider: 'farcaster', farcasterUrl: url })
        while (!mine.aborted) {
          const answer = parseAnswer(farcasterAnswer, await client.request('CONNECT_FARCASTER', undefined, { signal: mine }), 'Farcaster answer')
          if (answer.action === 'CONNECT') {
            show({ status: 'connecting', provider: 'farcaster', farcasterUrl: url })
            await connected(answer)
            return
          }
        }
      })
      signal.removeEventListener('abort', stop)
    },

    cancel() {
      const attempt = current
      if (!attempt) return
      attempt.abort.abort()
      attempt.popup?.close()
      end(attempt)
      show(IDLE)
    },
  }
}

/**
 * The result the auth service's callback page posts: heard from that popup's window only, and well-formed; the
 * popup closing first (or being closed) ends the wait with WINDOW_CLOSED_MESSAGE.
 */
export function popupResult(win: Window, popup: Window, clock: Clock, signal: AbortSignal): Promise<SocialResult> {
  return new Promise((resolve, reject) => {
    let timer: ReturnType<Clock['setTimeout']> | undefined
    const stop = () => {
      clock.clearTimeout(timer)
      win.removeEventListener('message', onMessage)
      signal.removeEventListener('abort', onAbort)
    }
    const onMessage = (event: MessageEvent) => {
      if (event.source !== popup) return
      const result = parseSocialResult(event.data)
      if (!result) return
      stop()
      resolve(result)
    }
    const onAbort = () => {
      stop()
      reject(signal.reason)
    }
    // The callback page posts and then closes itself: a closed popup gets a moment for its message to arrive.
    const poll = () => {
      timer = popup.closed
        ? clock.setTimeout(() => {
            stop()
            reject(new Error(WINDOW_CLOSED_MESSAGE))
          }, CLOSED_GRACE_MS)
        : clock.setTimeout(poll, POPUP_POLL_MS)
    }
    if (signal.aborted) return onAbort()
    win.addEventListener('message', onMessage)
    signal.addEventListener('abort', onAbort, { once: true })
    poll()
  })
}
