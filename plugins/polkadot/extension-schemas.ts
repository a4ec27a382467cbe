import * as z from 'zod/mini'

/** More accounts than any extension shows one site: a longer list is garbage. */
export const MAX_EXTENSION_ACCOUNTS = 100
/** An account's label in the extension: text the visitor typed, shown as text, kept short. */
export const MAX_ACCOUNT_NAME = 64
/** More extensions than a browser holds: the rest of a longer list is ignored. */
export const MAX_EXTENSIONS = 32

/** `injectedWeb3[name]`: how an extension offers itself (`enable(originName)`, a version string). */
export const injectedExtensionSchema = z.object({
  version: z.optional(z.string().check(z.maxLength(32))),
  enable: z.custom<(origin: string) => Promise<unknown>>((value) => typeof value === 'function'),
})

const fn = z.custom<(...args: never[]) => unknown>((value) => typeof value === 'function')

/** What `enable` resolves to: the accounts (list and subscribe) and a signer; each is checked again at use. */
export const injectedSchema = z.object({
  accounts: z.object({ get: fn, subscribe: z.optional(fn) }),
  signer: z.optional(z.object({ signRaw: z.optional(fn) })),
})

/**
 * One account as an extension lists it. Keys an extension adds beyond these are dropped; an account that fails
 * (an EVM account of a multi-chain extension, a malformed entry) is skipped, not the whole list.
 */
export const injectedAccountSchema = z.object({
  address: z.string().check(z.minLength(1), z.maxLength(64)),
  name: z.optional(z.nullable(z.string().check(z.maxLength(MAX_ACCOUNT_NAME)))),
  type: z.optional(z.nullable(z.string().check(z.maxLength(16)))),
})
export const injectedAccountListSchema = z.array(z.unknown()).check(z.maxLength(MAX_EXTENSION_ACCOUNTS))

/** `signRaw`'s answer: a 64-byte sr25519/ed25519 signature, 65-byte ecdsa, or either behind a one-byte type tag. */
export const signRawResultSchema = z.object({ signature: z.string().check(z.regex(/^0x(?:[0-9a-fA-F]{2}){64,66}$/)) })
