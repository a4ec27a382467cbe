import * as z from 'zod/mini'

/** DNS's limit for a whole name: anything longer from a server is not a name. */
export const MAX_NAME_LENGTH = 253
/** Bounds on lists a server sends, so a hostile answer cannot grow without end. */
export const MAX_LISTED_NAMES = 100
const MAX_REASON_LENGTH = 300

const name = z.string().check(z.minLength(1), z.maxLength(MAX_NAME_LENGTH))
const address = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))
const addressEntry = z.object({ address })

/** GET /v1/profile/reverse/{address}: the names registered to the address. */
export const reverseSchema = z.array(z.object({ name })).check(z.maxLength(MAX_LISTED_NAMES))

/** GET /v1/profile/account/{name}: spec §7 "addresses list with address", keyed by coin type on the hosted API. */
export const lookupSchema = z.object({
  addresses: z.union([
    z.array(addressEntry).check(z.maxLength(MAX_LISTED_NAMES)),
    z.record(z.string().check(z.maxLength(20)), addressEntry).check(z.refine((record) => Object.keys(record).length <= MAX_LISTED_NAMES)),
  ]),
})

/** GET /v1/profile/suggestions/{name}: spec §3 name suggestions, with whether each is taken. */
export const suggestionsSchema = z.object({
  suggestions: z.array(z.object({ name, registered: z.optional(z.boolean()) })).check(z.maxLength(MAX_LISTED_NAMES)),
})

/** POST /v1/profile/account answers the name's record; only that it answered matters. */
export const registeredSchema = z.object({ name: z.optional(z.string().check(z.maxLength(MAX_NAME_LENGTH))) })

/** The hosted API's failures: `{ status: 'FAILED', reasons: [{ field, description }] }`. */
export const failureSchema = z.object({
  reasons: z.array(z.object({ description: z.string().check(z.minLength(1), z.maxLength(MAX_REASON_LENGTH)) })).check(z.minLength(1), z.maxLength(MAX_LISTED_NAMES)),
})
