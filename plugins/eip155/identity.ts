import * as z from 'zod/mini'
import { createTtlCache, ErrorMessages, type CaipNetwork, type Clock, type Http, type Identity, type Logger } from '../../kernel/index.js'

/** Spec §9: identity lifetime. */
export const IDENTITY_CACHE_MS = 5 * 60_000

/** A name longer than DNS allows (253 characters) is not one; an avatar is a URL or a data image. */
export const MAX_NAME_LENGTH = 253
export const MAX_AVATAR_LENGTH = 64 * 1024
/** The names an address may list: the first is shown, the rest are bounded rather than trusted. */
export const MAX_REVERSE_NAMES = 100

const name = z.string().check(z.maxLength(MAX_NAME_LENGTH))

/** GET /v1/identity/{address}: an address without a name answers nulls, not an error. */
export const identityResponseSchema = z.object({
  name: z.optional(z.nullable(name)),
  avatar: z.optional(z.nullable(z.string().check(z.maxLength(MAX_AVATAR_LENGTH)))),
})
/** GET /v1/profile/reverse/{address}: the names registered to the address. */
export const reverseResponseSchema = z.array(z.object({ name })).check(z.maxLength(MAX_REVERSE_NAMES))

/** Spec §3 Cached identity. */
interface CachedIdentity extends Identity {
  readonly address: string
  readonly timestamp: number
}

export type IdentityReader = (parameters: { readonly address: string; readonly caipNetwork: CaipNetwork; readonly signal: AbortSignal }) => Promise<Identity>

/** Names and avatars from the data API, falling back to the name service (spec §8), cached per address. */
export function createIdentityReader(deps: { readonly http: Http; readonly clock: Clock; readonly log: Logger }): IdentityReader {
  const { http, clock, log } = deps
  const cache = createTtlCache<CachedIdentity>(clock, IDENTITY_CACHE_MS)

  return async ({ address, caipNetwork, signal }) => {
    const key = address.toLowerCase()
    const cached = cache.get(key)
    if (cached) return identityOf(cached)
    // Not a failure worth reporting: the host runs without the data API, or it does not serve this network.
    const askedAt = clock.now()
    if (!(await http.isSupported(caipNetwork.caipNetworkId))) return {}
    const caipNetworkId = caipNetwork.caipNetworkId
    try {
      const answer = await http.request({
        service: 'api',
        path: `/v1/identity/${encodeURIComponent(address)}`,
        query: { sender: address },
        schema: identityResponseSchema,
        caipNetworkId,
        signal,
      })
      const entry: CachedIdentity = { address, ...identityOf({ name: answer.name ?? undefined, avatar: answer.avatar ?? undefined }), timestamp: askedAt }
      cache.set(key, entry)
      return identityOf(entry)
    } catch (error) {
      if (signal.aborted) throw error
      log.debug('identity unavailable, asking the name service', error)
    }
    try {
      const names = await http.request({ service: 'api', path: `/v1/profile/reverse/${encodeURIComponent(address)}`, schema: reverseResponseSchema, caipNetworkId, signal })
      // Spec §8: the name service knows names only, so the avatar is cleared rather than kept from before.
      return identityOf({ name: names[0]?.name })
    } catch (error) {
      if (signal.aborted) throw error
      log.error(ErrorMessages.NAMES_FOR_ADDRESS_FAILED, error)
      return {}
    }
  }
}

/** Only the fields that hold something, so "unknown" is one shape. */
function identityOf({ name, avatar }: Identity): Identity {
  return { ...(name ? { name } : {}), ...(avatar ? { avatar } : {}) }
}
