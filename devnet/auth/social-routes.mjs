// @ts-check
import { z } from 'zod'
import { GONE_PAGE } from './approve-page.mjs'
import { farcasterQuestion, farcasterSigned } from './farcaster-page.mjs'
import { FarcasterStart, FarcasterStatus, SocialRedeem, SocialStart, Token } from './schemas.mjs'

/** @typedef {import('./index.mjs').SocialProviderConfig} SocialProviderConfig */

/** Farcaster: a fid is a positive integer; a username is an fname (lower-case, up to 16). */
const FarcasterAccount = z.object({
  fid: z.string().regex(/^[1-9]\d{0,11}$/).transform(Number),
  username: z.string().regex(/^[a-z0-9][a-z0-9-]{0,15}$/),
})

/**
 * The social and Farcaster routes of the auth service.
 * @param {{ social: ReturnType<typeof import('./social.mjs').createSocial>, farcaster: ReturnType<typeof import('./farcaster.mjs').createFarcaster>,
 *   checkProject: (projectId: string) => void, parse: <T>(schema: import('zod').ZodType<T>, value: unknown) => T,
 *   page: (status: number, html: string) => import('./index.mjs').Reply }} tools
 * @returns {Record<string, (call: import('./index.mjs').Call) => Promise<import('./index.mjs').Reply> | import('./index.mjs').Reply>}
 */
export function socialRoutes({ social, farcaster, checkProject, parse, page }) {
  return {
    'POST /v1/social/start': async ({ body }) => {
      const request = parse(SocialStart, await body())
      checkProject(request.projectId)
      return { status: 200, json: await social.start(request) }
    },
    'GET /v1/social/callback': ({ query }) => social.callback(query),
    'POST /v1/social/redeem': async ({ body }) => ({ status: 200, json: social.redeem(parse(SocialRedeem, await body())) }),
    'POST /v1/farcaster/start': async ({ body }) => {
      const request = parse(FarcasterStart, await body())
      checkProject(request.projectId)
      return { status: 200, json: farcaster.start(request) }
    },
    'POST /v1/farcaster/status': async ({ body }) => ({ status: 200, json: await farcaster.status(parse(FarcasterStatus, await body())) }),
    'GET /farcaster/approve': ({ query }) => {
      const token = query.get('token') ?? ''
      return Token.safeParse(token).success && farcaster.isOpen(token) ? page(200, farcasterQuestion(token)) : page(410, GONE_PAGE)
    },
    'POST /farcaster/approve': async ({ form }) => {
      const fields = await form()
      const token = fields.get('token') ?? ''
      if (!Token.safeParse(token).success || !farcaster.isOpen(token)) return page(410, GONE_PAGE)
      const account = FarcasterAccount.safeParse({ fid: fields.get('fid') ?? '', username: (fields.get('username') ?? '').replace(/^@/, '') })
      if (!account.success) return page(400, farcasterQuestion(token, 'Enter a fid (a whole number) and a username (lower-case letters, digits and hyphens).'))
      return (await farcaster.approve(token, account.data)) ? page(200, farcasterSigned(account.data.username)) : page(410, GONE_PAGE)
    },
  }
}
