import { describe, expect, it, vi } from 'vitest'
import { ACCOUNT_SETTLE_MS } from './connection.js'
import { AdapterNotFoundError, ChainNotSupportedError, KitError, UserRejectedRequestError } from './errors.js'
import type { Kit } from './kernel.js'
import type { KitOptionsInput } from './options.js'
import { createFakeConnector, FAKE_ADDRESS } from './testing/fake-connector.js'
import { fakeChainPlugin } from './testing/fake-chain-plugin.js'
import { settle } from './testing/settle.js'
import { createTestKit } from './testing/test-kit.js'
import { testNetworks } from './testing/test-networks.js'
import type { ChainAdapter, KitEvents, TrackedEvent } from './types.js'
import { kitInternals } from './internals.js'

const { mainnet, optimism, sepolia, solana } = testNetworks

type GetBalance = NonNullable<ChainAdapter['getBalance']>

/** A kit connected on mainnet through a fake wallet; balances come from `getBalance`. */
async function connectedKit(options: { getBalance?: GetBalance; kit?: Omit<Partial<KitOptionsInput>, 'clock'> } = {}) {
  const wallet = createFakeConnector()
  const getBalance = vi.fn<GetBalance>(options.getBalance ?? (async ({ caipNetwork }) => ({ balance: `${caipNetwork.id}.5`, symbol: 'ETH' })))
  const test = createTestKit({ ...options.kit, plugins: [fakeChainPlugin('eip155', { connectors: [wallet], getBalance })] })
  await test.kit.ready
  await test.kit.connect('fake')
  await settle()
  return { ...test, wallet, getBalance }
}

const account = (kit: Kit) => kit.getState().chains.eip155!.accountState
const networkState = (kit: Kit) => kit.getState().chains.eip155!.networkState
const view = (kit: Kit) => kit.getState().modal.history.at(-1)?.view

function tracked(kit: Kit, name: TrackedEvent) {
  const events: KitEvents['kit:tracked'][] = []
  kitInternals(kit).bus.on('kit:tracked', (e) => e.event === name && events.push(e))
  return events
}

describe('balance', () => {
  it("lands in accountState.balance with its symbol, loading while it is fetched", async () => {
    let resolve!: (value: { balance: string; symbol: string }) => void
    const { kit, getBalance } = await connectedKit({ getBalance: () => new Promise((r) => (resolve = r)) })
    expect(getBalance).toHaveBeenCalledWith(expect.objectContaining({ address: FAKE_ADDRESS, caipNetwork: mainnet }))
    expect(account(kit).balanceLoading).toBe(true)
    resolve({ balance: '1.25', symbol: 'ETH' })
    await settle()
    expect(account(kit)).toMatchObject({ balance: '1.25', balanceSymbol: 'ETH', balanceLoading: false })
  })

  it('that fails leaves balance undefined, stops loading, and raises no unhandled rejection', async () => {
    const { kit } = await connectedKit({ getBalance: async () => Promise.reject(new Error('rpc down')) })
    expect(account(kit).balance).toBeUndefined()
    expect(account(kit).balanceLoading).toBe(false)
    expect(kit.getAccount().isConnected).toBe(true)
  })

  it('that arrives after the account changed is dropped', async () => {
    const pending: ((v: { balance: string; symbol: string }) => void)[] = []
    const { kit, wallet, clock } = await connectedKit({ getBalance: () => new Promise((r) => pending.push(r)) })
    wallet.emit({ type: 'accountsChanged', accounts: ['0x2222222222222222222222222222222222222222'] })
    pending[0]!({ balance: '999', symbol: 'ETH' })
    await settle()
    expect(account(kit).balance).toBeUndefined()
    clock.advance(ACCOUNT_SETTLE_MS)
    pending[1]!({ balance: '2', symbol: 'ETH' })
    await settle()
    expect(account(kit).balance).toBe('2')
  })
})

describe('chainChanged from the wallet', () => {
  it('to a configured chain: the active network follows and the balance is refetched for it', async () => {
    const { kit, wallet, getBalance, clock } = await connectedKit()
    const changes: KitEvents['network:changed'][] = []
    kitInternals(kit).bus.on('network:changed', (e) => changes.push(e))

    wallet.emit({ type: 'chainChanged', chainId: 10 })
    clock.advance(ACCOUNT_SETTLE_MS)
    await settle()

    expect(kit.getCaipNetwork()).toEqual(optimism)
    expect(kit.getAccount().caipAddress).toBe(`eip155:10:${FAKE_ADDRESS}`)
    expect(changes).toEqual([{ namespace: 'eip155', caipNetwork: optimism, supported: true }])
    expect(getBalance).toHaveBeenLastCalledWith(expect.objectContaining({ caipNetwork: optimism }))
    expect(account(kit).balance).toBe('10.5')
  })

  it('to a chain the kit was not configured with: unsupportedChainId set, modal opens on UnsupportedChain', async () => {
    const { kit, wallet } = await connectedKit()
    wallet.emit({ type: 'chainChanged', chainId: 137 })
    expect(networkState(kit).unsupportedChainId).toBe('137')
    expect(kit.getAccount().caipAddress).toBe(`eip155:137:${FAKE_ADDRESS}`)
    expect(account(kit).balance).toBeUndefined()
    expect(kit.getState().modal.open).toBe(true)
    expect(view(kit)).toBe('UnsupportedChain')
  })

  it.each([
    ['allowUnsupportedChain: true', { allowUnsupportedChain: true }],
    ['enableNetworkSwitch: false', { enableNetworkSwitch: false }],
  ] as const)('with %s does not show UnsupportedChain; an open modal with history goes back instead', async (_, opts) => {
    const { kit, wallet } = await connectedKit({ kit: opts })
    wallet.emit({ type: 'chainChanged', chainId: 137 })
    expect(networkState(kit).unsupportedChainId).toBe('137')
    expect(kit.getState().modal.open).toBe(false)

    kit.open()
    kitInternals(kit).router.push('Networks')
    wallet.emit({ type: 'chainChanged', chainId: 56 })
    expect(kit.getState().modal.history).toEqual([{ view: 'Account' }])
  })

  it('back to a configured chain leaves UnsupportedChain: closes it when it was all that was shown', async () => {
    const { kit, wallet } = await connectedKit()
    wallet.emit({ type: 'chainChanged', chainId: 137 })
    wallet.emit({ type: 'chainChanged', chainId: 1 })
    expect(networkState(kit).unsupportedChainId).toBeUndefined()
    expect(kit.getState().modal.open).toBe(false)
    expect(kit.getAccount().caipAddress).toBe(`eip155:1:${FAKE_ADDRESS}`)
  })

  it('back to a configured chain leaves UnsupportedChain: goes back when there is history', async () => {
    const { kit, wallet } = await connectedKit()
    wallet.emit({ type: 'chainChanged', chainId: 137 })
    kitInternals(kit).router.push('Networks')
    kitInternals(kit).router.push('UnsupportedChain')
    wallet.emit({ type: 'chainChanged', chainId: 10 })
    expect(kit.getState().modal.open).toBe(true)
    expect(view(kit)).toBe('Networks')
  })

  it('refetches the balance when coming back from an unsupported chain to the same network', async () => {
    const { kit, wallet, getBalance, clock } = await connectedKit()
    const before = getBalance.mock.calls.length
    wallet.emit({ type: 'chainChanged', chainId: 137 })
    wallet.emit({ type: 'chainChanged', chainId: 1 })
    clock.advance(ACCOUNT_SETTLE_MS)
    await settle()
    expect(getBalance.mock.calls.length).toBe(before + 1)
    expect(account(kit).balance).toBe('1.5')
  })
})

describe('switchNetwork (spec §4)', () => {
  it('when connected asks the wallet, then follows it and tracks SWITCH_NETWORK', async () => {
    const { kit, wallet } = await connectedKit()
    const events = tracked(kit, 'SWITCH_NETWORK')
    await kit.switchNetwork(optimism)
    expect(wallet.switchRequests).toEqual([optimism])
    expect(kit.getCaipNetwork()).toEqual(optimism)
    expect(kit.getAccount().caipAddress).toBe(`eip155:10:${FAKE_ADDRESS}`)
    expect(events).toEqual([{ event: 'SWITCH_NETWORK', properties: { from: 'eip155:1', to: 'eip155:10' } }])
    expect(kit.getState().modal.loadingNamespaces.eip155).toBe(false)
  })

  it('follows even a wallet that does not announce the change', async () => {
    const { kit, wallet } = await connectedKit()
    wallet.set({ emitChainChanged: false })
    await kit.switchNetwork(optimism)
    expect(kit.getCaipNetwork()).toEqual(optimism)
  })

  it("a wallet that cannot switch (4902) rejects with 'Chain is not supported' and the network stays", async () => {
    const { kit, wallet } = await connectedKit()
    wallet.set({ switchNetwork: 'unrecognized' })
    const events = tracked(kit, 'SWITCH_NETWORK')
    const error = await kit.switchNetwork(optimism).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ChainNotSupportedError)
    expect((error as KitError).shortMessage).toBe('Chain is not supported')
    expect((error as KitError).cause).toMatchObject({ code: 4902 })
    expect(kit.getCaipNetwork()).toEqual(mainnet)
    expect(events).toEqual([])
    expect(kit.getState().modal.loadingNamespaces.eip155).toBe(false)
  })

  it('a user rejection stays a user rejection', async () => {
    const { kit, wallet } = await connectedKit()
    wallet.set({ switchNetwork: 'reject' })
    const error = await kit.switchNetwork(optimism).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(kit.getCaipNetwork()).toEqual(mainnet)
  })

  it('when disconnected only changes the active network, and stores it', async () => {
    const wallet = createFakeConnector()
    const { kit, storage } = createTestKit({ plugins: [fakeChainPlugin('eip155', { connectors: [wallet] })] })
    await kit.ready
    const events = tracked(kit, 'SWITCH_NETWORK')
    await kit.switchNetwork(optimism)
    expect(kit.getCaipNetwork()).toEqual(optimism)
    expect(wallet.calls.switchNetwork).toBe(0)
    expect(storage.getItem('@appkit-wallet/active_caip_network_id')).toBe('"eip155:10"')
    expect(events).toHaveLength(1)
  })

  it("to a network not in the kit's list rejects with 'Chain is not supported'", async () => {
    const { kit, wallet } = await connectedKit()
    await expect(kit.switchNetwork(sepolia)).rejects.toBeInstanceOf(ChainNotSupportedError)
    expect(wallet.calls.switchNetwork).toBe(0)
  })

  it("to a namespace without adapter rejects with \"Adapter for namespace solana doesn't exist\"", async () => {
    const { kit } = await connectedKit({ kit: { networks: [mainnet, optimism, solana] } })
    const error = await kit.switchNetwork(solana).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AdapterNotFoundError)
    expect((error as KitError).shortMessage).toBe("Adapter for namespace solana doesn't exist")
    expect(kit.getCaipNetwork()).toEqual(mainnet)
  })

  it('away from an unsupported chain closes UnsupportedChain', async () => {
    const { kit, wallet } = await connectedKit()
    wallet.emit({ type: 'chainChanged', chainId: 137 })
    await kit.switchNetwork(optimism)
    expect(networkState(kit).unsupportedChainId).toBeUndefined()
    expect(kit.getState().modal.open).toBe(false)
    expect(kit.getCaipNetwork()).toEqual(optimism)
  })
})
