import { describe, expect, it } from 'vitest'
import { rpcMethodKind } from './rpc-methods.js'

describe('embedded-wallet RPC methods (spec §6)', () => {
  it('passes the spec’s read-style methods, and asks the visitor for every signing or granting one', () => {
    for (const method of ['eth_call', 'eth_getBalance', 'eth_chainId', 'eth_sendRawTransaction', 'wallet_getCapabilities']) expect(rpcMethodKind(method)).toBe('safe')
    for (const method of [
      'personal_sign',
      'eth_signTypedData_v4',
      'eth_sendTransaction',
      'solana_signMessage',
      'solana_signTransaction',
      'solana_signAllTransactions',
      'solana_signAndSendTransaction',
      'wallet_sendCalls',
      'wallet_grantPermissions',
      'wallet_revokePermissions',
      'eth_sendUserOperation',
    ])
      expect(rpcMethodKind(method)).toBe('unsafe')
  })

  it('refuses what it does not know, including old signing methods and look-alikes', () => {
    for (const method of ['eth_sign', 'eth_signTypedData', 'eth_signTypedData_v3', 'eth_signTransaction', 'wallet_addEthereumChain', 'Personal_sign', 'personal_sign ', '', '__proto__', 'constructor'])
      expect(rpcMethodKind(method)).toBe('unknown')
  })
})
