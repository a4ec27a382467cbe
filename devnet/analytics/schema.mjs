// @ts-check
import { z } from 'zod'

/** One request's body at most: a batch of ten error events with their stacks fits several times over. */
export const MAX_BODY_BYTES = 64 * 1024
/** Events in one request (the kit sends at most 10). */
export const MAX_BATCH = 50

const text = (/** @type {number} */ max) => z.string().max(max)

const trackProps = z.object({
  type: z.literal('track'),
  event: z.string().regex(/^[A-Z0-9_]{1,64}$/, 'an event name such as MODAL_OPEN'),
  properties: z.record(text(64), z.unknown()).optional(),
  address: text(128).optional(),
})

const errorProps = z.object({
  type: z.literal('error'),
  event: text(64),
  source: text(512).optional(),
  errorType: text(512),
  errorMessage: text(2048),
  stackTrace: text(8192),
})

/** Spec §7: eventId, url, domain, timestamp, props. */
export const analyticsEventSchema = z.object({
  eventId: z.uuid(),
  url: text(4096),
  domain: text(253),
  timestamp: z.number().int().nonnegative(),
  props: z.discriminatedUnion('type', [trackProps, errorProps]),
})

const batchSchema = z.array(analyticsEventSchema).min(1).max(MAX_BATCH)

/**
 * A request carries one event (the spec's shape) or a batch of them (what the kit sends): either is a list here.
 * Told apart first, so a refusal names the field at fault rather than "no shape matched".
 * @param {unknown} json
 */
export function parseAnalyticsBody(json) {
  if (Array.isArray(json)) return batchSchema.safeParse(json)
  const one = analyticsEventSchema.safeParse(json)
  return one.success ? { success: /** @type {const} */ (true), data: [one.data] } : one
}

/** projectId, st (SDK type) and sv (SDK version), each required. */
export const analyticsQuerySchema = z.object({
  projectId: z.string().min(1, 'projectId is required').max(128),
  st: z.string().min(1, 'st (SDK type) is required').max(64),
  sv: z.string().min(1, 'sv (SDK version) is required').max(64),
})
