import type { RequestProvider } from '../../kernel/index.js'
import { InvalidPolkadotWalletResponseError } from './extension-accounts.js'
import { signRawResultSchema } from './extension-schemas.js'

const encoder = new TextEncoder()

/**
 * A text message as Polkadot wallets sign it: UTF-8 inside `<Bytes>…</Bytes>`, so a signed message can never be a
 * valid transaction. Extensions add the wrapper when it is missing (polkadot{.js} `u8aWrapBytes`); sending it
 * wrapped makes the signed bytes the same whichever wallet signs.
 */
export function wrappedMessageHex(message: string): `0x${string}` {
  const bytes = encoder.encode(`<Bytes>${message}</Bytes>`)
  return `0x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`
}

/** A signature in hex, as extensions and pairing wallets answer it. */
export function readSignature(answer: unknown, method: string): string {
  const parsed = signRawResultSchema.safeParse(answer)
  if (!parsed.success) throw new InvalidPolkadotWalletResponseError(method)
  return parsed.data.signature.toLowerCase()
}

/**
 * polkadot_signMessage over any request transport (a pairing session): the signer's address and the message; the
 * wallet answers `{ signature }` in hex, which is what the kit returns.
 */
export async function polkadotSignMessage(provider: RequestProvider, { message, address }: { readonly message: string; readonly address: string }): Promise<string> {
  const answer = await provider.request({ method: 'polkadot_signMessage', params: { address, message } })
  return readSignature(answer, 'polkadot_signMessage')
}
