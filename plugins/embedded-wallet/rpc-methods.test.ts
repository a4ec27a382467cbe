import { describe, expect, it } from 'vitest'
import { rpcMethodKind } from './rpc-methods.js'
import { testRules } from './test-rules.js'

describe('embedded-wallet RPC methods (spec §6), by the namespace’s rules', () => {
  it('passes the safe ones, asks the visitor for the unsafe ones', () => {
    expect(rpcMethodKind('eth_chainId', testRules)).toBe('safe')
    expect(rpcMethodKind('personal_sign', testRules)).toBe('unsafe')
  })

  it('refuses what the rules do not name, including look-alikes and object keys', () => {
    for (const method of ['eth_sign', 'Personal_sign', 'personal_sign ', '', '__proto__', 'constructor', 'toString']) expect(rpcMethodKind(method, testRules)).toBe('unknown')
  })
})
