import * as z from 'zod/mini'
import { readCookies } from './cookie-storage.js'
import type { KitInitialState } from './initial-state.js'
import { InvalidOptionsError } from './errors.js'
import { createLogger } from './log.js'
import { createKitStorage, kitIdSchema, type StorageBackend } from './storage.js'
import { storedInitialState } from './stored-initial-state.js'

/** Larger than any server accepts by default (Node: 16 KB of headers in all); anything longer is not a real header. */
export const MAX_COOKIE_HEADER = 32 * 1024

const cookieHeader = z.string().check(z.maxLength(MAX_COOKIE_HEADER))
const readOptions = z.optional(z.object({ id: z.optional(kitIdSchema) }))

export interface CookieReadOptions {
  /** The kit's `id` option: its cookies are under `@appkit-wallet/<id>/`. Without it, the spec's own keys. */
  readonly id?: string
}

/**
 * What the kit stored in the visitor's cookies (`cookieStorage()`), read from a request's `Cookie` header for the
 * server's render: `<KitProvider kit={kit} initialState={cookieToInitialState(headers().get('cookie'))}>`. Plain,
 * serialisable data; undefined when the cookies hold nothing the kit can start from. Never throws on what the visitor
 * sends: every value is parsed as the kit parses its storage, and whatever does not pass is left out. Safe in a
 * server component. A kit created with an `id` passes it here too: `cookieToInitialState(cookie, { id: 'shop' })`;
 * an invalid id is the host's mistake, and throws the InvalidOptionsError createKit would.
 */
export function cookieToInitialState(header: string | null | undefined, options?: CookieReadOptions): KitInitialState | undefined {
  const given = readOptions.safeParse(options)
  if (!given.success) throw new InvalidOptionsError(given.error.issues.map((i) => ({ path: i.path, message: i.message })))
  const parsed = cookieHeader.safeParse(header)
  if (!parsed.success) return undefined
  const cookies = readCookies(parsed.data)
  const backend: StorageBackend = { getItem: (key) => cookies.get(key) ?? null, setItem: () => {}, removeItem: () => {} }
  const storage = createKitStorage(backend, createLogger('silent'), given.data?.id)

  return storedInitialState(storage)
}
