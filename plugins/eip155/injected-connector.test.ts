import { describe, expect, it } from 'vitest'
import type { ConnectorEvent } from '../../kernel/index.js'
import { createInjectedConnector } from './injected-connector.js'
import { MAX_WALLET_ACCOUNTS } from './provider.js'
import { createFakeProvider } from './test-provider.js'

const ALICE = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const ALICE_CHECKSUMMED = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

function subscribed() {
  const provider = createFakeProvider()
  const errors: unknown[] = []
  const events: ConnectorEvent[] = []
  const connector = createInjectedConnector({
    id: 'com.alpha',
    name: 'Alpha Wallet',
    type: 'ANNOUNCED',
    provider,
    rpcUrls: () => [],
    onError: (error) => errors.push(error),
  })
  const unsubscribe = connector.subscribe!((event) => events.push(event))
  return { provider, errors, events, unsubscribe }
}

describe('injected connector: accountsChanged from the wallet', () => {
  it('a well-formed empty list is the wallet disconnecting the site', () => {
    const { provider, events, errors } = subscribed()
    provider.emit('accountsChanged', [])
    expect(events).toEqual([{ type: 'accountsChanged', accounts: [] }])
    expect(errors).toEqual([])
  })

  it('a well-formed list moves to its accounts, checksummed', async () => {
    const { provider, events } = subscribed()
    provider.emit('accountsChanged', [ALICE])
    await expect.poll(() => events.length).toBe(1)
    expect(events).toEqual([{ type: 'accountsChanged', accounts: [{ address: ALICE_CHECKSUMMED, type: 'eoa' }] }])
  })

  it.each([
    ['a string', ALICE],
    ['null', null],
    ['an object', { 0: ALICE, length: 1 }],
    ['a list of only invalid entries', ['<script>', 42, null]],
    ['a list with an invalid entry', [ALICE, 'not an address']],
    ['a list longer than any wallet shows', Array.from({ length: MAX_WALLET_ACCOUNTS + 1 }, () => ALICE)],
  ])('%s is ignored, not read as a disconnect', async (_, payload) => {
    const { provider, events, errors } = subscribed()
    provider.emit('accountsChanged', payload)
    // Long enough for a list that passed to be checksummed and delivered.
    provider.emit('accountsChanged', [ALICE])
    await expect.poll(() => events.length).toBe(1)
    expect(events).toEqual([{ type: 'accountsChanged', accounts: [{ address: ALICE_CHECKSUMMED, type: 'eoa' }] }])
    expect(errors).toHaveLength(1)
    expect(String(errors[0])).toContain('accountsChanged')
  })

  it('garbage is reported once per subscription, however often it comes, and a valid event still goes through', async () => {
    const { provider, events, errors, unsubscribe } = subscribed()
    for (let i = 0; i < 50; i++) {
      provider.emit('accountsChanged', 'garbage')
      provider.emit('chainChanged', { chainId: 'garbage' })
    }
    expect(errors).toHaveLength(1)
    provider.emit('chainChanged', '0x7a69')
    expect(events).toEqual([{ type: 'chainChanged', chainId: 31337 }])
    unsubscribe()

    // A new connection to the wallet reports again.
    const next = subscribed()
    next.provider.emit('accountsChanged', 'garbage')
    expect(next.errors).toHaveLength(1)
  })
})
