import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { ReactElement } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import type { ChainAdapter, Kit } from '../../kernel/index.js'
import { kitInternals } from '../../kernel/internals.js'
import { createFakeConnector, createTestKit, fakeChainPlugin, testNetworks } from '../../kernel/testing/index.js'
import { settle } from '../../kernel/testing/settle.js'
import { AccountButton, type AccountButtonProps } from './AccountButton.js'
import { ConnectButton } from './ConnectButton.js'
import type { ConnectButtonRenderProps } from './ConnectButtonCustom.js'
import { KitProvider } from './KitProvider.js'
import { NetworkButton, type NetworkButtonProps } from './NetworkButton.js'

const ICON = 'data:image/svg+xml;base64,PHN2Zy8+'
const SHORT_ADDRESS = '0x1111…1111'

async function evmKit(getBalance: NonNullable<ChainAdapter['getBalance']> = async () => ({ balance: '1.2345678', symbol: 'ETH' })) {
  const test = createTestKit({
    networks: [{ ...testNetworks.mainnet, assets: { imageUrl: ICON } }, testNetworks.optimism],
    plugins: [fakeChainPlugin('eip155', { connectors: [createFakeConnector()], getBalance })],
  })
  await test.kit.ready
  return test.kit
}

const renderIn = (kit: Kit, element: ReactElement) => render(<KitProvider kit={kit}>{element}</KitProvider>)

const view = (kit: Kit) => (kit.getState().modal.open ? kit.getState().modal.history.at(-1)?.view : undefined)

afterEach(() => {
  document.body.innerHTML = ''
})

describe('ConnectButton.Custom', () => {
  function renderCustom(kit: Kit) {
    const seen: ConnectButtonRenderProps[] = []
    render(
      <KitProvider kit={kit}>
        <ConnectButton.Custom>
          {(props) => {
            seen.push(props)
            if (!props.account || !props.chain) return <button onClick={props.openConnectModal}>Mine: connect</button>
            return (
              <>
                <button onClick={props.openChainModal}>{props.chain.unsupported ? 'Wrong network' : props.chain.name}</button>
                <button onClick={props.openAccountModal}>{`${props.account.displayName} ${props.account.displayBalance ?? '?'}`}</button>
              </>
            )
          }}
        </ConnectButton.Custom>
      </KitProvider>,
    )
    return seen
  }

  it('hands the host the account, the chain and the three openers, mounted in the browser', async () => {
    const kit = await evmKit()
    const seen = renderCustom(kit)
    expect(seen.at(-1)).toMatchObject({ mounted: true, account: undefined, chain: undefined, connectModalOpen: false })
    fireEvent.click(screen.getByRole('button', { name: 'Mine: connect' }))
    await act(settle)
    expect(view(kit)).toBe('Connect')
    expect(seen.at(-1)!.connectModalOpen).toBe(true)
    act(() => void kit.close())

    await act(() => kit.connect('fake'))
    await act(settle)
    expect(seen.at(-1)!.account).toEqual({
      address: '0x1111111111111111111111111111111111111111',
      displayName: SHORT_ADDRESS,
      displayBalance: '1.234 ETH',
      balanceFormatted: '1.234',
      balanceSymbol: 'ETH',
      balanceStatus: 'success',
      ensName: undefined,
      ensAvatar: undefined,
    })
    await waitFor(() => expect(seen.at(-1)!.chain).toEqual({ id: 1, name: 'Ethereum', iconUrl: ICON, hasIcon: true, unsupported: false }))

    fireEvent.click(screen.getByRole('button', { name: 'Ethereum' }))
    await act(settle)
    expect(view(kit)).toBe('Networks')
    expect(seen.at(-1)!.chainModalOpen).toBe(true)
    act(() => void kit.close())
    fireEvent.click(screen.getByRole('button', { name: `${SHORT_ADDRESS} 1.234 ETH` }))
    await act(settle)
    expect(view(kit)).toBe('Account')
    expect(seen.at(-1)!.accountModalOpen).toBe(true)
  })

  it('marks an unsupported chain, whose chain opener goes to the switch prompt', async () => {
    const kit = await evmKit()
    renderCustom(kit)
    await act(() => kit.connect('fake'))
    act(() =>
      kitInternals(kit).store.update((d) => {
        d.chains.eip155!.networkState.unsupportedChainId = '999'
      }),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Wrong network' }))
    await act(settle)
    expect(view(kit)).toBe('UnsupportedChain')
  })

  it('gives no displayBalance for a balance that could not be read', async () => {
    const kit = await evmKit(async () => Promise.reject(new Error('fetch failed')))
    const seen = renderCustom(kit)
    await act(() => kit.connect('fake'))
    await act(settle)
    expect(seen.at(-1)!.account).toMatchObject({ displayBalance: undefined, balanceFormatted: undefined, balanceStatus: 'unavailable' })
  })
})

describe('AccountButton', () => {
  function renderAccount(kit: Kit, props: AccountButtonProps = {}) {
    renderIn(kit, <AccountButton {...props} />)
    return () => screen.queryByTestId('account-details-button')
  }

  it('is absent without an account; then shows avatar, balance and name, and opens the Account view', async () => {
    const kit = await evmKit()
    const button = renderAccount(kit)
    expect(button()).toBeNull()
    await act(() => kit.connect('fake'))
    await act(settle)
    expect(button()!.textContent).toBe(`1.234 ETH${SHORT_ADDRESS}`)
    expect(button()!.querySelector('.identicon')).not.toBeNull()
    fireEvent.click(button()!)
    await act(settle)
    expect(view(kit)).toBe('Account')
  })

  it('options: no balance, no avatar, the chain icon; compact is the avatar alone, named by the account', async () => {
    const kit = await evmKit()
    await kit.connect('fake')
    await settle()
    const button = renderAccount(kit, { showBalance: false, avatar: false, chainIcon: true })
    expect(button()!.textContent).toBe(SHORT_ADDRESS)
    expect(button()!.querySelector('.identicon')).toBeNull()
    // The image checks load with the first picture a button shows.
    await waitFor(() => expect(button()!.querySelector('img.tessera-button-icon')!.getAttribute('src')).toBe(ICON))
    document.body.innerHTML = ''

    const compact = renderAccount(kit, { compact: true })
    expect(compact()!.textContent).toBe('')
    expect(screen.getByRole('button', { name: SHORT_ADDRESS })).toBe(compact())
    expect(compact()!.querySelector('.identicon')).not.toBeNull()
  })

  it('shows a balance that could not be read as unavailable, never 0.000', async () => {
    const kit = await evmKit(async () => Promise.reject(new Error('fetch failed')))
    const button = renderAccount(kit)
    await act(() => kit.connect('fake'))
    await act(settle)
    expect(button()!.textContent).toBe(`—${SHORT_ADDRESS}`)
    expect(screen.getByRole('img', { name: 'Balance unavailable' })).toBeTruthy()
  })
})

describe('NetworkButton options', () => {
  function renderNetwork(kit: Kit, props: NetworkButtonProps = {}) {
    renderIn(kit, <NetworkButton {...props} />)
    return () => screen.getByTestId('network-button')
  }

  it('shows the chain icon before the name, or the icon alone (compact) with the name as its accessible name', async () => {
    const kit = await evmKit()
    const withIcon = renderNetwork(kit, { chainIcon: true })
    expect(withIcon().textContent).toBe('Ethereum')
    await waitFor(() => expect(withIcon().querySelector('img')!.getAttribute('src')).toBe(ICON))
    document.body.innerHTML = ''

    const compact = renderNetwork(kit, { compact: true })
    await waitFor(() => expect(compact().textContent).toBe(''))
    expect(screen.getByRole('button', { name: 'Ethereum' })).toBe(compact())
  })

  it('keeps the name when compact has no icon to show', async () => {
    const kit = await evmKit()
    await act(() => kit.switchNetwork(testNetworks.optimism))
    const compact = renderNetwork(kit, { compact: true })
    expect(compact().textContent).toBe('OP Mainnet')
  })
})
