import type { RequestProvider } from '../../kernel/index.js'
import { adr36SignDoc } from './adr36.js'
import { InvalidCosmosWalletResponseError } from './errors.js'
import { signAminoResultSchema } from './wallet-schemas.js'

/**
 * Spec §7 message signing for Cosmos over any request transport (a pairing session): ADR-36, which a wallet signs
 * as the amino sign doc `cosmos_signAmino` takes. The kit returns the signature in base64, as Keplr's
 * signArbitrary does.
 */
export async function cosmosSignMessage(provider: RequestProvider, { message, address }: { readonly message: string; readonly address: string }): Promise<string> {
  const answer = await provider.request({
    method: 'cosmos_signAmino',
    params: { signerAddress: address, signDoc: adr36SignDoc(address, new TextEncoder().encode(message)) },
  })
  const parsed = signAminoResultSchema.safeParse(answer)
  if (!parsed.success) throw new InvalidCosmosWalletResponseError('cosmos_signAmino')
  return parsed.data.signature.signature
}
