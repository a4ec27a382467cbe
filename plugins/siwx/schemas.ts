import * as z from 'zod/mini'
import { isCaipNetworkId, type CaipNetworkId } from '../../kernel/index.js'
import { MAX_NONCE_LENGTH, MAX_RESOURCES, MAX_STATEMENT_LENGTH, MAX_URI_LENGTH } from './limits.js'
import type { SiwxMessageData, SiwxSession } from './types.js'

/** A smart account's EIP-6492 signature wraps its deployment: kilobytes, not the 65 bytes of an EOA's. */
export const MAX_SIGNATURE_LENGTH = 16_384
export const MAX_MESSAGE_LENGTH = 8_192
/** Sessions kept per page (local storage) or read per account (the sessions API). */
export const MAX_SESSIONS = 32

const text = (max: number) => z.string().check(z.maxLength(max))
const time = z.string().check(z.maxLength(64), z.refine((v) => !Number.isNaN(Date.parse(v)), 'must be a date-time'))

export const nonceSchema = z.string().check(z.regex(new RegExp(`^[a-zA-Z0-9]{8,${MAX_NONCE_LENGTH}}$`)))

const messageDataSchema: z.ZodMiniType<SiwxMessageData> = z.object({
  chainId: z.custom<CaipNetworkId>((v) => typeof v === 'string' && v.length <= 100 && isCaipNetworkId(v), 'must be a CAIP-2 network id'),
  accountAddress: text(128),
  domain: text(255),
  uri: text(MAX_URI_LENGTH),
  version: z.literal('1'),
  nonce: nonceSchema,
  issuedAt: time,
  statement: z.optional(text(MAX_STATEMENT_LENGTH)),
  expirationTime: z.optional(time),
  notBefore: z.optional(time),
  requestId: z.optional(text(256)),
  resources: z.optional(z.array(text(MAX_URI_LENGTH)).check(z.maxLength(MAX_RESOURCES))),
})

export const sessionSchema: z.ZodMiniType<SiwxSession> = z.object({
  data: messageDataSchema,
  message: text(MAX_MESSAGE_LENGTH),
  signature: text(MAX_SIGNATURE_LENGTH),
  cacao: z.optional(z.record(z.string(), z.unknown())),
})

export const sessionListSchema = z.array(sessionSchema).check(z.maxLength(MAX_SESSIONS))
