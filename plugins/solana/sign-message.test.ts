import { describe, expect, it } from 'vitest'
import type { RequestProvider } from '../../kernel/index.js'
import { decodeBase58, encodeBase58 } from './base58.js'
import { solanaSignMessage } from './sign-message.js'

const ADDRESS = 'CG1QSocM1hmrtuCQrL14Yht1St5tFsiubi7ho9wnDowL'
const SIGNATURE = encodeBase58(Uint8Array.from({ length: 64 }, (_, i) => i + 1))

function provider(answer: unknown) {
  const calls: { method: string; params?: unknown }[] = []
  const p: RequestProvider = {
    request: async (call) => {
      calls.push(call)
      return answer
    },
  }
  return { p, calls }
}

describe('solana_signMessage over a request transport', () => {
  it('sends the UTF-8 message in base58 with the pubkey and returns the base58 signature', async () => {
    const { p, calls } = provider({ signature: SIGNATURE })
    await expect(solanaSignMessage(p, { message: 'héllo ✓', address: ADDRESS })).resolves.toBe(SIGNATURE)
    expect(calls).toHaveLength(1)
    const { method, params } = calls[0]!
    expect(method).toBe('solana_signMessage')
    const { message, pubkey } = params as { message: string; pubkey: string }
    expect(pubkey).toBe(ADDRESS)
    expect(new TextDecoder().decode(decodeBase58(message))).toBe('héllo ✓')
  })

  it.each([['nothing', undefined], ['a bare string', SIGNATURE], ['hex', { signature: `0x${'ab'.repeat(64)}` }], ['too long', { signature: '1'.repeat(200) }]])(
    'refuses %s',
    async (_, answer) => {
      await expect(solanaSignMessage(provider(answer).p, { message: 'm', address: ADDRESS })).rejects.toThrow('invalid response to solana_signMessage')
    },
  )
})
