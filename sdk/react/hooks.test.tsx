import { act, render, renderHook, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import type { Kit, KitEvents } from '../../kernel/index.js'
import { createFakeConnector, createTestKit, FAKE_ADDRESS, fakeChainPlugin, testNetworks } from '../../kernel/testing/index.js'
import { useDisconnect, useKit, useKitAccount, useKitEvents, useKitModal, useKitNetwork, useKitState } from './hooks.js'
import { KitProvider } from './KitProvider.js'
import { kitInternals } from '../../kernel/internals.js'

/** A started kernel with one fake EVM wallet, registered by a test chain plugin. */
async function evmKit() {
  const wallet = createFakeConnector()
  const test = createTestKit({ plugins: [fakeChainPlugin('eip155', { connectors: [wallet], getBalance: async () => ({ balance: '1.2345678', symbol: 'ETH' }) })] })
  await test.kit.ready
  return { ...test, wallet }
}

const providerFor =
  (kit: Kit) =>
  ({ children }: { children?: ReactNode }) => <KitProvider kit={kit}>{children}</KitProvider>

describe('useKitAccount', () => {
  it('follows connect and disconnect with the address and status', async () => {
    const { kit } = await evmKit()
    const { result } = renderHook(() => useKitAccount(), { wrapper: providerFor(kit) })
    expect(result.current).toMatchObject({ isConnected: false, status: 'disconnected', address: undefined, caipAddress: undefined })

    await act(() => kit.connect('fake'))
    expect(result.current).toMatchObject({
      isConnected: true,
      status: 'connected',
      address: FAKE_ADDRESS,
      caipAddress: `eip155:1:${FAKE_ADDRESS}`,
      balance: '1.2345678',
      balanceSymbol: 'ETH',
    })
    expect(result.current.allAccounts).toEqual([{ namespace: 'eip155', address: FAKE_ADDRESS, type: 'eoa' }])

    await act(() => kit.disconnect())
    expect(result.current).toMatchObject({ isConnected: false, status: 'disconnected', address: undefined, allAccounts: [] })
  })

  it('gives an embedded wallet’s account its embeddedWalletInfo, as kit.getAccount() does, and keeps it stable', async () => {
    const auth = createFakeConnector({ id: 'embedded', name: 'Email', type: 'AUTH' })
    const user = { email: 'ada@example.com', address: FAKE_ADDRESS, chainId: 1, accounts: [{ address: FAKE_ADDRESS, type: 'eoa' as const }] }
    auth.connect = async () => ({ accounts: [{ address: FAKE_ADDRESS, type: 'eoa' }], chainId: 1, user, preferredAccountType: 'eoa', smartAccountDeployed: false })
    const test = createTestKit({ plugins: [fakeChainPlugin('eip155', { connectors: [auth] })] })
    await test.kit.ready
    const { result } = renderHook(() => useKitAccount(), { wrapper: providerFor(test.kit) })
    await act(() => test.kit.connect('embedded'))
    const info = { user, authProvider: 'email', accountType: 'eoa', isSmartAccountDeployed: false }
    expect(result.current.embeddedWalletInfo).toEqual(info)
    expect(test.kit.getAccount().embeddedWalletInfo).toEqual(info)
    const first = result.current
    await act(async () => kitInternals(test.kit).modal.setLoading(true))
    expect(result.current).toBe(first)
  })

  it('does not re-render on state changes unrelated to the account', async () => {
    const { kit, clock } = await evmKit()
    let renders = 0
    function Probe() {
      renders++
      const { status, address } = useKitAccount()
      return <p>{`${status} ${address ?? '-'}`}</p>
    }
    render(
      <KitProvider kit={kit}>
        <Probe />
      </KitProvider>,
    )
    await act(() => kit.connect('fake'))
    expect(screen.getByText(`connected ${FAKE_ADDRESS}`)).toBeTruthy()
    const settled = renders

    await act(async () => {
      kit.open()
      kitInternals(kit).modal.showToast('Copied')
      kitInternals(kit).modal.setLoading(true)
      kitInternals(kit).router.push('Networks')
      clock.advance(5000)
      kit.close()
    })
    expect(kit.getState().modal.open).toBe(false)
    expect(renders).toBe(settled)

    await act(() => kit.disconnect())
    expect(screen.getByText('disconnected -')).toBeTruthy()
    expect(renders).toBe(settled + 1)
  })

  it('does not re-render on unrelated changes while disconnected, nor for a namespace the kit lacks', async () => {
    const { kit } = await evmKit()
    let renders = 0
    function Probe() {
      renders++
      const evm = useKitAccount()
      const solana = useKitAccount('solana')
      return <p>{`${evm.status} ${solana.status ?? 'none'}`}</p>
    }
    render(
      <KitProvider kit={kit}>
        <Probe />
      </KitProvider>,
    )
    expect(screen.getByText('disconnected none')).toBeTruthy()
    const before = renders
    await act(async () => {
      kit.open()
      kit.close()
      kitInternals(kit).modal.setLoading(true)
    })
    expect(renders).toBe(before)
  })
})

describe('useKitNetwork', () => {
  it('follows switchNetwork, before and after a wallet is connected', async () => {
    const { kit, wallet } = await evmKit()
    const { result } = renderHook(() => useKitNetwork(), { wrapper: providerFor(kit) })
    expect(result.current).toMatchObject({ caipNetwork: testNetworks.mainnet, caipNetworkId: 'eip155:1', chainId: 1, isUnsupported: false })

    await act(() => result.current.switchNetwork(testNetworks.optimism))
    expect(result.current).toMatchObject({ caipNetworkId: 'eip155:10', chainId: 10, isUnsupported: false })

    await act(() => kit.connect('fake'))
    await act(() => result.current.switchNetwork(testNetworks.mainnet))
    expect(wallet.switchRequests.map((n) => n.id)).toEqual([1])
    expect(result.current).toMatchObject({ caipNetwork: testNetworks.mainnet, chainId: 1 })
  })

  it('flags a wallet that moved to a chain the kit was not configured with', async () => {
    const { kit, wallet } = await evmKit()
    const { result } = renderHook(() => useKitNetwork(), { wrapper: providerFor(kit) })
    await act(() => kit.connect('fake'))
    act(() => wallet.emit({ type: 'chainChanged', chainId: '0x3e7' }))
    expect(result.current.isUnsupported).toBe(true)
    act(() => wallet.emit({ type: 'chainChanged', chainId: 10 }))
    expect(result.current).toMatchObject({ isUnsupported: false, chainId: 10 })
  })
})

describe('useKitEvents', () => {
  it('calls the latest listener without resubscribing, and unsubscribes on unmount', async () => {
    const { kit } = await evmKit()
    const baseline = kitInternals(kit).bus.listenerCount()
    const first: string[] = []
    const second: string[] = []
    const { rerender, unmount } = renderHook(({ into }) => useKitEvents((type) => into.push(type)), {
      wrapper: providerFor(kit),
      initialProps: { into: first },
    })
    expect(kitInternals(kit).bus.listenerCount()).toBe(baseline + 1)
    act(() => kit.open())
    expect(first).toContain('modal:opened')

    rerender({ into: second })
    expect(kitInternals(kit).bus.listenerCount()).toBe(baseline + 1)
    act(() => void kit.close())
    expect(second).toContain('modal:closed')
    expect(first).not.toContain('modal:closed')

    unmount()
    expect(kitInternals(kit).bus.listenerCount()).toBe(baseline)
  })

  it('receives the payload with its type', async () => {
    const { kit } = await evmKit()
    const seen: { type: keyof KitEvents; payload: unknown }[] = []
    renderHook(() => useKitEvents((type, payload) => seen.push({ type, payload })), { wrapper: providerFor(kit) })
    await act(() => kit.connect('fake'))
    expect(seen).toContainEqual({ type: 'connection:changed', payload: { namespace: 'eip155', status: 'connected', caipAddress: `eip155:1:${FAKE_ADDRESS}` } })
  })
})

describe('useDisconnect', () => {
  it('disconnects the wallet', async () => {
    const { kit, wallet } = await evmKit()
    await kit.connect('fake')
    const { result } = renderHook(() => ({ account: useKitAccount(), ...useDisconnect() }), { wrapper: providerFor(kit) })
    expect(result.current.account.isConnected).toBe(true)
    await act(() => result.current.disconnect())
    expect(wallet.calls.disconnect).toBe(1)
    expect(result.current.account).toMatchObject({ isConnected: false, status: 'disconnected' })
    expect(kit.getAccount().isConnected).toBe(false)
  })
})

describe('useKitState', () => {
  it('returns the selected value and re-renders only when it changes', async () => {
    const { kit } = await evmKit()
    let renders = 0
    const { result } = renderHook(
      () => {
        renders++
        return useKitState((s) => s.modal.history.at(-1)?.view)
      },
      { wrapper: providerFor(kit) },
    )
    expect(result.current).toBeUndefined()
    act(() => kit.open())
    expect(result.current).toBe('Connect')
    const afterOpen = renders
    act(() => kitInternals(kit).modal.setLoading(true))
    expect(renders).toBe(afterOpen)
    act(() => kitInternals(kit).router.push('Networks'))
    expect(result.current).toBe('Networks')
  })

  it('uses the equality it is given for derived values', async () => {
    const { kit } = await evmKit()
    const { result } = renderHook(
      () =>
        useKitState(
          (s) => s.modal.history.map((r) => r.view),
          (a, b) => a.join() === b.join(),
        ),
      { wrapper: providerFor(kit) },
    )
    act(() => kit.open())
    const views = result.current
    expect(views).toEqual(['Connect'])
    act(() => kitInternals(kit).modal.setLoading(true))
    expect(result.current).toBe(views)
  })
})

describe('useKitModal and useKit', () => {
  it('expose the kit and whether its modal is open', async () => {
    const { kit } = await evmKit()
    const { result } = renderHook(() => ({ kit: useKit(), modal: useKitModal() }), { wrapper: providerFor(kit) })
    expect(result.current.kit).toBe(kit)
    expect(result.current.modal.isOpen).toBe(false)
    act(() => result.current.modal.open({ view: 'Networks' }))
    expect(result.current.modal.isOpen).toBe(true)
    expect(kit.getState().modal.history).toEqual([{ view: 'Networks' }])
    act(() => void result.current.modal.close())
    expect(result.current.modal.isOpen).toBe(false)
  })
})

describe('outside a <KitProvider>', () => {
  it.each([
    ['useKit', () => useKit()],
    ['useKitAccount', () => useKitAccount()],
    ['useKitNetwork', () => useKitNetwork()],
    ['useKitState', () => useKitState((s) => s.modal.open)],
    ['useKitEvents', () => useKitEvents(() => {})],
    ['useDisconnect', () => useDisconnect()],
    ['useKitModal', () => useKitModal()],
  ])('%s throws an error naming the provider to add', (_name, hook) => {
    expect(() => renderHook(hook)).toThrow(/<KitProvider kit=\{kit\}>/)
  })
})
