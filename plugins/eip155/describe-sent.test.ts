import { encodeFunctionData, erc20Abi, parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { devnet } from './networks.js'
import { describeEvmSent } from './describe-sent.js'

const HASH = `0x${'ab'.repeat(32)}`
const FROM = '0x1111111111111111111111111111111111111111'
const TO = '0x2222222222222222222222222222222222222222'
const base = { caipNetwork: devnet, address: FROM, now: 42 }

describe('what an eth_sendTransaction sent', () => {
  it('names the amount of the network currency', () => {
    expect(describeEvmSent({ ...base, method: 'eth_sendTransaction', params: [{ from: FROM, to: TO, value: `0x${parseEther('0.25').toString(16)}` }], result: HASH })).toEqual({
      namespace: 'eip155', caipNetworkId: devnet.caipNetworkId, hash: HASH, from: FROM, to: TO, amount: '0.25', symbol: 'ETH', sentAt: 42,
    })
  })

  it('names the receiver of an ERC-20 transfer, not the token contract', () => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [TO, 5n] })
    const sent = describeEvmSent({ ...base, method: 'eth_sendTransaction', params: [{ to: '0x3333333333333333333333333333333333333333', data }], result: HASH })
    expect(sent).toMatchObject({ to: TO, tokenAddress: '0x3333333333333333333333333333333333333333' })
    expect(sent?.amount).toBeUndefined()
  })

  it('ignores other methods and answers that are not a transaction hash', () => {
    expect(describeEvmSent({ ...base, method: 'personal_sign', params: ['0x00', FROM], result: HASH })).toBeUndefined()
    expect(describeEvmSent({ ...base, method: 'eth_sendTransaction', params: [{ to: TO }], result: '0x1234' })).toBeUndefined()
    expect(describeEvmSent({ ...base, method: 'eth_sendTransaction', params: 'garbage', result: HASH })).toBeUndefined()
  })
})
