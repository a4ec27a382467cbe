import * as z from 'zod/mini'

/**
 * The secure frame's message protocol (spec §7): the page posts `{ type: APP_PREFIX + name, id, payload }`; the frame
 * answers with `FRAME_PREFIX + name + '_SUCCESS'` or `'_ERROR'` under the same id, and announces itself with READY
 * (or refuses the page with FRAME_ERROR).
 */
export const APP_PREFIX = '@tessera-app/'
export const FRAME_PREFIX = '@tessera-frame/'
export const FRAME_READY = `${FRAME_PREFIX}READY`
export const FRAME_ERROR = `${FRAME_PREFIX}FRAME_ERROR`

/** Spec §7 app events this kit sends. */
export const FRAME_REQUESTS = [
  'SWITCH_NETWORK',
  'CONNECT_EMAIL',
  'CONNECT_OTP',
  'CONNECT_DEVICE',
  'CONNECT_SOCIAL',
  'GET_SOCIAL_REDIRECT_URI',
  'GET_FARCASTER_URI',
  'CONNECT_FARCASTER',
  'GET_USER',
  'IS_CONNECTED',
  'SIGN_OUT',
  'GET_CHAIN_ID',
  'GET_SMART_ACCOUNT_ENABLED_NETWORKS',
  'INIT_SMART_ACCOUNT',
  'SET_PREFERRED_ACCOUNT',
  'RPC_REQUEST',
  'UPDATE_EMAIL',
  'UPDATE_EMAIL_PRIMARY_OTP',
  'UPDATE_EMAIL_SECONDARY_OTP',
  'SYNC_THEME',
  'SYNC_DAPP_DATA',
  'RELOAD',
] as const
export type FrameRequestName = (typeof FRAME_REQUESTS)[number]

/** Spec §9: sent without waiting on the frame-load timeout (nothing the visitor waits for hangs on them). */
export const WITHOUT_LOAD_TIMEOUT: ReadonlySet<FrameRequestName> = new Set(['SYNC_THEME', 'SYNC_DAPP_DATA', 'SET_PREFERRED_ACCOUNT'])
/** Spec §9: the requests bounded by the 30 s request timeout (the visitor waits on each). */
export const WITH_REQUEST_TIMEOUT: ReadonlySet<FrameRequestName> = new Set(['CONNECT_EMAIL', 'CONNECT_DEVICE', 'CONNECT_OTP', 'CONNECT_SOCIAL', 'GET_SOCIAL_REDIRECT_URI'])

export interface FrameRequestMessage {
  readonly type: `${typeof APP_PREFIX}${FrameRequestName}`
  readonly id: string
  readonly payload?: unknown
}

const id = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/))
const replyName = (suffix: 'SUCCESS' | 'ERROR') => z.string().check(z.regex(new RegExp(`^@tessera-frame/[A-Z_]{1,64}_${suffix}$`)))

/** Everything the frame may post, bounded: anything else is not the frame talking. */
export const frameMessageSchema = z.union([
  z.object({ type: replyName('SUCCESS'), id, payload: z.optional(z.unknown()) }),
  z.object({
    type: replyName('ERROR'),
    id,
    payload: z.optional(z.object({ message: z.optional(z.string().check(z.maxLength(500))), code: z.optional(z.union([z.number(), z.string().check(z.maxLength(64))])) })),
  }),
  z.object({ type: z.literal(FRAME_READY), payload: z.optional(z.unknown()) }),
  z.object({ type: z.literal(FRAME_ERROR), payload: z.object({ code: z.string().check(z.maxLength(64)), message: z.string().check(z.maxLength(500)) }) }),
])
export type FrameMessage = z.infer<typeof frameMessageSchema>

/** The reply a request's answer carries: `@tessera-frame/CONNECT_EMAIL_SUCCESS`. */
export function replyType(name: FrameRequestName, ok: boolean): string {
  return `${FRAME_PREFIX}${name}_${ok ? 'SUCCESS' : 'ERROR'}`
}
