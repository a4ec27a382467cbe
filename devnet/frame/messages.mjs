// @ts-check
import { z } from 'zod'

/** Requests from the page carry this prefix; the frame's answers and notices carry FRAME_PREFIX. */
export const APP_PREFIX = '@tessera-app/'
export const FRAME_PREFIX = '@tessera-frame/'
/** The frame's own notices: it is ready, or it refuses to serve this page (with the reason). */
export const FRAME_READY = `${FRAME_PREFIX}READY`
export const FRAME_ERROR = `${FRAME_PREFIX}FRAME_ERROR`
/** spec §8: what the frame says to a page whose origin the project does not allow; the kit maps it to INVALID_APP_CONFIGURATION. */
export const ORIGIN_NOT_ALLOWED = 'Origin not allowed'
/** spec §6 / §8: a method the frame does not serve. */
export const RPC_NOT_ALLOWED = 'Requested RPC call is not allowed'

const Id = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/)
const Email = z.string().max(254).email()
const Otp = z.string().max(32)
/** A number (an EVM chain) or a CAIP-2 id, as the kit keeps a network's id. */
export const ChainId = z.union([
  z.number().int().positive().max(2 ** 53 - 1),
  z.string().regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/),
])
const AccountType = z.enum(['eoa', 'smartAccount'])
/** JSON a request may carry as params: bounded in depth by the message size the frame accepts (64 KiB). */
const Params = z.union([z.array(z.unknown()).max(16), z.record(z.string().max(64), z.unknown())]).optional()

const request = /** @template {string} N @template {z.ZodTypeAny} P @param {N} name @param {P} payload */ (name, payload) =>
  z.object({ type: z.literal(`${APP_PREFIX}${name}`), id: Id, payload })
const none = z.object({}).strict().optional()

/** spec §5: the social providers a popup or redirect signs in with (Farcaster has requests of its own). */
const SocialProvider = z.enum(['google', 'github', 'apple', 'facebook', 'x', 'discord'])
/** spec §7: social sign-in and Farcaster. `state` is the popup's (the redirect variant has none to relay). */
const SocialRequests = [
  request('GET_SOCIAL_REDIRECT_URI', z.object({ provider: SocialProvider, redirectUri: z.string().url().max(2048).optional() })),
  request('CONNECT_SOCIAL', z.object({ uri: z.string().url().max(2048), state: z.string().regex(/^[A-Za-z0-9_-]{20,128}$/).optional(), preferredAccountType: AccountType.optional() })),
  request('GET_FARCASTER_URI', none),
  request('CONNECT_FARCASTER', none),
]

/** spec §7: every app event this frame answers, by name. */
export const AppRequest = z.discriminatedUnion('type', [
  request('SWITCH_NETWORK', z.object({ chainId: ChainId })),
  request('CONNECT_EMAIL', z.object({ email: Email })),
  request('CONNECT_OTP', z.object({ otp: Otp })),
  request('CONNECT_DEVICE', none),
  request('GET_USER', z.object({ chainId: ChainId.optional(), preferredAccountType: AccountType.optional() }).optional()),
  request('IS_CONNECTED', none),
  request('SIGN_OUT', none),
  request('GET_CHAIN_ID', none),
  request('GET_SMART_ACCOUNT_ENABLED_NETWORKS', none),
  request('INIT_SMART_ACCOUNT', none),
  request('SET_PREFERRED_ACCOUNT', z.object({ type: AccountType })),
  request(
    'RPC_REQUEST',
    z.object({
      method: z.string().regex(/^[A-Za-z0-9_]{1,64}$/),
      params: Params,
      chainNamespace: z.enum(['eip155', 'solana']).optional(),
      chainId: ChainId.optional(),
    }),
  ),
  ...SocialRequests,
  request('UPDATE_EMAIL', z.object({ email: Email })),
  request('UPDATE_EMAIL_PRIMARY_OTP', z.object({ otp: Otp })),
  request('UPDATE_EMAIL_SECONDARY_OTP', z.object({ otp: Otp })),
  request('SYNC_THEME', z.object({ themeMode: z.enum(['light', 'dark']).optional() }).passthrough().optional()),
  request('SYNC_DAPP_DATA', z.object({ projectId: z.string().max(128).optional(), sdkVersion: z.string().max(64).optional() }).passthrough().optional()),
])

/** The part of a message that lets the frame answer even a request it cannot parse. */
export const Envelope = z.object({ type: z.string().startsWith(APP_PREFIX).max(80), id: Id })

/** spec §7: the frame's query. */
export const FrameQuery = z.object({
  projectId: z.string().min(1).max(128),
  chainId: ChainId.optional(),
  version: z.string().max(32).optional(),
  enableLogger: z.enum(['true', 'false']).optional(),
})

/** spec §5: the frame's login and email-change actions. */
export const FrameAction = z.enum(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT'])
export const EmailUpdateAction = z.enum(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP'])

/** spec §3: the User the frame reports. */
export const User = z.object({
  email: z.string().max(254).nullable(),
  address: z.string().max(64),
  chainId: ChainId,
  accounts: z.array(z.object({ address: z.string().max(64), type: AccountType })).max(4),
  userName: z.string().max(64).optional(),
  provider: z.string().max(16).optional(),
  preferredAccountType: AccountType.optional(),
  smartAccountDeployed: z.boolean().optional(),
})

/** What the frame posts to the page: a reply to a request (by id) or one of its notices. */
export const FrameMessage = z.union([
  z.object({ type: z.string().regex(/^@tessera-frame\/[A-Z_]{1,64}_SUCCESS$/), id: Id, payload: z.unknown() }),
  z.object({
    type: z.string().regex(/^@tessera-frame\/[A-Z_]{1,64}_ERROR$/),
    id: Id,
    payload: z.object({ message: z.string().max(500), code: z.union([z.number().int(), z.string().max(64)]).optional() }),
  }),
  z.object({ type: z.literal(FRAME_READY), payload: z.object({ version: z.string().max(32) }) }),
  z.object({ type: z.literal(FRAME_ERROR), payload: z.object({ code: z.string().max(64), message: z.string().max(500) }) }),
])

/**
 * @param {string} requestType an app event type
 * @param {boolean} ok
 */
export function replyType(requestType, ok) {
  return `${FRAME_PREFIX}${requestType.slice(APP_PREFIX.length)}_${ok ? 'SUCCESS' : 'ERROR'}`
}
