import { act, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Kit } from '../../kernel/index.js'
import { ADDRESS, createTestKit, fakeConnector, modal } from '../testing/test-kit.js'
import { kitInternals } from '../../kernel/internals.js'

let kit: Kit | undefined
afterEach(async () => {
  await kit?.destroy()
  kit = undefined
  document.body.innerHTML = ''
  vi.unstubAllGlobals()
})

async function connected(options: Parameters<typeof createTestKit>[0] = {}) {
  kit = await createTestKit({ connectors: [fakeConnector({ id: 'good', name: 'Good Wallet' })], ...options })
  await kit.connect('good')
  await act(async () => kit!.open())
  await modal().findByText('1.234 ETH')
  return kit
}

describe('AccountView', () => {
  it('shows the truncated address, the balance and the network', async () => {
    await connected()
    expect(modal().getByRole('dialog', { name: 'Account' })).toBeTruthy()
    expect(modal().getByText('0x1234…5678').getAttribute('title')).toBe(ADDRESS)
    expect(modal().getByRole('button', { name: /^Ethereum\s*Network$/ })).toBeTruthy()
  })

  it('copies the full address and says so', async () => {
    const writeText = vi.fn(async () => {})
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
    await connected()
    fireEvent.click(modal().getByRole('button', { name: 'Copy address' }))
    expect(await modal().findByText('Address copied')).toBeTruthy()
    expect(writeText).toHaveBeenCalledWith(ADDRESS)
  })

  it('copes with a browser that has no clipboard', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined })
    await connected()
    fireEvent.click(modal().getByRole('button', { name: 'Copy address' }))
    expect(await modal().findByText('Copying is not available here')).toBeTruthy()
  })

  it('opens the network list from the network row', async () => {
    await connected()
    fireEvent.click(modal().getByRole('button', { name: /^Ethereum\s*Network$/ }))
    expect(await modal().findByRole('dialog', { name: 'Choose Network' })).toBeTruthy()
    expect(modal().getByRole('button', { name: 'Back' })).toBeTruthy()
  })

  it('shows the network without a button when switching is off', async () => {
    await connected({ options: { enableNetworkSwitch: false } })
    expect(modal().queryByRole('button', { name: /Network/ })).toBeNull()
    expect(modal().getByText('Ethereum')).toBeTruthy()
  })

  it('disconnects and goes back to the wallet list', async () => {
    await connected()
    fireEvent.click(modal().getByRole('button', { name: 'Disconnect' }))
    expect(await modal().findByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy()
    expect(kit!.getAccount().isConnected).toBe(false)
  })

  it('shows why a disconnect failed', async () => {
    kit = await createTestKit({ connectors: [fakeConnector({ id: 'stuck', name: 'Stuck Wallet', disconnect: vi.fn().mockRejectedValue(new Error('Wallet is locked')) })] })
    await kit.connect('stuck')
    await act(async () => kit!.open())
    fireEvent.click(await modal().findByRole('button', { name: 'Disconnect' }))
    expect(await modal().findByText('Failed to disconnect chain eip155: Wallet is locked')).toBeTruthy()
  })

  it('marks an unsupported network and shows no balance for it', async () => {
    kit = await createTestKit({
      connectors: [fakeConnector({ id: 'odd', name: 'Odd Wallet', connect: vi.fn(async () => ({ accounts: [{ address: ADDRESS, type: 'eoa' as const }], chainId: 999 })) })],
      options: { allowUnsupportedChain: true },
    })
    await kit.connect('odd')
    await act(async () => kit!.open({ view: 'Account' }))
    expect(await modal().findByRole('button', { name: /^Unsupported network\s*Network$/ })).toBeTruthy()
    await waitFor(() => expect(kit!.getState().chains.eip155?.accountState.balanceLoading).toBe(false))
    // Unknown, not zero: no "0.000" that would read as an empty wallet.
    expect(modal().getByRole('img', { name: 'Balance unavailable' })).toBeTruthy()
    expect(modal().queryByText(/0\.000/)).toBeNull()
  })

  it('shows a balance that could not be read as unavailable, never as 0.000 ETH', async () => {
    kit = await createTestKit({
      connectors: [fakeConnector({ id: 'good', name: 'Good Wallet' })],
      adapter: { getBalance: async () => Promise.reject(new Error('fetch failed')) },
    })
    await kit.connect('good')
    await act(async () => kit!.open())
    expect(await modal().findByRole('img', { name: 'Balance unavailable' })).toBeTruthy()
    expect(modal().getByTestId('account-balance').textContent).toBe('—')
    expect(modal().queryByText(/0\.000/)).toBeNull()
  })

  it('keeps the 0.000 fallback for a known balance too small to show', async () => {
    kit = await createTestKit({ connectors: [fakeConnector({ id: 'good', name: 'Good Wallet' })], adapter: { getBalance: async () => ({ balance: '0.0000004', symbol: 'ETH' }) } })
    await kit.connect('good')
    await act(async () => kit!.open())
    expect(await modal().findByText('0.000 ETH')).toBeTruthy()
  })
  it('shows the profile name and image, and the explorer link, only when their URLs are safe', async () => {
    await connected({ options: { allowedImageOrigins: ['https://example.com'] } })
    await act(async () =>
      kitInternals(kit!).store.update((d) => {
        const account = d.chains.eip155!.accountState
        account.profileName = 'alice.eth'
        account.profileImage = 'https://example.com/alice.png'
        account.addressExplorerUrl = 'https://explorer.example/address/0x1234'
      }),
    )
    expect(modal().getByText('alice.eth')).toBeTruthy()
    const dialog = modal().getByRole('dialog')
    expect(dialog.querySelector('img.account-avatar')!.getAttribute('src')).toBe('https://example.com/alice.png')
    const link = modal().getByRole('link', { name: 'Block explorer' })
    expect(link.getAttribute('href')).toBe('https://explorer.example/address/0x1234')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')

    // An avatar from a host the kit does not talk to is never fetched.
    await act(async () => kitInternals(kit!).store.update((d) => void (d.chains.eip155!.accountState.profileImage = 'https://tracker.example/pixel.png')))
    expect(dialog.querySelector('img.account-avatar')).toBeNull()
    expect(dialog.querySelector('.identicon')).not.toBeNull()

    await act(async () =>
      kitInternals(kit!).store.update((d) => {
        const account = d.chains.eip155!.accountState
        account.profileImage = 'javascript:alert(1)'
        account.addressExplorerUrl = 'javascript:alert(1)'
      }),
    )
    expect(dialog.querySelector('img.account-avatar')).toBeNull()
    expect(dialog.querySelector('.identicon')).not.toBeNull()
    expect(modal().queryByRole('link', { name: 'Block explorer' })).toBeNull()
  })

  it('dims the balance while it loads', async () => {
    await connected()
    await act(async () =>
      kitInternals(kit!).store.update((d) => {
        d.chains.eip155!.accountState.balanceLoading = true
      }),
    )
    expect(modal().getByText('1.234 ETH').getAttribute('aria-busy')).toBe('true')
  })
})
