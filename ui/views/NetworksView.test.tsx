import { act, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CaipNetwork, Kit } from '../../kernel/index.js'
import { createTestKit, fakeConnector, mainnet, modal, optimism, rejection } from '../testing/test-kit.js'

let kit: Kit | undefined
afterEach(async () => {
  await kit?.destroy()
  kit = undefined
  document.body.innerHTML = ''
})

async function connectedWith(switchNetwork: (network: CaipNetwork) => Promise<void>, networks?: CaipNetwork[]) {
  const wallet = fakeConnector({ id: 'good', name: 'Good Wallet', switchNetwork: vi.fn(switchNetwork) })
  kit = await createTestKit({ connectors: [wallet], ...(networks ? { networks } : {}) })
  await kit.connect('good')
  return wallet
}

describe('NetworksView', () => {
  it('switches through the wallet and marks the new network', async () => {
    const wallet = await connectedWith(async () => {})
    await act(async () => kit!.open({ view: 'Networks' }))
    const ethereum = await modal().findByRole('button', { name: 'Ethereum' })
    expect(ethereum.getAttribute('aria-current')).toBe('true')
    fireEvent.click(modal().getByRole('button', { name: 'OP Mainnet' }))
    await waitFor(() => expect(modal().getByRole('button', { name: 'OP Mainnet' }).getAttribute('aria-current')).toBe('true'))
    expect(wallet.switchNetwork).toHaveBeenCalledWith(optimism)
    expect(modal().getByRole('button', { name: 'Ethereum' }).getAttribute('aria-current')).toBeNull()
    expect(kit!.getCaipNetwork()?.caipNetworkId).toBe('eip155:10')
  })

  it('goes back to the account once switched', async () => {
    await connectedWith(async () => {})
    await act(async () => kit!.open())
    fireEvent.click(await modal().findByRole('button', { name: /^Ethereum\s*Network$/ }))
    fireEvent.click(await modal().findByRole('button', { name: 'OP Mainnet' }))
    expect(await modal().findByRole('button', { name: /^OP Mainnet\s*Network$/ })).toBeTruthy()
    expect(kit!.getState().modal.history).toEqual([{ view: 'Account' }])
  })

  it("shows 'Chain is not supported' when the wallet cannot switch", async () => {
    await connectedWith(async () => {
      throw { code: 4902, message: 'Unrecognized chain ID' }
    })
    await act(async () => kit!.open({ view: 'Networks' }))
    fireEvent.click(await modal().findByRole('button', { name: 'OP Mainnet' }))
    const toast = await modal().findByText('Chain is not supported')
    expect(toast.closest('[role="alert"]')).toBeTruthy()
    expect(modal().getByRole('button', { name: 'Ethereum' }).getAttribute('aria-current')).toBe('true')
    expect(modal().getByRole('button', { name: 'OP Mainnet' }).hasAttribute('disabled')).toBe(false)
  })

  it('says the switch was declined when the visitor refused it', async () => {
    await connectedWith(async () => {
      throw rejection()
    })
    await act(async () => kit!.open({ view: 'Networks' }))
    fireEvent.click(await modal().findByRole('button', { name: 'OP Mainnet' }))
    expect(await modal().findByText('Switch declined')).toBeTruthy()
  })

  it('shows progress on the chosen row and holds the others meanwhile', async () => {
    let finish = () => {}
    await connectedWith(() => new Promise<void>((resolve) => (finish = resolve)))
    await act(async () => kit!.open({ view: 'Networks' }))
    fireEvent.click(await modal().findByRole('button', { name: 'OP Mainnet' }))
    expect(modal().getByRole('button', { name: 'OP Mainnet' }).getAttribute('aria-busy')).toBe('true')
    expect(modal().getByRole('button', { name: 'Ethereum' }).hasAttribute('disabled')).toBe(true)
    await act(async () => finish())
    await waitFor(() => expect(modal().getByRole('button', { name: 'OP Mainnet' }).getAttribute('aria-busy')).toBeNull())
  })

  it('offers a search box past eight networks', async () => {
    const many = Array.from({ length: 9 }, (_, i): CaipNetwork => ({ ...mainnet, id: i + 1, caipNetworkId: `eip155:${i + 1}`, name: i === 4 ? 'Base' : `Chain ${i + 1}` }))
    kit = await createTestKit({ networks: many })
    await act(async () => kit!.open({ view: 'Networks' }))
    const search = await modal().findByRole('searchbox', { name: 'Search networks' })
    fireEvent.change(search, { target: { value: 'bas' } })
    expect(modal().getAllByRole('listitem').map((li) => li.querySelector('.list-item-name')!.textContent)).toEqual(['Base'])
    fireEvent.change(search, { target: { value: 'nothing like it' } })
    expect(modal().getByText('No network matches your search.')).toBeTruthy()
  })

  it('has no search box for a short list', async () => {
    kit = await createTestKit()
    await act(async () => kit!.open({ view: 'Networks' }))
    await modal().findByRole('button', { name: 'Ethereum' })
    expect(modal().queryByRole('searchbox')).toBeNull()
  })
})
