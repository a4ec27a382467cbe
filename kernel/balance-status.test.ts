import { describe, expect, it, vi } from 'vitest'
import { balanceStatus } from './balance-status.js'
import { formatBalance } from './format.js'
import { kitInternals } from './internals.js'
import type { Kit } from './kernel.js'
import { createFakeConnector } from './testing/fake-connector.js'
import { fakeChainPlugin } from './testing/fake-chain-plugin.js'
import { settle } from './testing/settle.js'
import { createTestKit } from './testing/test-kit.js'
import type { ChainAdapter } from './types.js'

type GetBalance = NonNullable<ChainAdapter['getBalance']>

async function connectedKit(getBalance: GetBalance | undefined) {
  const test = createTestKit({ plugins: [fakeChainPlugin('eip155', { connectors: [createFakeConnector()], getBalance })] })
  await test.kit.ready
  await test.kit.connect('fake')
  await settle()
  return test.kit
}

const account = (kit: Kit) => kit.getState().chains.eip155!.accountState
const refresh = (kit: Kit) => kitInternals(kit).connection.refreshBalance('eip155', { forceUpdate: true })

describe('a balance that could not be read', () => {
  it('is unavailable, not zero, when the RPC is down', async () => {
    const kit = await connectedKit(async () => Promise.reject(new Error('fetch failed')))
    expect(account(kit).balance).toBeUndefined()
    expect(balanceStatus(account(kit))).toBe('unavailable')
  })

  it('is loading while the first read is under way, then known', async () => {
    let answer!: (value: { balance: string; symbol: string }) => void
    const kit = await connectedKit(() => new Promise((resolve) => (answer = resolve)))
    expect(balanceStatus(account(kit))).toBe('loading')
    answer({ balance: '0.0000001', symbol: 'ETH' })
    await settle()
    // Spec §5's fallback is for this case: known, and below what 3 decimals show.
    expect(balanceStatus(account(kit))).toBe('success')
    expect(formatBalance(account(kit).balance)).toBe('0.000')
  })

  it('drops the last known figure when a newer read fails, and recovers when the RPC answers again', async () => {
    const getBalance = vi.fn<GetBalance>(async () => ({ balance: '2.5', symbol: 'ETH' }))
    const kit = await connectedKit(getBalance)
    expect(balanceStatus(account(kit))).toBe('success')

    getBalance.mockRejectedValueOnce(new Error('fetch failed'))
    await refresh(kit)
    expect(account(kit).balance).toBeUndefined()
    expect(balanceStatus(account(kit))).toBe('unavailable')

    await refresh(kit)
    expect(account(kit).balance).toBe('2.5')
    expect(account(kit).balanceUnavailable).toBeUndefined()
    expect(balanceStatus(account(kit))).toBe('success')
  })

  it('is unavailable when the namespace has no way to read it', async () => {
    const kit = await connectedKit(undefined)
    expect(balanceStatus(account(kit))).toBe('unavailable')
  })

  it('is unavailable with no account at all', () => {
    expect(balanceStatus(undefined)).toBe('unavailable')
  })
})
