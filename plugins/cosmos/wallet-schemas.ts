import * as z from 'zod/mini'
import { decodeCosmosAddress } from './address.js'

/** A secp256k1 public key, compressed: 33 bytes. */
export const PUBLIC_KEY_BYTES = 33
/** 64 bytes (r and s) in base64. */
const SIGNATURE_BASE64_LENGTH = 88

const base64Of = (length: number) => z.string().check(z.length(length), z.regex(/^[A-Za-z0-9+/]+={0,2}$/))
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
  pub_key: z.object({ type: z.string().check(z.maxLength(64)), value: base64Of(44) }),
  signature: base64Of(SIGNATURE_BASE64_LENGTH),
})

/** `cosmos_signAmino`'s answer over a pairing session. */
export const signAminoResultSchema = z.object({ signature: stdSignatureSchema })

/** `cosmos_getAccounts`' answer: the session's accounts. */
export const pairingAccountsSchema = z
  .array(z.object({ address: cosmosAddress, algo: z.string().check(z.maxLength(32)), pubkey: base64Of(44) }))
  .check(z.maxLength(100))
