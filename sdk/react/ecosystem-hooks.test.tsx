import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ChainAdapter, Kit } from '../../kernel/index.js'
import { createFakeConnector, createTestKit, fakeChainPlugin } from '../../kernel/testing/index.js'
import { settle } from '../../kernel/testing/settle.js'
import { KitProvider } from './KitProvider.js'
import { useKitBalance } from './use-kit-balance.js'
import { useKitProvider } from './use-kit-provider.js'
import { useKitTheme } from './use-kit-theme.js'
import { useWalletInfo } from './use-wallet-info.js'

type GetBalance = NonNullable<ChainAdapter['getBalance']>

afterEach(() => vi.unstubAllGlobals())

/** A started kernel with one fake EVM wallet that hands out `provider`. */
async function evmKit(getBalance: GetBalance = async () => ({ balance: '1.2345678', symbol: 'ETH' })) {
  const provider = { request: vi.fn(async () => '0x1') }
  const wallet = { ...createFakeConnector({ name: 'Fake Wallet', imageUrl: 'data:image/png;base64,AAAA', rdns: 'io.fake' }), getProvider: async () => provider }
  const test = createTestKit({ plugins: [fakeChainPlugin('eip155', { connectors: [wallet], getBalance })] })
  await test.kit.ready
  return { ...test, provider }
}

const providerFor =
  (kit: Kit) =>
  ({ children }: { children?: ReactNode }) => <KitProvider kit={kit}>{children}</KitProvider>

describe('useKitBalance', () => {
  it('gives the balance, its symbol and the 3-decimal figure once read; unavailable with no account', async () => {
    const { kit } = await evmKit()
    const { result } = renderHook(() => useKitBalance(), { wrapper: providerFor(kit) })
    expect(result.current).toMatchObject({ status: 'unavailable', balance: undefined, formatted: undefined })
    await act(() => kit.connect('fake'))
    await act(settle)
    expect(result.current).toMatchObject({ status: 'success', balance: '1.2345678', formatted: '1.234', symbol: 'ETH' })
  })

  it("says 'unavailable' when the RPC is down, not 0, and refetch recovers", async () => {
    const getBalance = vi.fn<GetBalance>(async () => Promise.reject(new Error('fetch failed')))
    const { kit } = await evmKit(getBalance)
    const { result } = renderHook(() => useKitBalance(), { wrapper: providerFor(kit) })
    await act(() => kit.connect('fake'))
    await act(settle)
    expect(result.current).toMatchObject({ status: 'unavailable', balance: undefined, formatted: undefined, symbol: 'ETH' })

    getBalance.mockResolvedValue({ balance: '0', symbol: 'ETH' })
    await act(() => result.current.refetch())
    // A zero that was read is a zero.
    expect(result.current).toMatchObject({ status: 'success', balance: '0', formatted: '0.000' })
    expect(getBalance).toHaveBeenLastCalledWith(expect.objectContaining({ forceUpdate: true }))
  })
})

describe('useWalletInfo', () => {
  it("names the connected wallet, with its icon and id, and nothing once it is gone", async () => {
    const { kit } = await evmKit()
    const { result } = renderHook(() => useWalletInfo(), { wrapper: providerFor(kit) })
    expect(result.current.walletInfo).toBeUndefined()
    await act(() => kit.connect('fake'))
    expect(result.current.walletInfo).toEqual({ name: 'Fake Wallet', icon: 'data:image/png;base64,AAAA', id: 'io.fake', type: 'INJECTED' })
    const first = result.current.walletInfo
    await act(settle)
    expect(result.current.walletInfo).toBe(first)
    await act(() => kit.disconnect())
    expect(result.current.walletInfo).toBeUndefined()
  })
})

describe('useKitProvider', () => {
  it("hands out the connected wallet's provider, and undefined once disconnected", async () => {
    const { kit, provider } = await evmKit()
    const { result } = renderHook(() => useKitProvider('eip155'), { wrapper: providerFor(kit) })
    expect(result.current.provider).toBeUndefined()
    await act(() => kit.connect('fake'))
    await act(settle)
    // The kit's observed wrapper around the wallet's own object: requests reach the wallet.
    expect(result.current.provider).toBeDefined()
    await expect(result.current.provider!.request({ method: 'eth_chainId' })).resolves.toBe('0x1')
    expect(provider.request).toHaveBeenCalledWith({ method: 'eth_chainId' })
    await act(() => kit.disconnect())
    expect(result.current.provider).toBeUndefined()
  })
})

describe('useKitTheme', () => {
  it('reads and changes the theme at run time, resolving system mode from the colour scheme', async () => {
    const listeners = new Set<() => void>()
    let dark = true
    vi.stubGlobal('matchMedia', () => ({
      get matches() {
        return dark
      },
      addEventListener: (_: string, l: () => void) => listeners.add(l),
      removeEventListener: (_: string, l: () => void) => listeners.delete(l),
    }))
    const { kit } = await evmKit()
    const { result } = renderHook(() => useKitTheme(), { wrapper: providerFor(kit) })
    expect(result.current).toMatchObject({ themeMode: 'system', resolvedMode: 'dark', themeVariables: {} })
    act(() => {
      dark = false
      for (const l of listeners) l()
    })
    expect(result.current.resolvedMode).toBe('light')

    act(() => result.current.setThemeMode('dark'))
    act(() => result.current.setThemeVariables({ accent: '#7c3aed' }))
    expect(result.current).toMatchObject({ themeMode: 'dark', resolvedMode: 'dark', themeVariables: { accent: '#7c3aed' } })
    expect(kit.theme.get()).toEqual({ themeMode: 'dark', themeVariables: { accent: '#7c3aed' } })
  })
})
