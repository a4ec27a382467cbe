import * as z from 'zod/mini'
import { SOCIAL_OPTIONS } from './social-providers.js'

const providerField = z.object({ provider: z.optional(z.enum(SOCIAL_OPTIONS)) })

/** How the frame's user signed in (spec §3 authProvider): a social provider, else nothing (email). */
export function authProviderOf(answer: unknown): { readonly authProvider?: string } {
  const parsed = providerField.safeParse(answer)
  return parsed.success && parsed.data.provider ? { authProvider: parsed.data.provider } : {}
}
