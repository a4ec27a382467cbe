/**
 * The validation rules of spec §5 as small pure functions. Format checks return plain booleans (not type
 * guards) so that a failed check never narrows a caller's `string` to `never`; checks against a closed list
 * are guards. Where the spec words the failure, a `validateX` returns that exact sentence.
 */
import { ErrorCode, ErrorMessages, formatMessage, KitError } from './errors.js'
import type { AccountType } from './types.js'

export type ValidationResult = { readonly ok: true } | { readonly ok: false; readonly message: string }

const OK: ValidationResult = { ok: true }
const fail = (message: string): ValidationResult => ({ ok: false, message })

function isOneOf<T>(list: readonly T[], value: unknown): value is T {
  return (list as readonly unknown[]).includes(value)
}

// ---------------------------------------------------------------------------------------------- addresses

/**
 * A keccak-256 implementation supplied by the caller (the eip155 plugin passes viem's), because bundling a
 * hash function here would put chain code into every host's initial bundle. Hex string output is accepted
 * so viem's `keccak256` can be passed as is.
 */
export type Keccak256 = (input: Uint8Array) => Uint8Array | string

export type IsEvmAddressOptions =
  | { readonly strict?: false; readonly requirePrefix?: boolean }
  | { readonly strict: true; readonly keccak256: Keccak256; readonly requirePrefix?: boolean }

const HEX_40 = /^[0-9a-fA-F]{40}$/

/** 40 hex characters, `0x` optional unless `requirePrefix` (names and network contexts need it). */
export function isEvmAddress(value: unknown, options: IsEvmAddressOptions = {}): boolean {
  if (typeof value !== 'string') return false
  const hasPrefix = value.startsWith('0x')
  if (options.requirePrefix && !hasPrefix) return false
  const hex = hasPrefix ? value.slice(2) : value
  if (!HEX_40.test(hex)) return false
  if (!options.strict) return true
  // Single-case addresses carry no checksum (EIP-55), so only mixed case is checked.
  const lower = hex.toLowerCase()
  if (hex === lower || hex === hex.toUpperCase()) return true
  return hex === toChecksumHex(lower, options.keccak256)
}

function toChecksumHex(lowerHex: string, keccak256: Keccak256): string {
  // Plain-JS callers get no compile error for a missing hash, so they get a readable one here instead.
  if (typeof keccak256 !== 'function') {
    throw new KitError('isEvmAddress: strict mode needs a keccak256 function', {
      metaMessages: ["Pass the eip155 plugin's hash, e.g. { strict: true, keccak256 }."],
    })
  }
  const digest = keccak256(new TextEncoder().encode(lowerHex))
  let nibble: (i: number) => number
  if (typeof digest === 'string') {
    const hexDigest = digest.replace(/^0x/, '')
    nibble = (i) => Number.parseInt(hexDigest.charAt(i), 16)
  } else {
    nibble = (i) => ((digest[i >> 1] ?? 0) >> (i % 2 === 0 ? 4 : 0)) & 0xf
  }
  let out = ''
  for (let i = 0; i < lowerHex.length; i++) {
    const char = lowerHex.charAt(i)
    out += nibble(i) >= 8 ? char.toUpperCase() : char
  }
  return out
}

/** Base58 excludes 0, O, I and l because they are easy to misread. */
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

export function isSolanaAddress(value: unknown): boolean {
  return typeof value === 'string' && SOLANA_ADDRESS.test(value)
}

export function isTransactionHash(value: unknown): boolean {
  return typeof value === 'string' && /^0x[0-9a-fA-F]{64}$/.test(value)
}

export function isSignedMessage(value: unknown): boolean {
  return typeof value === 'string' && /^0x[0-9a-fA-F]{62,}$/.test(value)
}

// ---------------------------------------------------------------------------------------- names and login

/** ASCII only: names become DNS-style labels, where look-alike Unicode letters would invite spoofing. */
export function isAccountName(value: unknown): boolean {
  return typeof value === 'string' && /^[a-zA-Z0-9-]{4,}$/.test(value)
}

// Pragmatic, not RFC 5322: rejects what no mail server would deliver while keeping the pattern linear.
const EMAIL =
  /^(?!\.)(?!.*\.\.)[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]{1,64}(?<!\.)@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/

export function isEmail(value: unknown): boolean {
  return typeof value === 'string' && value.length <= 254 && EMAIL.test(value)
}

/** The spec only asks for a string: the frame, not the kit, knows the code's length and alphabet. */
export function isOtp(value: unknown): value is string {
  return typeof value === 'string'
}

/** Social logins the frame accepts (farcaster logs in through its own flow, so it is not in this list). */
export const SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]
export const isSocialProvider = (value: unknown): value is SocialProvider => isOneOf(SOCIAL_PROVIDERS, value)

export const THEME_MODES = ['light', 'dark'] as const
export type ThemeMode = (typeof THEME_MODES)[number]
export const isThemeMode = (value: unknown): value is ThemeMode => isOneOf(THEME_MODES, value)

export const ACCOUNT_TYPES = ['eoa', 'smartAccount'] as const satisfies readonly AccountType[]
export const isAccountType = (value: unknown): value is AccountType => isOneOf(ACCOUNT_TYPES, value)

/** What the frame asks next after a login email was sent. */
export const FRAME_ACTIONS = ['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT'] as const
export type FrameAction = (typeof FRAME_ACTIONS)[number]
export const isFrameAction = (value: unknown): value is FrameAction => isOneOf(FRAME_ACTIONS, value)

export const EMAIL_UPDATE_ACTIONS = ['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP'] as const
export type EmailUpdateAction = (typeof EMAIL_UPDATE_ACTIONS)[number]
export const isEmailUpdateAction = (value: unknown): value is EmailUpdateAction =>
  isOneOf(EMAIL_UPDATE_ACTIONS, value)

export const LOGIN_EMAIL_COOLDOWN_MS = 30_000

/** Blocks a new login email until 30 s after the last one; `n` never reads 0 while still blocked. */
export function validateLoginEmailCooldown(lastSentAt: number | undefined, now: number): ValidationResult {
  if (lastSentAt === undefined || !Number.isFinite(lastSentAt)) return OK
  const elapsed = now - lastSentAt
  if (elapsed >= LOGIN_EMAIL_COOLDOWN_MS) return OK
  // A clock that moved backwards must not extend the wait beyond one full cooldown.
  const remaining = Math.min(LOGIN_EMAIL_COOLDOWN_MS, LOGIN_EMAIL_COOLDOWN_MS - elapsed)
  return fail(formatMessage.loginEmailCooldown(Math.ceil(remaining / 1000)))
}

// ---------------------------------------------------------------------------------------------- options

export function validateSiwxOptions(options: {
  readonly siwx?: unknown
  readonly siweConfig?: unknown
}): ValidationResult {
  return options.siwx !== undefined && options.siweConfig !== undefined ? fail(ErrorMessages.SIWX_AND_SIWE) : OK
}

export function validateProjectId(projectId: unknown): ValidationResult {
  return typeof projectId === 'string' && projectId.trim() !== ''
    ? OK
    : fail(ErrorMessages.PROJECT_ID_NOT_CONFIGURED)
}

// ------------------------------------------------------------------------------------------------ chains

/**
 * ENSIP-11 coin type of an EVM chain. Ethereum mainnet keeps SLIP-44's 60, which ENS used before ENSIP-11;
 * ids from 2^31 up would collide with the flag bit, so they are rejected.
 */
export function chainIdToCoinType(chainId: number): number {
  if (!Number.isSafeInteger(chainId) || chainId < 0 || chainId >= 0x80000000) {
    throw new KitError(ErrorMessages.INVALID_CHAIN_ID, { code: ErrorCode.INVALID_CHAIN_ID })
  }
  if (chainId === 1) return 60
  return (0x80000000 | chainId) >>> 0
}

export const SEND_NAMESPACES = ['eip155', 'solana'] as const

export interface SendParameters {
  readonly amount?: string | number | bigint | null
  readonly receiverAddress?: string | null
  readonly token?: unknown
  readonly namespace?: string | null
}

/** Checked in the spec's order, so the visitor fixes the form top to bottom. */
export function validateSendParameters(parameters: SendParameters): ValidationResult {
  if (!isPositiveAmount(parameters.amount) || !parameters.receiverAddress?.trim()) {
    return fail(ErrorMessages.AMOUNT_AND_RECEIVER_REQUIRED)
  }
  if (parameters.token === undefined || parameters.token === null) return fail(ErrorMessages.TOKEN_REQUIRED)
  if (!isOneOf(SEND_NAMESPACES, parameters.namespace)) return fail(ErrorMessages.UNSUPPORTED_CHAIN)
  return OK
}

// Sending nothing is not an amount: zero, negatives and unparsable text all count as missing.
function isPositiveAmount(amount: SendParameters['amount']): boolean {
  if (typeof amount === 'bigint') return amount > 0n
  if (typeof amount === 'number') return Number.isFinite(amount) && amount > 0
  if (typeof amount !== 'string') return false
  const text = amount.trim()
  return /^(\d+\.?\d*|\.\d+)$/.test(text) && /[1-9]/.test(text)
}

export interface BatchedCall {
  readonly to: `0x${string}`
  readonly data?: `0x${string}`
}

export function isBatchedCall(value: unknown): value is BatchedCall {
  if (typeof value !== 'object' || value === null) return false
  const { to, data } = value as { to?: unknown; data?: unknown }
  const isHexLike = (field: unknown) => typeof field === 'string' && field.startsWith('0x')
  return isHexLike(to) && (data === undefined || isHexLike(data))
}

export const SOLANA_COMMITMENTS = [
  'processed',
  'confirmed',
  'finalized',
  'recent',
  'single',
  'singleGossip',
  'root',
  'max',
] as const
export type SolanaCommitment = (typeof SOLANA_COMMITMENTS)[number]
export const isSolanaCommitment = (value: unknown): value is SolanaCommitment => isOneOf(SOLANA_COMMITMENTS, value)

// ----------------------------------------------------------------------------------------------- origins

/**
 * Whether a page origin matches an allowed-origins entry. A pattern with a scheme (`https://*.pages.dev`) is
 * matched against the whole origin, one without (`*.vercel.app`, `localhost:*`) against host and port only.
 * `*` stands for one or more characters other than `/` and `:`, so it can never stretch across the scheme,
 * host or port; a `:*` port also matches the scheme's default port. Patterns are compared character by
 * character, never compiled into a RegExp, so nothing in them can inject one.
 */
export function matchesOriginPattern(origin: string, pattern: string): boolean {
  const parsed = parseOrigin(origin)
  if (!parsed) return false
  const normalized = pattern.trim().toLowerCase().replace(/\/+$/, '')
  if (normalized === '') return false
  const target = normalized.includes('://') ? `${parsed.protocol}//${parsed.host}` : parsed.host
  if (globMatch(normalized, target)) return true
  return normalized.endsWith(':*') && parsed.port === '' && globMatch(normalized.slice(0, -2), target)
}

export function isOriginAllowed(origin: string, patterns: readonly string[]): boolean {
  return patterns.some((pattern) => matchesOriginPattern(origin, pattern))
}

function parseOrigin(origin: string): URL | undefined {
  try {
    const url = new URL(origin)
    // Opaque origins ('null', data:, file:) have no host to allow.
    return url.host === '' ? undefined : url
  } catch {
    return undefined
  }
}

/** Dynamic programming over (pattern, text) prefixes: linear memory, no backtracking blow-up. */
function globMatch(pattern: string, text: string): boolean {
  let previous: boolean[] = Array.from({ length: text.length + 1 }, (_, j) => j === 0)
  for (const p of pattern) {
    const current: boolean[] = [false]
    for (let j = 1; j <= text.length; j++) {
      const t = text.charAt(j - 1)
      current[j] =
        p === '*'
          ? t !== '/' && t !== ':' && (previous[j - 1] === true || current[j - 1] === true)
          : p === t && previous[j - 1] === true
    }
    previous = current
  }
  return previous[text.length] === true
}
