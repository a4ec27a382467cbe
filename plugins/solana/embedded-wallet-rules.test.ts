import { describe, expect, it } from 'vitest'
import { encodeBase58 } from './base58.js'
import { solanaEmbeddedWalletRules as rules } from './embedded-wallet-rules.js'
import type { ApprovalRow } from '../../kernel/index.js'
import { SOLANA_MESSAGES } from './messages.js'

/** The rows as the English reads them (their keys are checked against the plugin's texts below). */
const plain = (rows: readonly ApprovalRow[] | undefined) => rows?.map(({ label, value }) => ({ label, value }))

describe('Solana rules for embedded wallets (spec §6)', () => {
  it('asks the visitor for every signing call and passes none straight through', () => {
    expect([...rules.unsafeMethods].sort()).toEqual(['solana_signAllTransactions', 'solana_signAndSendTransaction', 'solana_signMessage', 'solana_signTransaction'])
    expect(rules.safeMethods).toEqual([])
  })

  it('a message as the text the visitor signs', () => {
    const message = encodeBase58(new TextEncoder().encode('gm solana'))
    expect(plain(rules.describeRequest({ method: 'solana_signMessage', params: { message, pubkey: 'x' } }))).toEqual([{ label: 'Message', value: 'gm solana' }])
    expect(plain(rules.describeRequest({ method: 'solana_signMessage', params: { message: '0OIl', pubkey: 'x' } }))).toEqual([{ label: 'Message', value: '0OIl' }])
    expect(rules.describeRequest({ method: 'solana_signTransaction', params: {} })).toBeUndefined()
    // Read in the visitor's locale by its key, whose English is the label.
    expect(rules.describeRequest({ method: 'solana_signMessage', params: { message, pubkey: 'x' } })?.[0]?.labelText).toEqual({ key: 'solana.approval.message' })
    expect(SOLANA_MESSAGES['solana.approval.message']).toBe('Message')
  })
})
