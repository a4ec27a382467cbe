import * as z from 'zod/mini'
import type { Http } from '../../kernel/index.js'

// Anything else in the answer is ignored; the answer itself is a few bytes.
const configSchema = z.object({ isAnalyticsEnabled: z.boolean() })
const MAX_CONFIG_BYTES = 4_096

/** Spec §7 getAnalyticsConfig: whether the project collects analytics. Throws when the registry cannot say. */
export async function isAnalyticsEnabled(http: Http, signal: AbortSignal): Promise<boolean> {
  const config = await http.request({ service: 'registry', path: '/getAnalyticsConfig', schema: configSchema, maxBytes: MAX_CONFIG_BYTES, signal })
  return config.isAnalyticsEnabled
}
