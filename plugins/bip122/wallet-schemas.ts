import * as z from 'zod/mini'
import { isBitcoinAddress } from './address.js'
import type { BitcoinAccount } from './wallet-port.js'

/** More addresses than any wallet shows one site: a longer list is garbage. */
export const MAX_WALLET_ADDRESSES = 20
/** More wallets than any page holds. */
export const MAX_PROVIDERS = 20

export const bitcoinAddressSchema = z.string().check(z.maxLength(90), z.refine(isBitcoinAddress))
/** A public key in hex: 33 bytes compressed, 32 x-only (taproot), 65 uncompressed. */
export const publicKeyHexSchema = z.string().check(z.regex(/^([0-9a-fA-F]{64}|[0-9a-fA-F]{66}|[0-9a-fA-F]{130})$/))
const pathSchema = z.string().check(z.maxLength(100), z.regex(/^m(\/\d{1,10}'?)*$/))
/** A message signature: base64 of 65 bytes (legacy) or of a BIP-322 witness (a few hundred bytes at most for one key). */
export const signatureSchema = z.string().check(z.minLength(20), z.maxLength(2_000), z.regex(/^[A-Za-z0-9+/]+={0,2}$/))
export const txidSchema = z.string().check(z.regex(/^[0-9a-fA-F]{64}$/))
/** A PSBT in base64: 100 kB is far beyond anything a browser wallet signs. */
export const psbtBase64Schema = z.string().check(z.minLength(8), z.maxLength(100_000), z.regex(/^[A-Za-z0-9+/]+={0,2}$/))

/** A WBIP004 / sats-connect address entry; purposes other than payment and ordinals (stacks, spark…) are not Bitcoin L1. */
const satsAddressSchema = z.object({
  address: z.string().check(z.maxLength(200)),
  purpose: z.string().check(z.maxLength(30)),
  publicKey: z.optional(z.string().check(z.maxLength(200))),
  derivationPath: z.optional(z.string().check(z.maxLength(200))),
})
export const satsAddressesSchema = z.object({ addresses: z.array(satsAddressSchema).check(z.maxLength(MAX_WALLET_ADDRESSES)) })

const PURPOSES: Readonly<Record<string, BitcoinAccount['type']>> = { payment: 'payment', ordinals: 'ordinal' }

/** The Bitcoin accounts of a checked address list; entries for other chains or with a bad address are left out. */
export function satsAccounts(addresses: z.infer<typeof satsAddressesSchema>['addresses']): BitcoinAccount[] {
  return addresses.flatMap((entry) => {
    const type = PURPOSES[entry.purpose]
    if (!type || !isBitcoinAddress(entry.address)) return []
    const publicKey = entry.publicKey !== undefined && publicKeyHexSchema.safeParse(entry.publicKey).success ? entry.publicKey.toLowerCase() : undefined
    const path = entry.derivationPath !== undefined && pathSchema.safeParse(entry.derivationPath).success ? entry.derivationPath : undefined
    return [{ address: entry.address, type, ...(publicKey ? { publicKey } : {}), ...(path ? { path } : {}) }]
  })
}

/** The sats-connect answer envelope: `{ status: 'success', result }` or `{ status: 'error', error: { code, message } }`. */
export const satsEnvelopeSchema = z.union([
  z.object({ status: z.literal('success'), result: z.unknown() }),
  z.object({
    status: z.literal('error'),
    error: z.object({ code: z.number().check(z.refine(Number.isSafeInteger)), message: z.optional(z.string().check(z.maxLength(1_000))) }),
  }),
])

export const signMessageResultSchema = z.object({ signature: signatureSchema })
export const transferResultSchema = z.object({ txid: txidSchema })
export const signPsbtResultSchema = z.object({ psbt: psbtBase64Schema, txid: z.optional(txidSchema) })

/** A WBIP004 `btc_providers` entry: where the provider lives and how the list shows it. */
export const providerEntrySchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100), z.regex(/^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*){0,3}$/)),
  name: z.string().check(z.minLength(1), z.maxLength(64)),
  icon: z.optional(z.string().check(z.regex(/^data:image\/(svg\+xml|webp|png|gif);base64,/), z.maxLength(200_000))),
  webUrl: z.optional(z.string().check(z.maxLength(500))),
})
export const providerListSchema = z.array(z.unknown()).check(z.maxLength(MAX_PROVIDERS))
