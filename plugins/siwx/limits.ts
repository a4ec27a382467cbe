/** Bounds on what a sign-in message carries: a verifier or host giving more is refused, not signed or stored. */
export const MAX_STATEMENT_LENGTH = 1024
export const MAX_URI_LENGTH = 2048
export const MAX_RESOURCES = 32
export const MAX_NONCE_LENGTH = 128
