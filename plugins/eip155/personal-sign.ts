import type { RequestProvider } from '../../kernel/index.js'

/** EIP-191 personal_sign: the message goes hex-encoded, as wallets expect for arbitrary UTF-8. */
export async function personalSign(provider: RequestProvider, { message, address }: { message: string; address: string }): Promise<string> {
  const hex = `0x${Array.from(new TextEncoder().encode(message), (b) => b.toString(16).padStart(2, '0')).join('')}`
  const signature = await provider.request({ method: 'personal_sign', params: [hex, address] })
  if (typeof signature !== 'string' || !/^0x[0-9a-fA-F]+$/.test(signature)) throw new Error('The wallet returned an invalid signature')
  return signature
}
