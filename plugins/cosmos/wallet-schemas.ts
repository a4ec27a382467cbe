import * as z from 'zod/mini'
import { decodeCosmosAddress } from './address.js'

/** A secp256k1 public key, compressed: 33 bytes. */
export const PUBLIC_KEY_BYTES = 33
/** Base64 that spells exactly 64 bytes (r and s) or 33 (a compressed key): the padding fixes the byte count. */
const SIGNATURE_BASE64 = /^[A-Za-z0-9+/]{86}==$/
const PUBLIC_KEY_BASE64 = /^[A-Za-z0-9+/]{44}$/
const base64Matching = (pattern: RegExp) => z.string().check(z.maxLength(88), z.regex(pattern))
const cosmosAddress = z.string().check(z.maxLength(90), z.refine((value) => decodeCosmosAddress(value) !== undefined))

/** `getKey(chainId)`'s answer: another script's object, so every field the kit reads is checked. */
export const keySchema = z.object({
  name: z.string().check(z.maxLength(200)),
  algo: z.string().check(z.maxLength(32)),
  pubKey: z.custom<Uint8Array>((value) => value instanceof Uint8Array && value.byteLength === PUBLIC_KEY_BYTES),
  bech32Address: cosmosAddress,
  isNanoLedger: z.optional(z.boolean()),
})
export type CosmosKey = z.infer<typeof keySchema>

/** An ADR-36 / amino signature: the signer's key and 64 bytes, both in base64. */
export const stdSignatureSchema = z.object({
  pub_key: z.object({ type: z.string().check(z.maxLength(64)), value: base64Matching(PUBLIC_KEY_BASE64) }),
  signature: base64Matching(SIGNATURE_BASE64),
})

/** `cosmos_signAmino`'s answer over a pairing session. */
export const signAminoResultSchema = z.object({ signature: stdSignatureSchema })
