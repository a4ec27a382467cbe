import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, onTestFinished } from 'vitest'
import { memoryStorage, type ConnectorConnection, type Kit, type KitOptionsInput } from '../../kernel/index.js'
import { createFakeConnector, createTestKit, FAKE_ADDRESS, fakeChainPlugin, testNetworks, type FakeConnector } from '../../kernel/testing/index.js'
import { createKit } from '../create-kit.js'
import { ConnectButton, type ConnectButtonProps } from './ConnectButton.js'
import { KitProvider } from './KitProvider.js'
import { NetworkButton } from './NetworkButton.js'
import { kitInternals } from '../../kernel/internals.js'

const SHORT_ADDRESS = '0x1111…1111'

async function evmKit(options: Omit<Partial<KitOptionsInput>, 'clock'> = {}, wallet: FakeConnector = createFakeConnector()) {
  const test = createTestKit({
    plugins: [fakeChainPlugin('eip155', { connectors: [wallet], getBalance: async () => ({ balance: '1.2345678', symbol: 'ETH' }) })],
    ...options,
  })
  await test.kit.ready
  return { ...test, wallet }
}

function renderButtons(kit: Kit, props: ConnectButtonProps = {}) {
  render(
    <KitProvider kit={kit}>
      <ConnectButton {...props} />
      <NetworkButton />
    </KitProvider>,
  )
  return { connect: () => screen.getAllByRole('button')[0]!, network: () => screen.getByTestId('network-button') }
}

/** A wallet whose connect() or reconnect() waits until the test lets it answer. */
function slowWallet() {
  const wallet = createFakeConnector()
  const answers: (() => void)[] = []
  const later = (): Promise<ConnectorConnection> => new Promise((resolve) => answers.push(() => resolve({ accounts: [{ address: FAKE_ADDRESS, type: 'eoa' }], chainId: 1 })))
  return { wallet: { ...wallet, connect: later, reconnect: later } satisfies FakeConnector, answer: () => answers.shift()?.() }
}

const currentView = (kit: Kit) => kit.getState().modal.history.at(-1)?.view

afterEach(() => {
  document.body.innerHTML = ''
})

describe('ConnectButton', () => {
  it("reads 'Connect Wallet' when disconnected, or the host's label", async () => {
    const { kit } = await evmKit()
    const { connect } = renderButtons(kit, { label: 'Sign in' })
    expect(connect().textContent).toBe('Sign in')
    expect(connect().getAttribute('aria-busy')).toBe('false')
  })

  it("reads 'Connecting…' and is busy while the wallet is asked, then shows the account", async () => {
    const { wallet, answer } = slowWallet()
    const { kit } = await evmKit({}, wallet)
    const { connect } = renderButtons(kit)
    expect(connect().textContent).toBe('Connect Wallet')

    let connected!: Promise<void>
    act(() => void (connected = kit.connect('fake')))
    expect(connect().textContent).toBe('Connecting…')
    expect(connect().getAttribute('aria-busy')).toBe('true')

    await act(async () => {
      answer()
      await connected
    })
    expect(connect().getAttribute('aria-busy')).toBe('false')
    expect(connect().textContent).toContain(SHORT_ADDRESS)
  })

  it('shows the stored account, busy, while a stored session is being restored', async () => {
    const first = await evmKit()
    await first.kit.connect('fake')
    await first.kit.destroy()

    const { wallet, answer } = slowWallet()
    const wrapped = createTestKit({ storage: first.storage, plugins: [fakeChainPlugin('eip155', { connectors: [wallet] })] })
    const { connect } = renderButtons(wrapped.kit)
    await waitFor(() => expect(wrapped.kit.getAccount().status).toBe('reconnecting'))
    // The account the visitor had, not 'Connecting…': nothing flashes while the wallet confirms it.
    expect(connect().textContent).toBe(SHORT_ADDRESS)

    await act(async () => {
      answer()
      await wrapped.kit.ready
    })
    // This chain cannot read balances: said as unavailable, not left blank as if one were coming.
    expect(connect().textContent).toBe(`— · ${SHORT_ADDRESS}`)
    expect(connect().getAttribute('aria-busy')).toBe('false')
  })

  it('shows the balance and the truncated address once connected, or the profile name when there is one', async () => {
    const { kit } = await evmKit()
    const { connect } = renderButtons(kit)
    await act(() => kit.connect('fake'))
    expect(connect().textContent).toBe(`1.234 ETH · ${SHORT_ADDRESS}`)

    act(() =>
      kitInternals(kit).store.update((d) => {
        d.chains.eip155!.accountState.profileName = 'alice.eth'
      }),
    )
    expect(connect().textContent).toBe('1.234 ETH · alice.eth')
  })

  it('shows no balance prefix before the balance is known', async () => {
    const { kit } = await evmKit()
    const { connect } = renderButtons(kit)
    await act(() => kit.connect('fake'))
    act(() =>
      kitInternals(kit).store.update((d) => {
        d.chains.eip155!.accountState.balance = undefined
      }),
    )
    expect(connect().textContent).toBe(SHORT_ADDRESS)
  })

  it('shows an unread balance as unavailable, never as 0.000', async () => {
    const { kit } = await evmKit()
    const { connect } = renderButtons(kit)
    await act(() => kit.connect('fake'))
    act(() =>
      kitInternals(kit).store.update((d) => {
        const account = d.chains.eip155!.accountState
        account.balance = undefined
        account.balanceUnavailable = true
      }),
    )
    expect(connect().textContent).toBe(`— · ${SHORT_ADDRESS}`)
    expect(within(connect()).getByRole('img', { name: 'Balance unavailable' })).toBeTruthy()
  })

  it('hides the balance with balance="hide"', async () => {
    const { kit } = await evmKit()
    const { connect } = renderButtons(kit, { balance: 'hide' })
    await act(() => kit.connect('fake'))
    expect(kit.getState().chains.eip155?.accountState.balance).toBe('1.2345678')
    expect(connect().textContent).toBe(SHORT_ADDRESS)
  })

  it('opens the Connect view when disconnected and the Account view when connected', async () => {
    const { kit } = await evmKit()
    const { connect } = renderButtons(kit)
    expect(connect().getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(connect())
    expect(kit.getState().modal.open).toBe(true)
    expect(currentView(kit)).toBe('Connect')
    expect(connect().getAttribute('aria-expanded')).toBe('true')

    act(() => void kit.close())
    await act(() => kit.connect('fake'))
    fireEvent.click(connect())
    expect(kit.getState().modal.history).toEqual([{ view: 'Account' }])
  })

  it('works before the lazily loaded runtime is up: renders at once and opens the modal once it is', async () => {
    const kit = createKit({
      projectId: 'p',
      networks: [testNetworks.mainnet],
      plugins: [fakeChainPlugin('eip155', { connectors: [createFakeConnector()] })],
      storage: memoryStorage(),
      logLevel: 'silent',
      disableAppend: true,
    })
    onTestFinished(() => kit.destroy())
    const { connect, network } = renderButtons(kit)
    expect(connect().textContent).toBe('Connect Wallet')
    expect(network().textContent).toBe('Ethereum')

    fireEvent.click(connect())
    await act(() => kit.ready)
    expect(kit.getState().modal.open).toBe(true)
    expect(currentView(kit)).toBe('Connect')
    expect(network().textContent).toBe('Ethereum')
  })
})

describe('NetworkButton', () => {
  it("shows the active network's name and follows a switch", async () => {
    const { kit } = await evmKit()
    const { network } = renderButtons(kit)
    expect(network().textContent).toBe('Ethereum')
    await act(() => kit.switchNetwork(testNetworks.optimism))
    expect(network().textContent).toBe('OP Mainnet')
  })

  it('opens the network list', async () => {
    const { kit } = await evmKit()
    const { network } = renderButtons(kit)
    fireEvent.click(network())
    expect(kit.getState().modal).toMatchObject({ open: true, history: [{ view: 'Networks' }] })
  })

  it("reads 'Unsupported network' when the wallet is on an unknown chain, and opens the switch prompt", async () => {
    const { kit, wallet } = await evmKit()
    const { network } = renderButtons(kit)
    await act(() => kit.connect('fake'))
    act(() => wallet.emit({ type: 'chainChanged', chainId: 999 }))
    expect(network().textContent).toBe('Unsupported network')

    act(() => void kit.close({ force: true }))
    fireEvent.click(network())
    expect(kit.getState().modal).toMatchObject({ open: true, history: [{ view: 'UnsupportedChain' }] })

    act(() => wallet.emit({ type: 'chainChanged', chainId: 10 }))
    expect(network().textContent).toBe('OP Mainnet')
  })
})
