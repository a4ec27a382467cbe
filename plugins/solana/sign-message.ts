import * as z from 'zod/mini'
import type { RequestProvider } from '../../kernel/index.js'
import { BASE58_PATTERN, encodeBase58 } from './base58.js'

/** An Ed25519 signature is 64 bytes: 87 or 88 base58 characters; a little slack for leading-zero forms. */
const signatureSchema = z.object({ signature: z.string().check(z.minLength(64), z.maxLength(90), z.regex(BASE58_PATTERN)) })

/** The wallet returned something that is not what the method promises: an error, never trusted. */
export class InvalidSolanaWalletResponseError extends Error {
  override name = 'InvalidSolanaWalletResponseError'
  constructor(method: string) {
    super(`The wallet returned an invalid response to ${method}`)
  }
}

/**
 * Spec §7 solana_signMessage over any request transport (a pairing session): the UTF-8 message in base58 and the
 * signer's address; the wallet answers `{ signature }` in base58, which is what the kit returns.
 */
export async function solanaSignMessage(provider: RequestProvider, { message, address }: { readonly message: string; readonly address: string }): Promise<string> {
  const answer = await provider.request({
    method: 'solana_signMessage',
    params: { message: encodeBase58(new TextEncoder().encode(message)), pubkey: address },
  })
  const parsed = signatureSchema.safeParse(answer)
  if (!parsed.success) throw new InvalidSolanaWalletResponseError('solana_signMessage')
  return parsed.data.signature
}
