import { decodeFunctionData, erc20Abi, hexToBigInt } from 'viem'
import { describe, expect, it } from 'vitest'
import { isEvmTransactionHash, transferCall } from './send-capability.js'

const FROM = '0xB2bf9820D382356090449e0Dc531567C2368EDf7'
const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const DUSD = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

describe('transferCall', () => {
  it('sends the native currency as value, for no address and for the all-e placeholder alike', () => {
    for (const token of [{ symbol: 'ETH', decimals: 18 }, { symbol: 'ETH', decimals: 18, address: 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee' }]) {
      const call = transferCall({ from: FROM, to: TO, token, amount: 10n ** 17n })
      expect(call).toEqual({ from: FROM, to: TO, value: '0x16345785d8a0000' })
      expect(hexToBigInt(call.value!)).toBe(10n ** 17n)
    }
  })

  it('calls the token contract’s transfer(to, amount) for an ERC-20, CAIP-10 or bare', () => {
    for (const address of [DUSD, `eip155:31337:${DUSD}`]) {
      const call = transferCall({ from: FROM, to: TO, token: { symbol: 'DUSD', decimals: 6, address }, amount: 12_500_000n })
      expect(call.to).toBe(DUSD)
      expect(call.value).toBeUndefined()
      expect(decodeFunctionData({ abi: erc20Abi, data: call.data! })).toEqual({ functionName: 'transfer', args: [TO, 12_500_000n] })
    }
  })

  it('knows a transaction hash (spec §5)', () => {
    expect(isEvmTransactionHash(`0x${'ab'.repeat(32)}`)).toBe(true)
    expect(isEvmTransactionHash(`0x${'ab'.repeat(31)}`)).toBe(false)
    expect(isEvmTransactionHash('ab'.repeat(32))).toBe(false)
  })
})
