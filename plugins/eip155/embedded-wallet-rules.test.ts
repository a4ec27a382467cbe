import { describe, expect, it } from 'vitest'
import { eip155EmbeddedWalletRules as rules } from './embedded-wallet-rules.js'

const hex = (text: string) => `0x${Buffer.from(text, 'utf8').toString('hex')}`

describe('EVM rules for embedded wallets (spec §6)', () => {
  it("passes spec §6's read-style methods and asks the visitor for every signing or granting one", () => {
    for (const method of ['eth_call', 'eth_getBalance', 'eth_chainId', 'eth_sendRawTransaction', 'wallet_getCapabilities']) expect(rules.safeMethods).toContain(method)
    expect([...rules.unsafeMethods].sort()).toEqual(
      ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_sendCalls', 'wallet_grantPermissions', 'wallet_revokePermissions', 'eth_sendUserOperation'].sort(),
    )
    for (const method of ['eth_sign', 'eth_signTypedData', 'eth_signTypedData_v3', 'eth_signTransaction', 'wallet_addEthereumChain'])
      expect([...rules.safeMethods, ...rules.unsafeMethods]).not.toContain(method)
  })

  it('a message as the text the visitor signs, whether sent as hex or as text', () => {
    expect(rules.describeRequest({ method: 'personal_sign', params: [hex('Sign in to Tessera'), '0x1'] })).toEqual([{ label: 'Message', value: 'Sign in to Tessera' }])
    expect(rules.describeRequest({ method: 'personal_sign', params: ['plain words', '0x1'] })).toEqual([{ label: 'Message', value: 'plain words' }])
    expect(rules.describeRequest({ method: 'personal_sign', params: ['0xff00', '0x1'] })).toEqual([{ label: 'Message', value: '0xff00' }])
  })

  it('an ERC-20 transfer as the token, its receiver and amount, beside the raw data', () => {
    const receiver = '70997970c51812dc3a010c7d01b50e0d17dc79c8'
    const data = `0xa9059cbb${receiver.padStart(64, '0')}${(12_500_000).toString(16).padStart(64, '0')}`
    expect(rules.describeRequest({ method: 'eth_sendTransaction', params: [{ to: '0x5FbDB2315678afecb367f032d93F642f64180aa3', data }] })).toEqual([
      { label: 'To', value: '0x5FbDB2315678afecb367f032d93F642f64180aa3' },
      { label: 'Value', value: '0 ETH' },
      { label: 'Token', value: '0x5FbDB2315678afecb367f032d93F642f64180aa3' },
      { label: 'Transfer to', value: `0x${receiver}` },
      { label: 'Amount (token units)', value: '12500000' },
      { label: 'Data', value: data },
    ])
  })

  it("a transaction's recipient, value in ETH (exact) and data", () => {
    expect(rules.describeRequest({ method: 'eth_sendTransaction', params: [{ to: '0xabc', value: '0x16345785d8a0001', data: '0xa9059cbb' }] })).toEqual([
      { label: 'To', value: '0xabc' },
      { label: 'Value', value: '0.100000000000000001 ETH' },
      { label: 'Data', value: '0xa9059cbb' },
    ])
    expect(rules.describeRequest({ method: 'eth_sendTransaction', params: [{ data: '0x60' }] })).toEqual([
      { label: 'To', value: 'New contract' },
      { label: 'Value', value: '0 ETH' },
      { label: 'Data', value: '0x60' },
    ])
  })

  it("a transaction's value in the network's own currency", () => {
    const currency = { symbol: 'POL', decimals: 18 }
    expect(rules.describeRequest({ method: 'eth_sendTransaction', params: [{ to: '0xabc', value: '0xde0b6b3a7640000' }], currency })).toEqual([
      { label: 'To', value: '0xabc' },
      { label: 'Value', value: '1 POL' },
    ])
  })

  it('a user operation: each call the smart account makes, numbered', () => {
    const params = [{ calls: [{ to: '0xabc', value: '0xde0b6b3a7640000' }, { to: '0xdef', data: '0xa9059cbb' }] }]
    const rows = rules.describeRequest({ method: 'eth_sendUserOperation', params }) ?? []
    expect(rows.map((row) => `${row.label}: ${row.value}`)).toEqual([
      'User operation: 2 calls from your smart account',
      'To (call 1): 0xabc',
      'Value (call 1): 1 ETH',
      'To (call 2): 0xdef',
      'Value (call 2): 0 ETH',
      'Data (call 2): 0xa9059cbb',
    ])
  })

  it('leaves calls it does not read to the generic rows', () => {
    expect(rules.describeRequest({ method: 'wallet_grantPermissions', params: [] })).toBeUndefined()
  })
})
