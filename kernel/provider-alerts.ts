import { ErrorMessages } from './errors.js'
import type { Alert } from './types.js'

/**
 * Spec §8 provider error mapping: what a service or the secure frame refuses a page with, by its code or its
 * words, and the debug alert that explains it. Anything else is no configuration problem and maps to nothing.
 */
const MAPPING: readonly { readonly codes: readonly string[]; readonly words: RegExp; readonly alert: Alert }[] = [
  { codes: ['INVALID_APP_CONFIGURATION', 'ORIGIN_NOT_ALLOWED'], words: /origin\b.*\bnot allowed|not allowed origin/i, alert: { message: ErrorMessages.INVALID_APP_CONFIGURATION, variant: 'error' } },
  { codes: ['JWT_TOKEN_NOT_VALID'], words: /jwt\b.*\bnot (yet )?valid/i, alert: { message: ErrorMessages.SESSION_EXPIRED, variant: 'error' } },
  { codes: ['INVALID_PROJECT_ID'], words: /invalid (api |project )?key|invalid project id/i, alert: { message: ErrorMessages.INVALID_PROJECT_ID, variant: 'error' } },
  { codes: ['UNVERIFIED_DOMAIN'], words: /unverified domain|domain (is )?not verified/i, alert: { message: ErrorMessages.UNVERIFIED_DOMAIN, variant: 'warning' } },
]

/** The alert for a provider's refusal, or undefined when it is none the spec maps. */
export function providerErrorAlert(refusal: { readonly code?: unknown; readonly message?: unknown }): Alert | undefined {
  // Read from what a frame or a service sent: only a short string or a number counts.
  const code = typeof refusal.code === 'string' || typeof refusal.code === 'number' ? String(refusal.code).slice(0, 100) : undefined
  const message = typeof refusal.message === 'string' ? refusal.message.slice(0, 500) : ''
  return MAPPING.find((entry) => (code !== undefined && entry.codes.includes(code)) || entry.words.test(message))?.alert
}
