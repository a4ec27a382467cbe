import { describe, expect, it } from 'vitest'
import { describeRequest } from './describe-request.js'
import { testRules } from './test-rules.js'

describe('what ApproveTransaction shows', () => {
  it("the namespace's own reading of a call it knows, with the network's currency", () => {
    expect(describeRequest({ method: 'eth_sendTransaction', params: [], currency: { symbol: 'POL', decimals: 18 } }, testRules)).toEqual([{ label: 'Currency', value: 'POL' }])
  })

  it('any other call by its name and parameters', () => {
    expect(describeRequest({ method: 'wallet_grantPermissions', params: [{ expiry: 1 }] }, testRules)).toEqual([
      { label: 'Request', value: 'wallet_grantPermissions' },
      { label: 'Details', value: '[{"expiry":1}]' },
    ])
  })


  it('cuts a huge value for the screen', () => {
    const [, details] = describeRequest({ method: 'x', params: ['y'.repeat(10_000)] }, testRules)
    expect(details!.value.length).toBe(2_001)
    expect(details!.value.endsWith('…')).toBe(true)
  })
})
