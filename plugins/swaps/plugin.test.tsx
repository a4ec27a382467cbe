import { act, fireEvent } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Kit, SendCapability } from '../../kernel/index.js'
import { createTestKit, fakeConnector, modal, optimism } from '../../ui/testing/test-kit.js'
import { swaps, type SwapsParameters } from './plugin.js'

const started: Kit[] = []
afterEach(async () => {
  await Promise.all(started.splice(0).map((k) => k.destroy()))
  document.body.innerHTML = ''
})

const transfers: SendCapability = {
  estimateFee: async () => ({ amount: 0n, symbol: 'ETH', decimals: 18 }),
  send: async () => `0x${'ab'.repeat(32)}`,
  wait: async () => {},
  isTransactionHash: () => true,
  transactionExplorerUrl: () => undefined,
}
const calls: SendCapability = { ...transfers, sendCall: async () => `0x${'cd'.repeat(32)}` }

async function connected({ capability = calls, parameters, features }: { capability?: SendCapability; parameters?: SwapsParameters; features?: { swaps: boolean } } = {}) {
  const kit = await createTestKit({
    connectors: [fakeConnector({ id: 'good', name: 'Good Wallet' })],
    adapter: { send: async () => capability },
    plugins: [swaps(parameters)],
    ...(features ? { options: { features } } : {}),
  })
  started.push(kit)
  await kit.connect('good')
  await act(async () => kit.open())
  return kit
}

/** Long enough for the adapter's capability to load and the button to be offered, as in the first test. */
const settled = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 50)))
const swapButton = () => modal().queryByRole('button', { name: 'Swap' })

describe('the Swap button', () => {
  it("is on the Account view on a swap network (spec §9's list by default) when the adapter sends calls", async () => {
    await connected()
    expect(await modal().findByRole('button', { name: 'Swap' })).toBeTruthy()
  })

  it("leaves when the network is not one of the host's swap networks, and Swap there shows spec §8's error", async () => {
    const kit = await connected({ parameters: { networks: ['eip155:1'] } })
    await modal().findByRole('button', { name: 'Swap' })
    await act(async () => kit.switchNetwork(optimism))
    await settled()
    expect(swapButton()).toBeNull()
    await act(async () => kit.open({ view: 'Swap' }))
    expect((await modal().findByText('Network not supported for Swaps')).closest('[role="alert"]')).not.toBeNull()
  })

  it('is absent where the adapter cannot send a contract call, and the view says so', async () => {
    const kit = await connected({ capability: transfers })
    await settled()
    expect(swapButton()).toBeNull()
    await act(async () => kit.open({ view: 'Swap' }))
    expect(await modal().findByText('Network not supported for Swaps')).toBeTruthy()
  })

  it('is absent, with no Swap view, when features.swaps is off', async () => {
    const kit = await connected({ features: { swaps: false } })
    await settled()
    expect(swapButton()).toBeNull()
    fireEvent.keyDown(document.body, { key: 'Escape' })
    expect(() => kit.open({ view: 'Swap' })).not.toThrow()
    await act(async () => {})
    expect(modal().queryByTestId('swap-form')).toBeNull()
    expect(modal().queryByText('Network not supported for Swaps')).toBeNull()
  })
})
