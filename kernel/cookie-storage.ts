import { STORAGE_PREFIX, type StorageBackend } from './storage.js'

/** A browser keeps about 4 KB per cookie, name included; a larger one would be dropped or cut. */
export const MAX_COOKIE_BYTES = 4000
/** About a year: a stored connection outlives a browsing session, as it does in localStorage. */
export const COOKIE_MAX_AGE_S = 60 * 60 * 24 * 365

/**
 * The kit's storage in cookies, so that a server sees what the kit stored (`cookieToInitialState`) and can render
 * the connected button: `createKit({ storage: cookieStorage() })`. Only the kit's own keys are kept; values too
 * large for a cookie are skipped, and on a server (no `document`) every call does nothing.
 */
export function cookieStorage(): StorageBackend {
  const doc = (): Document | undefined => globalThis.document
  const removeItem = (key: string) => {
    const d = doc()
    if (d && key.startsWith(STORAGE_PREFIX)) d.cookie = `${encodeURIComponent(key)}=; Path=/; SameSite=Lax; Expires=Thu, 01 Jan 1970 00:00:00 GMT`
  }
  return {
    getItem(key) {
      const d = doc()
      return d && key.startsWith(STORAGE_PREFIX) ? (readCookies(d.cookie).get(key) ?? null) : null
    },
    setItem(key, value) {
      const d = doc()
      if (!d || !key.startsWith(STORAGE_PREFIX)) return
      const cookie = `${encodeURIComponent(key)}=${encodeURIComponent(value)}`
      // Skipped rather than cut; the older value goes too, so no stale one outlives it.
      if (cookie.length > MAX_COOKIE_BYTES) return removeItem(key)
      const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : ''
      d.cookie = `${cookie}; Path=/; SameSite=Lax; Max-Age=${COOKIE_MAX_AGE_S}${secure}`
    },
    removeItem,
  }
}

/**
 * The kit's cookies in a `Cookie` header (or `document.cookie`), by storage key. Other cookies, malformed
 * encodings and oversized values are skipped.
 */
export function readCookies(header: string): Map<string, string> {
  const found = new Map<string, string>()
  const prefix = encodeURIComponent(STORAGE_PREFIX)
  for (const part of header.split(';')) {
    const pair = part.trim()
    if (!pair.startsWith(prefix) || pair.length > MAX_COOKIE_BYTES) continue
    const eq = pair.indexOf('=')
    // No value: not a cookie the kit wrote, or one it removed where the browser keeps the name.
    if (eq < 0 || eq === pair.length - 1) continue
    try {
      found.set(decodeURIComponent(pair.slice(0, eq)), decodeURIComponent(pair.slice(eq + 1)))
    } catch {
      // A malformed escape: not a cookie the kit wrote.
    }
  }
  return found
}
