import { act, fireEvent, render, screen } from '@testing-library/react'
import { StrictMode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Kit } from '../../kernel/index.js'
import { kitInternals } from '../../kernel/internals.js'
import { KitContext } from '../kit-context.js'
import { PluginReactContext } from '../plugin-context.js'
import { ADDRESS, createTestKit, fakeConnector, modal, rejection } from '../testing/test-kit.js'
import ConnectingExternalView from './ConnectingExternalView.js'

let kit: Kit | undefined
afterEach(async () => {
  await kit?.destroy()
  kit = undefined
  document.body.innerHTML = ''
})

describe('connecting a wallet', () => {
  it('connects the chosen wallet and shows the account with its balance', async () => {
    const wallet = fakeConnector({ id: 'good', name: 'Good Wallet' })
    kit = await createTestKit({ connectors: [wallet] })
    await act(async () => kit!.open())
    fireEvent.click(await modal().findByRole('button', { name: /Good Wallet/ }))
    expect(await modal().findByRole('dialog', { name: 'Account' })).toBeTruthy()
    expect(await modal().findByText('0x1234…5678')).toBeTruthy()
    expect(await modal().findByText('1.234 ETH')).toBeTruthy()
    expect(wallet.connect).toHaveBeenCalledTimes(1)
    // Reset, not pushed: Back would lead to a connecting screen that has nothing left to do.
    expect(kit.getState().modal.history).toEqual([{ view: 'Account' }])
    expect(modal().queryByRole('button', { name: 'Back' })).toBeNull()
  })

  it('asks the visitor to continue in the wallet while it waits', async () => {
    kit = await createTestKit({ connectors: [fakeConnector({ id: 'slow', name: 'Slow Wallet', connect: () => new Promise(() => {}) })] })
    await act(async () => kit!.open({ view: 'ConnectingExternal', params: { connectorId: 'slow' } }))
    expect(await modal().findByText('Continue in Slow Wallet')).toBeTruthy()
    expect(modal().getByText('Accept the connection request in the wallet')).toBeTruthy()
  })

  it('explains a declined request, and "Try again" asks the wallet again', async () => {
    const connect = vi.fn().mockRejectedValueOnce(rejection()).mockResolvedValueOnce({ accounts: [{ address: ADDRESS, type: 'eoa' }], chainId: 1 })
    kit = await createTestKit({ connectors: [fakeConnector({ id: 'shy', name: 'Shy Wallet', connect })] })
    await act(async () => kit!.open())
    fireEvent.click(await modal().findByRole('button', { name: /Shy Wallet/ }))
    expect(await modal().findByText('Connection declined')).toBeTruthy()
    expect(modal().getByText('Connection can be declined if a previous request is still active')).toBeTruthy()
    fireEvent.click(modal().getByRole('button', { name: 'Try again' }))
    expect(await modal().findByText('1.234 ETH')).toBeTruthy()
    expect(connect).toHaveBeenCalledTimes(2)
  })

  it('shows the short message of any other failure', async () => {
    const connect = vi.fn().mockRejectedValue({ code: -32002, message: 'Request already pending' })
    kit = await createTestKit({ connectors: [fakeConnector({ id: 'busy', name: 'Busy Wallet', connect })] })
    await act(async () => kit!.open({ view: 'ConnectingExternal', params: { connectorId: 'busy' } }))
    expect(await modal().findByText('Connection failed')).toBeTruthy()
    expect(modal().getByText('Request already pending')).toBeTruthy()
  })

  it('says so when the wallet is unknown, with a way back', async () => {
    kit = await createTestKit({ connectors: [fakeConnector({ id: 'good', name: 'Good Wallet' })] })
    await act(async () => kit!.open({ view: 'ConnectingExternal', params: { connectorId: 'gone' } }))
    expect(await modal().findByText('Wallet not available')).toBeTruthy()
    fireEvent.click(modal().getByRole('button', { name: 'Back' }))
    expect(await modal().findByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy()
  })

  it('sends one request even under StrictMode', async () => {
    const wallet = fakeConnector({ id: 'good', name: 'Good Wallet', connect: vi.fn(() => new Promise<never>(() => {})) })
    kit = await createTestKit({ connectors: [wallet], mount: false })
    render(
      <StrictMode>
        <KitContext.Provider value={kit}>
          <PluginReactContext.Provider value={kitInternals(kit).contextOf()}>
            <ConnectingExternalView params={{ connectorId: 'good' }} />
          </PluginReactContext.Provider>
        </KitContext.Provider>
      </StrictMode>,
    )
    expect(await screen.findByText('Continue in Good Wallet')).toBeTruthy()
    expect(wallet.connect).toHaveBeenCalledTimes(1)
  })
})
