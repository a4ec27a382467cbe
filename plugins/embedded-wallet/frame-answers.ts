import * as z from 'zod/mini'
import type { EmbeddedWalletUser } from '../../kernel/index.js'

/** Spec §5: what the frame asks for next during a login. */
export const loginActionSchema = z.object({ action: z.enum(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT']) })
export type LoginAction = z.infer<typeof loginActionSchema>['action']

export const isConnectedSchema = z.object({ isConnected: z.boolean() })

const address = z.string().check(z.minLength(1), z.maxLength(64))
const chainId = z.union([
  z.number().check(z.int(), z.positive(), z.maximum(Number.MAX_SAFE_INTEGER)),
  z.string().check(z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/)),
])
const accountType = z.enum(['eoa', 'smartAccount'])

/** Spec §3's User as the frame reports it, bounded. */
export const userSchema = z.object({
  email: z.nullable(z.optional(z.string().check(z.maxLength(254)))),
  address,
  chainId,
  accounts: z.array(z.object({ address, type: accountType })).check(z.maxLength(4)),
  userName: z.optional(z.string().check(z.maxLength(64))),
  preferredAccountType: z.optional(accountType),
  smartAccountDeployed: z.optional(z.boolean()),
})

/** Reads a frame answer; a malformed one is the frame's fault, reported as a clear error. */
export function parseAnswer<T>(schema: z.ZodMiniType<T>, value: unknown, what: string): T {
  const parsed = schema.safeParse(value)
  if (!parsed.success) throw new Error(`The secure frame sent a malformed ${what}`)
  return parsed.data
}

export function parseUser(value: unknown): EmbeddedWalletUser {
  return parseAnswer(userSchema, value, 'user')
}
