import { base58 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { describeRequest } from './describe-request.js'

const hex = (text: string) => `0x${Buffer.from(text, 'utf8').toString('hex')}`

describe('what ApproveTransaction shows', () => {
  it('a message as the text the visitor signs, whether sent as hex or as text', () => {
    expect(describeRequest({ namespace: 'eip155', method: 'personal_sign', params: [hex('Sign in to Tessera'), '0x1'] })).toEqual([{ label: 'Message', value: 'Sign in to Tessera' }])
    expect(describeRequest({ namespace: 'eip155', method: 'personal_sign', params: ['plain words', '0x1'] })).toEqual([{ label: 'Message', value: 'plain words' }])
    expect(describeRequest({ namespace: 'eip155', method: 'personal_sign', params: ['0xff00', '0x1'] })).toEqual([{ label: 'Message', value: '0xff00' }])
    const message = base58.encode(new TextEncoder().encode('gm solana'))
    expect(describeRequest({ namespace: 'solana', method: 'solana_signMessage', params: { message, pubkey: 'x' } })).toEqual([{ label: 'Message', value: 'gm solana' }])
  })

  it("a transaction's recipient, value in ETH (exact) and data", () => {
    expect(describeRequest({ namespace: 'eip155', method: 'eth_sendTransaction', params: [{ to: '0xabc', value: '0x16345785d8a0001', data: '0xa9059cbb' }] })).toEqual([
      { label: 'To', value: '0xabc' },
      { label: 'Value', value: '0.100000000000000001 ETH' },
      { label: 'Data', value: '0xa9059cbb' },
    ])
    expect(describeRequest({ namespace: 'eip155', method: 'eth_sendTransaction', params: [{ data: '0x60' }] })).toEqual([
      { label: 'To', value: 'New contract' },
      { label: 'Value', value: '0 ETH' },
      { label: 'Data', value: '0x60' },
    ])
  })

  it("a transaction's value in the network's own currency", () => {
    const currency = { symbol: 'POL', decimals: 18 }
    expect(describeRequest({ namespace: 'eip155', method: 'eth_sendTransaction', params: [{ to: '0xabc', value: '0xde0b6b3a7640000' }], currency })).toEqual([
      { label: 'To', value: '0xabc' },
      { label: 'Value', value: '1 POL' },
    ])
  })

  it('a user operation: each call the smart account makes, numbered', () => {
    const params = [{ calls: [{ to: '0xabc', value: '0xde0b6b3a7640000' }, { to: '0xdef', data: '0xa9059cbb' }] }]
    const rows = describeRequest({ namespace: 'eip155', method: 'eth_sendUserOperation', params })
    expect(rows.map((row) => `${row.label}: ${row.value}`)).toEqual([
      'User operation: 2 calls from your smart account',
      'To (call 1): 0xabc',
      'Value (call 1): 1 ETH',
      'To (call 2): 0xdef',
      'Value (call 2): 0 ETH',
      'Data (call 2): 0xa9059cbb',
    ])
  })

  it('cuts a huge value for the screen', () => {
    const [row] = describeRequest({ namespace: 'eip155', method: 'personal_sign', params: ['x'.repeat(10_000), '0x1'] })
    expect(row!.value.length).toBe(2_001)
  })
})
