import { describe, expect, it } from 'vitest'
import { encodeBase58 } from './base58.js'
import { solanaEmbeddedWalletRules as rules } from './embedded-wallet-rules.js'

describe('Solana rules for embedded wallets (spec §6)', () => {
  it('asks the visitor for every signing call and passes none straight through', () => {
    expect([...rules.unsafeMethods].sort()).toEqual(['solana_signAllTransactions', 'solana_signAndSendTransaction', 'solana_signMessage', 'solana_signTransaction'])
    expect(rules.safeMethods).toEqual([])
  })

  it('a message as the text the visitor signs', () => {
    const message = encodeBase58(new TextEncoder().encode('gm solana'))
    expect(rules.describeRequest({ method: 'solana_signMessage', params: { message, pubkey: 'x' } })).toEqual([{ label: 'Message', value: 'gm solana' }])
    expect(rules.describeRequest({ method: 'solana_signMessage', params: { message: '0OIl', pubkey: 'x' } })).toEqual([{ label: 'Message', value: '0OIl' }])
    expect(rules.describeRequest({ method: 'solana_signTransaction', params: {} })).toBeUndefined()
  })
})
