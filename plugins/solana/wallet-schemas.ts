import * as z from 'zod/mini'
import { isSolanaAddress } from './address.js'

/** More accounts than any wallet shows one site: a longer list is garbage. */
export const MAX_WALLET_ACCOUNTS = 100
/** More chains or features than any wallet has. */
export const MAX_WALLET_LIST = 64

const identifier = z.string().check(z.minLength(3), z.maxLength(100), z.regex(/^[\w-]+:[\w:.-]+$/))
/** Bytes of exactly this length (a public key, a signature). */
const bytes = (length: number) => z.custom<Uint8Array>((value) => value instanceof Uint8Array && value.byteLength === length)

/** A Wallet Standard account: another script's object, so every field is checked before the kit uses it. */
export const walletAccountSchema = z.object({
  address: z.string().check(z.refine(isSolanaAddress)),
  publicKey: bytes(32),
  chains: z.array(identifier).check(z.maxLength(MAX_WALLET_LIST)),
  features: z.array(identifier).check(z.maxLength(MAX_WALLET_LIST)),
})
export const walletAccountsSchema = z.array(walletAccountSchema).check(z.maxLength(MAX_WALLET_ACCOUNTS))
export type WalletAccountInfo = z.infer<typeof walletAccountSchema>

/** The wallet's face in the list: text only, an inline image (Wallet Standard icons are data: URLs). */
export const walletInfoSchema = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(64)),
  icon: z.string().check(z.regex(/^data:image\/(svg\+xml|webp|png|gif);base64,/), z.maxLength(200_000)),
  chains: z.array(identifier).check(z.maxLength(MAX_WALLET_LIST)),
})

/** `standard:connect`'s answer, and the accounts of a `standard:events` 'change'. */
export const connectOutputSchema = z.object({ accounts: walletAccountsSchema })
export const changeSchema = z.object({ accounts: z.optional(walletAccountsSchema) })

/** An Ed25519 signature: 64 bytes. */
export const signatureBytesSchema = bytes(64)
export const signMessageOutputSchema = z.array(z.object({ signature: signatureBytesSchema })).check(z.minLength(1), z.maxLength(1))
export const signAndSendOutputSchema = signMessageOutputSchema
/** A signed transaction stays within Solana's packet size. */
export const MAX_TRANSACTION_BYTES = 1232
export const signTransactionOutputSchema = z
  .array(z.object({ signedTransaction: z.custom<Uint8Array>((value) => value instanceof Uint8Array && value.byteLength > 0 && value.byteLength <= MAX_TRANSACTION_BYTES) }))
  .check(z.minLength(1), z.maxLength(1))
