import { describe, expect, it } from 'vitest'
import { verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { coinTypeOf } from './coin-type.js'
import { accountNameError, NameRuleMessages } from './name-rules.js'
import { registrationMessage } from './registration-message.js'

describe('account name rules (spec §5)', () => {
  it('takes 4 or more letters, digits and hyphens, in either case', () => {
    for (const label of ['alice', 'Al1c', 'a-b-c', '1234', 'x'.repeat(63)]) expect(accountNameError(label)).toBeUndefined()
  })
  it('says which rule a name breaks', () => {
    expect(accountNameError('abc')).toBe('Name must be at least 4 characters long')
    expect(accountNameError('')).toBe(NameRuleMessages.TOO_SHORT)
    expect(accountNameError('x'.repeat(64))).toBe('Name must be at most 63 characters long')
    for (const label of ['alice_1', 'alice.eth', 'al ice', 'alicé', 'ali😀']) expect(accountNameError(label)).toBe('Name can only contain letters, numbers and hyphens')
  })
})

describe('coin type (spec §5, ENSIP-11)', () => {
  it('sets the top bit of a 32-bit number over the chain id', () => {
    expect(coinTypeOf(1)).toBe(0x80000001)
    expect(coinTypeOf(31337)).toBe(2_147_514_985)
    expect(coinTypeOf(0)).toBe(2_147_483_648)
    expect(coinTypeOf(2 ** 31 - 1)).toBe(0xffffffff)
  })
  it("rejects chain ids at or above 2^31 (and ones that are not ids) with 'Invalid chainId'", () => {
    for (const id of [2 ** 31, 2 ** 32, -1, 1.5, Number.NaN]) expect(() => coinTypeOf(id)).toThrow(expect.objectContaining({ shortMessage: 'Invalid chainId' }))
  })
})

describe('registration message (spec §7)', () => {
  it('is the name, empty attributes and the time in whole seconds, as JSON text', () => {
    expect(registrationMessage('alice.tessera.id', 1_700_000_000_999)).toBe('{"name":"alice.tessera.id","attributes":{},"timestamp":1700000000}')
  })
  it('is what a registry verifies the signature over', async () => {
    const account = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
    const message = registrationMessage('alice.tessera.id', Date.now())
    const signature = await account.signMessage({ message })
    expect(await verifyMessage({ address: account.address, message, signature })).toBe(true)
    expect(await verifyMessage({ address: account.address, message: registrationMessage('mallory.tessera.id', Date.now()), signature })).toBe(false)
  })
})
