import * as z from 'zod/mini'

/** The type of the message the auth service's callback page posts to the page that opened the popup. */
export const SOCIAL_RESULT_MESSAGE = '@tessera-auth/SOCIAL_RESULT'
/** The query parameter a redirect (or a Telegram mini-app) comes back with (spec §2). */
export const RESULT_URI_PARAM = 'result_uri'

/** A result address as the kit relays it: http(s), bounded; whose it is, the frame checks. */
const resultUri = z.string().check(
  z.maxLength(2048),
  z.refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol)),
)

export const socialResultSchema = z.object({
  type: z.literal(SOCIAL_RESULT_MESSAGE),
  state: z.string().check(z.regex(/^[A-Za-z0-9_-]{20,128}$/)),
  resultUri,
})
export type SocialResult = z.infer<typeof socialResultSchema>

/** A popup's message, or undefined when it is not a well-formed result. */
export function parseSocialResult(data: unknown): SocialResult | undefined {
  const parsed = socialResultSchema.safeParse(data)
  return parsed.success ? parsed.data : undefined
}

/**
 * Takes `result_uri` out of the page's address at once (it is a one-time credential: no bookmark, history entry or
 * referrer keeps it) and answers it when it is well-formed.
 */
export function takeResultUri(win: Pick<Window, 'location' | 'history'>): string | undefined {
  const url = new URL(win.location.href)
  if (!url.searchParams.has(RESULT_URI_PARAM)) return undefined
  const value = url.searchParams.get(RESULT_URI_PARAM)
  url.searchParams.delete(RESULT_URI_PARAM)
  win.history.replaceState(win.history.state, '', url.href)
  const parsed = resultUri.safeParse(value)
  return parsed.success ? parsed.data : undefined
}

/** The page to come back to after a redirect: this one, without a result it may still carry. */
export function returnAddress(href: string): string {
  const url = new URL(href)
  url.searchParams.delete(RESULT_URI_PARAM)
  url.hash = ''
  return url.href
}
