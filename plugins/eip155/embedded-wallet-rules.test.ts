import { describe, expect, it } from 'vitest'
import type { ApprovalRow } from '../../kernel/index.js'
import { fillMessage } from '../../ui/i18n/translate.js'
import { eip155EmbeddedWalletRules as rules } from './embedded-wallet-rules.js'
import { EIP155_MESSAGES } from './messages.js'

/** The rows as the English reads them (their keys are checked against the plugin's texts below). */
const plain = (rows: readonly ApprovalRow[] | undefined) => rows?.map(({ label, value }) => ({ label, value }))

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
    expect(plain(rules.describeRequest({ method: 'personal_sign', params: [hex('Sign in to Tessera'), '0x1'] }))).toEqual([{ label: 'Message', value: 'Sign in to Tessera' }])
    expect(plain(rules.describeRequest({ method: 'personal_sign', params: ['plain words', '0x1'] }))).toEqual([{ label: 'Message', value: 'plain words' }])
    expect(plain(rules.describeRequest({ method: 'personal_sign', params: ['0xff00', '0x1'] }))).toEqual([{ label: 'Message', value: '0xff00' }])
  })

  it('an ERC-20 transfer as the token, its receiver and amount, beside the raw data', () => {
    const receiver = '70997970c51812dc3a010c7d01b50e0d17dc79c8'
    const data = `0xa9059cbb${receiver.padStart(64, '0')}${(12_500_000).toString(16).padStart(64, '0')}`
    expect(plain(rules.describeRequest({ method: 'eth_sendTransaction', params: [{ to: '0x5FbDB2315678afecb367f032d93F642f64180aa3', data }] }))).toEqual([
      { label: 'To', value: '0x5FbDB2315678afecb367f032d93F642f64180aa3' },
      { label: 'Value', value: '0 ETH' },
      { label: 'Token', value: '0x5FbDB2315678afecb367f032d93F642f64180aa3' },
      { label: 'Transfer to', value: `0x${receiver}` },
      { label: 'Amount (token units)', value: '12500000' },
      { label: 'Data', value: data },
    ])
  })

  it("a transaction's recipient, value in ETH (exact) and data", () => {
    expect(plain(rules.describeRequest({ method: 'eth_sendTransaction', params: [{ to: '0xabc', value: '0x16345785d8a0001', data: '0xa9059cbb' }] }))).toEqual([
      { label: 'To', value: '0xabc' },
      { label: 'Value', value: '0.100000000000000001 ETH' },
      { label: 'Data', value: '0xa9059cbb' },
    ])
    expect(plain(rules.describeRequest({ method: 'eth_sendTransaction', params: [{ data: '0x60' }] }))).toEqual([
      { label: 'To', value: 'New contract' },
      { label: 'Value', value: '0 ETH' },
      { label: 'Data', value: '0x60' },
    ])
  })

  it("a transaction's value in the network's own currency", () => {
    const currency = { symbol: 'POL', decimals: 18 }
    expect(plain(rules.describeRequest({ method: 'eth_sendTransaction', params: [{ to: '0xabc', value: '0xde0b6b3a7640000' }], currency }))).toEqual([
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

  it('names every row by a key whose English is the row as written, so the visitor reads it in their locale', () => {
    const english = (ref: ApprovalRow['labelText']) => (ref ? fillMessage(EIP155_MESSAGES[ref.key as keyof typeof EIP155_MESSAGES], ref.vars) : undefined)
    const requests = [
      { method: 'personal_sign', params: ['gm', '0x1'] },
      { method: 'eth_signTypedData_v4', params: ['0x1', '{}'] },
      { method: 'eth_sendTransaction', params: [{ data: '0x60' }] },
      { method: 'eth_sendTransaction', params: [{ to: '0xabc', value: '0x1', data: `0xa9059cbb${'0'.repeat(24)}${'1'.repeat(40)}${'0'.repeat(63)}5` }] },
      { method: 'eth_sendUserOperation', params: [{ calls: [{ to: '0xabc', data: '0x01' }] }] },
      { method: 'eth_sendUserOperation', params: [{ calls: [{}, {}] }] },
    ]
    for (const request of requests) {
      for (const row of rules.describeRequest(request) ?? []) {
        expect(english(row.labelText), row.label).toBe(row.label)
        if (row.valueText) expect(english(row.valueText)).toBe(row.value)
      }
    }
  })

  it('leaves calls it does not read to the generic rows', () => {
    expect(rules.describeRequest({ method: 'wallet_grantPermissions', params: [] })).toBeUndefined()
  })
})
