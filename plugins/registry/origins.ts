import * as z from 'zod/mini'
import { ErrorMessages, type Alert, type Http } from '../../kernel/index.js'

/** More entries than a project lists; a longer answer is not read. */
const MAX_ORIGINS = 200
const originsSchema = z.object({ allowedOrigins: z.array(z.string().check(z.maxLength(256))).check(z.maxLength(MAX_ORIGINS)) })

/** An allowed-origins entry as a pattern: `*` stands for any part of a host or a port, never a `/` or `:`. */
function matches(entry: string, origin: string): boolean {
  const pattern = entry.replace(/\/+$/, '').toLowerCase().replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '[^/:]*')
  return new RegExp(`^${pattern}$`).test(origin.toLowerCase())
}

/**
 * Spec §7 projects/v1/origins and §8: the alert this page deserves, if any. No origin allowed at all is an
 * unverified domain; a list without this page's origin is 'Invalid App Configuration' (origin not allowed).
 */
export function originAlert(allowedOrigins: readonly string[], origin: string): Alert | undefined {
  if (allowedOrigins.length === 0) return { message: ErrorMessages.UNVERIFIED_DOMAIN, variant: 'warning' }
  if (allowedOrigins.some((entry) => matches(entry, origin))) return undefined
  return { message: ErrorMessages.INVALID_APP_CONFIGURATION, variant: 'error' }
}

/** Asks the registry which origins the project allows and alerts when this page is not among them. */
export async function checkAllowedOrigin(p: { http: Http; origin: string; signal: AbortSignal; showAlert: (alert: Alert) => void }): Promise<void> {
  const { allowedOrigins } = await p.http.request({ service: 'registry', path: '/projects/v1/origins', schema: originsSchema, signal: p.signal })
  const alert = originAlert(allowedOrigins, p.origin)
  if (alert) p.showAlert(alert)
}
