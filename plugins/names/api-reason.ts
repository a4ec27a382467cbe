import { HttpRequestError } from '../../kernel/index.js'
import { failureSchema } from './api-schemas.js'

/** Spec §8: the API's first reason when it gave one, else the spec's message for what was being done. */
export function apiReason(error: unknown, fallback: string): string {
  const body = error instanceof HttpRequestError ? error.details : undefined
  if (!body) return fallback
  try {
    const parsed = failureSchema.safeParse(JSON.parse(body))
    return parsed.success ? parsed.data.reasons[0]!.description : fallback
  } catch {
    return fallback
  }
}
