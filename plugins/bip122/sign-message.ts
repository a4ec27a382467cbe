import * as z from 'zod/mini'
import type { RequestProvider } from '../../kernel/index.js'
import { InvalidBitcoinWalletResponseError } from './wallet-errors.js'

/** BIP-322 and legacy signatures come back base64 (some wallets hex): bounded either way. */
const answerSchema = z.object({ signature: z.string().check(z.minLength(20), z.maxLength(2_000), z.regex(/^[A-Za-z0-9+/]+={0,2}$/)) })

/**
 * The bip122 `signMessage` of a pairing session (WalletConnect's Bitcoin methods): the message as text, the
 * signing address as both `account` and `address`, BIP-322 asked for; the wallet answers `{ address, signature }`.
 */
export async function bitcoinSignMessage(provider: RequestProvider, { message, address }: { readonly message: string; readonly address: string }): Promise<string> {
  const answer = await provider.request({ method: 'signMessage', params: { account: address, address, message, protocol: 'bip322' } })
  const parsed = answerSchema.safeParse(answer)
  if (!parsed.success) throw new InvalidBitcoinWalletResponseError('signMessage')
  return parsed.data.signature
}
