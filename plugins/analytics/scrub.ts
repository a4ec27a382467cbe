/** What replaces anything that looks like a secret or a person. */
export const REDACTED = '[redacted]'

/** Scrubbing reads at most this much of a text: the patterns stay cheap on a hostile megabyte message. */
const MAX_INPUT = 16_384

// Order matters: a JWT's base64url parts would otherwise be half-read as base58, an email's local part as words.
const PATTERNS: readonly RegExp[] = [
  // JSON Web Tokens: three base64url parts, the header starting with '{"' (eyJ).
  /\beyJ[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]*/g,
  /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g,
  // Private keys, signatures, long payloads: 64 hex digits or more, with or without 0x.
  /\b(?:0x)?[0-9a-fA-F]{64,}\b/g,
  // Solana secret keys and signatures (87-88 characters), any base58 run of 64 or more.
  /\b[1-9A-HJ-NP-Za-km-z]{64,}\b/g,
  // Seed phrases: 12 to 24 (or more) lower-case words in a row, as BIP-39 words are (3 to 8 letters).
  /\b[a-z]{3,8}(?:[ \t\n,]+[a-z]{3,8}){11,}\b/g,
]

/**
 * The text with every key, seed phrase, signature, token and email replaced by '[redacted]', then cut to `max`
 * characters (after scrubbing, so a cut can never leave the head of a secret too short to be recognised).
 */
export function scrub(text: string, max: number): string {
  let out = text.length > MAX_INPUT ? text.slice(0, MAX_INPUT) : text
  for (const pattern of PATTERNS) out = out.replace(pattern, REDACTED)
  return out.length > max ? `${out.slice(0, max - 1)}…` : out
}
