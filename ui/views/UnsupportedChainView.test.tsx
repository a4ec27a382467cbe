import { act, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ConnectorEvent, Kit } from '../../kernel/index.js'
import { createTestKit, fakeConnector, modal } from '../testing/test-kit.js'
import { kitInternals } from '../../kernel/internals.js'

let kit: Kit | undefined
afterEach(async () => {
  await kit?.destroy()
  kit = undefined
  document.body.innerHTML = ''
})

/** A wallet whose chain the test moves, as a visitor would in the wallet's own UI. */
async function walletOnUnknownChain() {
  let emit: (event: ConnectorEvent) => void = () => {}
  const wallet = fakeConnector({
    id: 'good',
    name: 'Good Wallet',
    subscribe: (listener) => {
      emit = listener
      return () => {}
    },
    switchNetwork: vi.fn(async (network) => emit({ type: 'chainChanged', chainId: network.id })),
  })
  kit = await createTestKit({ connectors: [wallet] })
  await kit.connect('good')
  await act(async () => emit({ type: 'chainChanged', chainId: '0x2a' }))
  return wallet
}

describe('UnsupportedChainView', () => {
  it('opens by itself when the wallet moves to a network the app does not support', async () => {
    await walletOnUnknownChain()
    expect(await modal().findByRole('dialog', { name: 'Switch Network' })).toBeTruthy()
    expect(await modal().findByText("This app doesn't support your current network. Switch to an available option to continue.")).toBeTruthy()
    expect(modal().getByRole('button', { name: 'Ethereum' }).getAttribute('aria-current')).toBeNull()
    expect(modal().getByRole('button', { name: 'Disconnect' })).toBeTruthy()
  })

  it('switches to a supported network and gets out of the way', async () => {
    const wallet = await walletOnUnknownChain()
    fireEvent.click(await modal().findByRole('button', { name: 'OP Mainnet' }))
    await waitFor(() => expect(kit!.getState().modal.open).toBe(false))
    expect(wallet.switchNetwork).toHaveBeenCalledTimes(1)
    expect(kit!.getCaipNetwork()?.caipNetworkId).toBe('eip155:10')
  })

  it('offers no way back to a screen that assumes a supported network', async () => {
    await walletOnUnknownChain()
    await act(async () => kitInternals(kit!).router.push('UnsupportedChain'))
    await modal().findByRole('dialog', { name: 'Switch Network' })
    expect(kit!.getState().modal.history.length).toBe(2)
    expect(modal().queryByRole('button', { name: 'Back' })).toBeNull()
  })
})
