// @ts-check
import { z } from 'zod'
import { SOCIAL_PROVIDERS } from './social-providers.mjs'

/**
 * spec §5: a valid email address. Compared and stored lower-cased; at most 254 characters with a local part of at
 * most 64 (RFC 5321). Nothing with a line break, a comma or a display name gets through, so no address can add a
 * header or a recipient to the mail sent to it.
 */
export const Email = z
  .string()
  .max(320)
  .transform((value) => value.trim().toLowerCase())
  .pipe(
    z
      .email()
      .max(254)
      .refine((value) => value.indexOf('@') <= 64),
  )
/** The frame's own id for this browser, made once and kept in its storage. */
export const DeviceId = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/)
/** spec §5: an OTP is a string; what it must hold is checked against the code sent, not here. */
const Otp = z.string().max(32)

export const RequestLoginCode = z.object({ email: Email, projectId: z.string().min(1).max(128), deviceId: DeviceId })
export const VerifyLoginCode = z.object({ email: Email, otp: Otp, deviceId: DeviceId })
export const DeviceStatus = z.object({ loginId: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/), deviceId: DeviceId })
export const RequestEmailChange = z.object({ newEmail: Email })
export const VerifyEmailChange = z.object({ otp: Otp })
/** A bearer token as the service makes them (32 bytes, base64url), or a little room either side. */
export const Token = z.string().regex(/^[A-Za-z0-9_-]{20,128}$/)

const Base64Url = (/** @type {number} */ min, /** @type {number} */ max) => z.string().regex(new RegExp(`^[A-Za-z0-9_-]{${min},${max}}$`))
/**
 * A user's key backup as the frame seals it (base64url, no padding): a 12-byte AES-GCM IV, the sealed key bytes
 * (64 bytes and the 16-byte tag today; room for a little more) and the 32-byte AES key that opens them.
 */
export const KeyBackup = z.strictObject({
  version: z.literal(1),
  iv: Base64Url(16, 16),
  ciphertext: Base64Url(22, 512),
  key: Base64Url(43, 43),
})

const ProjectId = z.string().min(1).max(128)
/** A page address to return to: http(s), no credentials in it, a length a browser keeps. */
const ReturnUri = z
  .string()
  .max(2048)
  .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol) && !new URL(value).username && !new URL(value).password)
/** A page's origin (scheme, host, port): where the popup's result is posted. */
const PageOrigin = z
  .string()
  .max(300)
  .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol) && new URL(value).origin === value)
export const SocialStart = z.strictObject({
  provider: z.enum(SOCIAL_PROVIDERS),
  projectId: ProjectId,
  deviceId: DeviceId,
  redirectUri: ReturnUri.optional(),
  origin: PageOrigin.optional(),
})
/** The result token, or the `result_uri` that carries it. */
export const SocialRedeem = z.strictObject({ result: z.string().min(20).max(2048), deviceId: DeviceId })
export const FarcasterStart = z.strictObject({ projectId: ProjectId, deviceId: DeviceId })
export const FarcasterStatus = z.strictObject({ channelToken: Token })
