import { describe, expect, it } from 'vitest'
import type { Namespace } from './caip.js'
import { ACCOUNT_SETTLE_MS, RECONNECT_WAIT_MS } from './connection.js'
import { AdapterNotFoundError, KitDestroyedError, KitError, UserRejectedRequestError } from './errors.js'
import type { Kit } from './kernel.js'
import { memoryStorage, type StorageBackend } from './storage.js'
import { createFakeClock } from './testing/fake-clock.js'
import { createFakeConnector, FAKE_ADDRESS, type FakeConnector } from './testing/fake-connector.js'
import { fakeChainPlugin } from './testing/fake-chain-plugin.js'
import { settle } from './testing/settle.js'
import { createTestKit } from './testing/test-kit.js'
import { testNetworks } from './testing/test-networks.js'
import type { AccountStatus, KitEvents, TrackedEvent } from './types.js'
import { kitInternals } from './internals.js'

const OTHER_ADDRESS = '0x2222222222222222222222222222222222222222'
const SOL_ADDRESS = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'

/** Status transitions of a namespace, recorded from before the first plugin runs. */
function statusesOf(kit: Kit, ns: Namespace = 'eip155') {
  const seen: (AccountStatus | undefined)[] = []
  kitInternals(kit).store.select((s) => s.chains[ns]?.accountState.status, (status) => seen.push(status))
  return seen
}

function trackedBy(kit: Kit) {
  const events: KitEvents['kit:tracked'][] = []
  kitInternals(kit).bus.on('kit:tracked', (e) => events.push(e))
  return {
    events,
    names: () => events.map((e) => e.event),
    find: (name: TrackedEvent) => events.find((e) => e.event === name),
  }
}

const raw = (backend: StorageBackend, key: string) => backend.getItem(`@appkit-wallet/${key}`)

/** Not async: callers attach recorders before the kit's plugins start (they start a microtask later). */
function evmKit(options: { wallet?: FakeConnector; storage?: StorageBackend; enableReconnect?: boolean } = {}) {
  const wallet = options.wallet ?? createFakeConnector()
  const test = createTestKit({
    storage: options.storage,
    enableReconnect: options.enableReconnect,
    plugins: [fakeChainPlugin('eip155', { connectors: [wallet] })],
  })
  return { ...test, wallet }
}

describe('connect', () => {
  it('goes connecting → connected and mirrors the connection into storage', async () => {
    const { kit, wallet, storage } = evmKit({ wallet: createFakeConnector({ id: 'io.metamask', name: 'MetaMask', rdns: 'io.metamask' }) })
    await kit.ready
    const statuses = statusesOf(kit)
    const tracked = trackedBy(kit)

    await kit.connect('io.metamask')

    expect(statuses).toEqual(['connecting', 'connected'])
    expect(wallet.calls.connect).toBe(1)
    expect(kit.getAccount()).toEqual({
      allAccounts: [{ namespace: 'eip155', address: FAKE_ADDRESS, type: 'eoa' }],
      caipAddress: `eip155:1:${FAKE_ADDRESS}`,
      address: FAKE_ADDRESS,
      isConnected: true,
      status: 'connected',
    })
    expect(kit.getState().activeCaipAddress).toBe(`eip155:1:${FAKE_ADDRESS}`)
    expect(kit.getState().chains.eip155?.accountState.connectedWalletInfo).toEqual({
      name: 'MetaMask',
      icon: undefined,
      type: 'INJECTED',
      identifier: 'io.metamask',
    })
    expect(raw(storage, 'connection_status')).toBe('"connected"')
    expect(raw(storage, 'eip155:connected_connector_id')).toBe('"io.metamask"')
    expect(raw(storage, 'wallet_name')).toBe('"MetaMask"')
    expect(raw(storage, 'connected_namespaces')).toBe('["eip155"]')
    expect(tracked.names()).toEqual(['SELECT_WALLET', 'CONNECT_SUCCESS'])
    expect(kit.getState().modal.loadingNamespaces.eip155).toBe(false)
  })

  it('follows the chain the wallet connected on', async () => {
    const { kit } = evmKit({ wallet: createFakeConnector({ chainId: 10 }) })
    await kit.ready
    await kit.connect('fake')
    expect(kit.getCaipNetwork()?.caipNetworkId).toBe('eip155:10')
    expect(kit.getAccount().caipAddress).toBe(`eip155:10:${FAKE_ADDRESS}`)
  })

  it('announces the connection on the bus', async () => {
    const { kit } = evmKit()
    await kit.ready
    const changes: KitEvents['connection:changed'][] = []
    kitInternals(kit).bus.on('connection:changed', (e) => changes.push(e))
    await kit.connect('fake')
    expect(changes).toEqual([{ namespace: 'eip155', status: 'connected', caipAddress: `eip155:1:${FAKE_ADDRESS}` }])
  })

  it('a user rejection (4001) goes back to disconnected, rejects with UserRejectedRequestError, and stores nothing', async () => {
    const { kit, storage } = evmKit({ wallet: createFakeConnector({ connect: 'reject' }) })
    await kit.ready
    const statuses = statusesOf(kit)
    const tracked = trackedBy(kit)

    const error = await kit.connect('fake').catch((e: unknown) => e)

    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect((error as UserRejectedRequestError).code).toBe(4001)
    expect(statuses).toEqual(['connecting', 'disconnected'])
    expect(kit.getAccount().address).toBeUndefined()
    expect(raw(storage, 'connection_status')).not.toBe('"connected"')
    expect(raw(storage, 'eip155:connected_connector_id')).toBeNull()
    expect(raw(storage, 'wallet_name')).toBeNull()
    expect(tracked.find('CONNECT_ERROR')?.properties).toMatchObject({ message: 'User rejected the request.' })
    expect(kit.getState().modal.loadingNamespaces.eip155).toBe(false)
  })

  it('a failed second connect keeps the first connection', async () => {
    const other = createFakeConnector({ id: 'other', name: 'Other', connect: 'reject' })
    const first = createFakeConnector()
    const { kit } = createTestKit({ plugins: [fakeChainPlugin('eip155', { connectors: [first, other] })] })
    await kit.ready
    await kit.connect('fake')
    await expect(kit.connect('other')).rejects.toThrow('User rejected the request.')
    expect(kit.getAccount()).toMatchObject({ status: 'connected', address: FAKE_ADDRESS })
    expect(first.calls.disconnect).toBe(0)
  })

  it('switching to another wallet disconnects the previous one and stops listening to it', async () => {
    const first = createFakeConnector()
    const second = createFakeConnector({ id: 'second', name: 'Second', accounts: [OTHER_ADDRESS] })
    const { kit } = createTestKit({ plugins: [fakeChainPlugin('eip155', { connectors: [first, second] })] })
    await kit.ready
    await kit.connect('fake')
    await kit.connect('second')
    expect(first.calls.disconnect).toBe(1)
    expect(first.subscriberCount()).toBe(0)
    expect(second.subscriberCount()).toBe(1)
    first.emit({ type: 'accountsChanged', accounts: [] })
    expect(kit.getAccount().address).toBe(OTHER_ADDRESS)
  })

  it('rejects an unknown connector and a connector whose namespace has no adapter', async () => {
    const phantom = createFakeConnector({ id: 'phantom', chain: 'solana' })
    const { kit } = createTestKit({
      plugins: [fakeChainPlugin('eip155'), { id: 'stray', setup: (ctx) => void ctx.connectors.register(phantom) }],
    })
    await kit.ready
    await expect(kit.connect('nope')).rejects.toThrow(KitError)
    const error = await kit.connect('phantom').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AdapterNotFoundError)
    expect((error as KitError).shortMessage).toBe("Adapter for namespace solana doesn't exist")
    expect(phantom.calls.connect).toBe(0)
  })
})

describe('reconnect on start (spec §4)', () => {
  /** A first visit that connected, as left in storage for the next page load. */
  async function previousVisit(configure?: (wallet: FakeConnector) => void) {
    const backend = memoryStorage()
    const { kit } = evmKit({ storage: backend })
    await kit.ready
    await kit.connect('fake')
    configure?.(createFakeConnector())
    await kit.destroy()
    return backend
  }

  it('a reload restores the session with reconnect(), never connect(): reconnecting (the stored account shown) → connected', async () => {
    const backend = await previousVisit()
    const wallet = createFakeConnector()
    const { kit } = evmKit({ storage: backend, wallet })
    // The stored connection is being restored from the start, its account known (as a server renders it from
    // cookies), so it never reads 'connecting' on the way.
    expect(kit.getAccount()).toMatchObject({ status: 'reconnecting', address: FAKE_ADDRESS })
    const statuses = statusesOf(kit)
    await kit.ready
    expect(statuses).toEqual(['connected'])
    expect(wallet.calls).toMatchObject({ reconnect: 1, connect: 0 })
    expect(kit.getAccount()).toMatchObject({ isConnected: true, address: FAKE_ADDRESS })
    expect(wallet.subscriberCount()).toBe(1)
  })

  it('a stored connector that never registers gives up after RECONNECT_WAIT_MS: disconnected, stored id removed', async () => {
    const backend = await previousVisit()
    const clock = createFakeClock()
    const { kit } = createTestKit({ storage: backend, clock, plugins: [fakeChainPlugin('eip155')] })
    let ready = false
    void kit.ready.then(() => (ready = true))
    await settle()
    expect(kit.getAccount().status).toBe('reconnecting')

    clock.advance(RECONNECT_WAIT_MS - 1)
    await settle()
    expect(kit.getAccount().status).toBe('reconnecting')
    expect(ready).toBe(false)

    clock.advance(1)
    await settle()
    expect(kit.getAccount().status).toBe('disconnected')
    expect(raw(backend, 'eip155:connected_connector_id')).toBeNull()
    expect(raw(backend, 'connection_status')).toBe('"disconnected"')
    expect(ready).toBe(true)
    expect(clock.pending()).toEqual([])
  })

  it('a stored connector announced late (EIP-6963) is still restored within the wait', async () => {
    const backend = await previousVisit()
    const clock = createFakeClock()
    const wallet = createFakeConnector()
    const { kit } = createTestKit({
      storage: backend,
      clock,
      plugins: [
        fakeChainPlugin('eip155'),
        {
          id: 'announcer',
          setup(ctx) {
            const timer = ctx.clock.setTimeout(() => ctx.connectors.register(wallet), 200)
            ctx.onDispose(() => ctx.clock.clearTimeout(timer))
          },
        },
      ],
    })
    await settle()
    clock.advance(200)
    await kit.ready
    expect(kit.getAccount().status).toBe('connected')
    expect(wallet.calls.reconnect).toBe(1)
    expect(clock.pending()).toEqual([])
  })

  it('a wallet that no longer authorises the site (reconnect → undefined) leaves the kit disconnected', async () => {
    const backend = await previousVisit()
    const { kit, wallet } = evmKit({ storage: backend, wallet: createFakeConnector({ reconnect: 'expired' }) })
    await kit.ready
    expect(wallet.calls.reconnect).toBe(1)
    expect(kit.getAccount().status).toBe('disconnected')
    expect(raw(backend, 'eip155:connected_connector_id')).toBeNull()
    expect(raw(backend, 'connection_status')).toBe('"disconnected"')
  })

  it('does not reconnect after the visitor disconnected, nor with enableReconnect: false', async () => {
    const backend = await previousVisit()
    const off = evmKit({ storage: backend, enableReconnect: false })
    await off.kit.ready
    expect(off.wallet.calls.reconnect).toBe(0)
    expect(off.kit.getAccount().status).toBe('disconnected')

    const again = await previousVisit()
    const first = evmKit({ storage: again })
    await first.kit.ready
    await first.kit.disconnect()
    await first.kit.destroy()
    const second = evmKit({ storage: again })
    await second.kit.ready
    expect(second.wallet.calls.reconnect).toBe(0)
    expect(second.kit.getAccount().status).toBe('disconnected')
  })

  it('a reload during the reconnect wait keeps the session for the next load', async () => {
    const backend = await previousVisit()
    const clock = createFakeClock()
    const interrupted = createTestKit({ storage: backend, clock, plugins: [fakeChainPlugin('eip155')] })
    await settle()
    expect(interrupted.kit.getAccount().status).toBe('reconnecting')
    await interrupted.kit.destroy()
    expect(clock.pending()).toEqual([])

    const { kit, wallet } = evmKit({ storage: backend })
    await kit.ready
    expect(wallet.calls.reconnect).toBe(1)
    expect(kit.getAccount().status).toBe('connected')
  })

  it('starts on the network stored by the last visit', async () => {
    const backend = memoryStorage()
    const first = evmKit({ storage: backend })
    await first.kit.ready
    await first.kit.switchNetwork(testNetworks.optimism)
    await first.kit.destroy()
    const second = evmKit({ storage: backend })
    await second.kit.ready
    expect(second.kit.getCaipNetwork()?.caipNetworkId).toBe('eip155:10')
  })
})

describe('disconnect (spec §4)', () => {
  it('resets the account, clears storage, tracks DISCONNECT_SUCCESS and lets go of the wallet', async () => {
    const { kit, wallet, storage } = evmKit()
    await kit.ready
    await kit.connect('fake')
    kit.open()
    storage.setItem('@appkit-wallet/connected_social', '"google"')
    const tracked = trackedBy(kit)

    await kit.disconnect()

    expect(wallet.calls.disconnect).toBe(1)
    expect(wallet.subscriberCount()).toBe(0)
    expect(kit.getAccount()).toEqual({ allAccounts: [], caipAddress: undefined, address: undefined, isConnected: false, status: 'disconnected' })
    expect(kit.getState().activeCaipAddress).toBeUndefined()
    expect(kit.getCaipNetwork()?.caipNetworkId).toBe('eip155:1')
    expect(raw(storage, 'connection_status')).toBe('"disconnected"')
    expect(raw(storage, 'eip155:connected_connector_id')).toBeNull()
    expect(raw(storage, 'wallet_name')).toBeNull()
    expect(tracked.find('DISCONNECT_SUCCESS')).toBeDefined()
    expect(kit.getState().modal.history).toEqual([{ view: 'Connect' }])
  })

  describe('with eip155 and solana', () => {
    function twoChains(eip155: FakeConnector, solana: FakeConnector) {
      return createTestKit({
        networks: [testNetworks.mainnet, testNetworks.solana],
        plugins: [fakeChainPlugin('eip155', { connectors: [eip155] }), fakeChainPlugin('solana', { connectors: [solana] })],
      })
    }
    const walletConnect = (chain: Namespace, accounts: string[], chainId: string | number) =>
      createFakeConnector({ id: `walletConnect:${chain}`, name: 'WalletConnect', type: 'WALLET_CONNECT', chain, accounts, chainId })

    it('disconnecting one namespace of a WalletConnect pairing disconnects every namespace on it', async () => {
      const evm = walletConnect('eip155', [FAKE_ADDRESS], 1)
      const sol = walletConnect('solana', [SOL_ADDRESS], testNetworks.solana.id)
      const { kit } = twoChains(evm, sol)
      await kit.ready
      await kit.connect(evm.id)
      await kit.connect(sol.id)
      expect(kit.getAccount('solana').isConnected).toBe(true)

      await kit.disconnect('eip155')

      expect(kit.getAccount('eip155').status).toBe('disconnected')
      expect(kit.getAccount('solana').status).toBe('disconnected')
      expect(sol.subscriberCount()).toBe(0)
    })

    it('disconnecting a namespace leaves another namespace on a different wallet connected', async () => {
      const evm = walletConnect('eip155', [FAKE_ADDRESS], 1)
      const phantom = createFakeConnector({ id: 'phantom', name: 'Phantom', chain: 'solana', accounts: [SOL_ADDRESS], chainId: testNetworks.solana.id })
      const { kit } = twoChains(evm, phantom)
      await kit.ready
      await kit.connect(evm.id)
      await kit.connect('phantom')

      await kit.disconnect('eip155')

      expect(kit.getAccount('eip155').status).toBe('disconnected')
      expect(kit.getAccount('solana')).toMatchObject({ status: 'connected', address: SOL_ADDRESS })
      expect(phantom.calls.disconnect).toBe(0)
    })

    it('the namespace the visitor connects last becomes the active one, its account and network with it', async () => {
      const evm = createFakeConnector()
      const phantom = createFakeConnector({ id: 'phantom', chain: 'solana', accounts: [SOL_ADDRESS], chainId: testNetworks.solana.id })
      const { kit } = twoChains(evm, phantom)
      await kit.ready
      await kit.connect('phantom')
      expect(kit.getState().activeNamespace).toBe('solana')
      await kit.connect('fake')
      expect(kit.getState().activeNamespace).toBe('eip155')
      expect(kit.getAccount()).toMatchObject({ address: FAKE_ADDRESS, isConnected: true })
      expect(kit.getCaipNetwork()?.caipNetworkId).toBe('eip155:1')
      expect(kit.getAccount('solana').isConnected).toBe(true)
    })

    it('disconnect() with no namespace disconnects them all', async () => {
      const evm = createFakeConnector()
      const phantom = createFakeConnector({ id: 'phantom', chain: 'solana', accounts: [SOL_ADDRESS], chainId: testNetworks.solana.id })
      const { kit, storage } = twoChains(evm, phantom)
      await kit.ready
      await kit.connect('fake')
      await kit.connect('phantom')
      await kit.disconnect()
      expect(kit.getAccount('eip155').status).toBe('disconnected')
      expect(kit.getAccount('solana').status).toBe('disconnected')
      expect([evm.calls.disconnect, phantom.calls.disconnect]).toEqual([1, 1])
      expect(raw(storage, 'connection_status')).toBe('"disconnected"')
    })
  })

  it("a wallet whose disconnect throws: local state is still reset, 'Failed to disconnect chain eip155: …', DISCONNECT_ERROR", async () => {
    const { kit, wallet, storage } = evmKit({ wallet: createFakeConnector({ disconnectError: new Error('socket closed') }) })
    await kit.ready
    await kit.connect('fake')
    const tracked = trackedBy(kit)

    const error = await kit.disconnect().catch((e: unknown) => e)

    expect(error).toBeInstanceOf(KitError)
    expect((error as KitError).shortMessage).toBe('Failed to disconnect chain eip155: socket closed')
    expect((error as KitError).message.startsWith('Failed to disconnect chain eip155: socket closed')).toBe(true)
    expect((error as KitError).walk()).toEqual(new Error('socket closed'))
    expect(kit.getAccount().status).toBe('disconnected')
    expect(wallet.subscriberCount()).toBe(0)
    expect(raw(storage, 'eip155:connected_connector_id')).toBeNull()
    expect(tracked.names()).toEqual(['DISCONNECT_ERROR'])
    expect(tracked.find('DISCONNECT_ERROR')?.properties).toEqual({ message: 'Failed to disconnect chain eip155: socket closed' })
  })
})

describe('wallet events', () => {
  async function connected(getBalance?: (address: string) => string) {
    const wallet = createFakeConnector()
    const balances: string[] = []
    const { kit, storage, clock } = createTestKit({
      plugins: [
        fakeChainPlugin('eip155', {
          connectors: [wallet],
          getBalance: getBalance && (async ({ address }) => (balances.push(address), { balance: getBalance(address), symbol: 'ETH' })),
        }),
      ],
    })
    await kit.ready
    await kit.connect('fake')
    await settle()
    return { kit, wallet, storage, balances, clock }
  }

  it('accountsChanged moves to the new address and loads its balance', async () => {
    const { kit, wallet, balances, clock } = await connected((address) => (address === OTHER_ADDRESS ? '2' : '1'))
    wallet.emit({ type: 'accountsChanged', accounts: [OTHER_ADDRESS, FAKE_ADDRESS] })
    expect(kit.getAccount()).toMatchObject({ address: OTHER_ADDRESS, caipAddress: `eip155:1:${OTHER_ADDRESS}`, status: 'connected' })
    expect(kit.getAccount().allAccounts.map((a) => a.address)).toEqual([OTHER_ADDRESS, FAKE_ADDRESS])
    clock.advance(ACCOUNT_SETTLE_MS)
    await settle()
    expect(balances).toEqual([FAKE_ADDRESS, OTHER_ADDRESS])
    expect(kit.getState().chains.eip155?.accountState.balance).toBe('2')
  })

  it('accountsChanged with no account means the wallet disconnected the site', async () => {
    const { kit, wallet, storage } = await connected()
    kit.open()
    wallet.emit({ type: 'accountsChanged', accounts: [] })
    expect(kit.getAccount().status).toBe('disconnected')
    expect(raw(storage, 'connection_status')).toBe('"disconnected"')
    expect(raw(storage, 'eip155:connected_connector_id')).toBeNull()
    expect(kit.getState().modal.history).toEqual([{ view: 'Connect' }])
    expect(wallet.subscriberCount()).toBe(0)
  })

  it('a disconnect event resets the account', async () => {
    const { kit, wallet } = await connected()
    wallet.emit({ type: 'disconnect' })
    expect(kit.getAccount().status).toBe('disconnected')
  })

  it('events from a wallet the kit let go of change nothing', async () => {
    const { kit, wallet } = await connected()
    await kit.disconnect()
    wallet.emit({ type: 'accountsChanged', accounts: [OTHER_ADDRESS] })
    expect(kit.getAccount()).toMatchObject({ status: 'disconnected', address: undefined })
  })
})

describe('signMessage', () => {
  it('asks the connected wallet to sign with the active address', async () => {
    const { kit, wallet } = evmKit({ wallet: createFakeConnector({ signature: '0xabc' }) })
    await kit.ready
    await kit.connect('fake')
    await expect(kit.signMessage({ message: 'hello' })).resolves.toBe('0xabc')
    expect(wallet.calls.signMessage).toBe(1)
  })

  it("rejects with 'No ActiveCaipAddress found' when nothing is connected", async () => {
    const { kit, wallet } = evmKit()
    await kit.ready
    await expect(kit.signMessage({ message: 'hello' })).rejects.toMatchObject({ shortMessage: 'No ActiveCaipAddress found' })
    expect(wallet.calls.signMessage).toBe(0)
  })
})

describe('getProvider', () => {
  it("hands host code the connected wallet's own provider, and nothing once it is disconnected", async () => {
    const own = { request: async () => null }
    const wallet: FakeConnector = { ...createFakeConnector(), getProvider: async () => own }
    const { kit } = evmKit({ wallet })
    await kit.ready
    await expect(kit.getProvider()).resolves.toBeUndefined()
    await kit.connect('fake')
    await expect(kit.getProvider()).resolves.toBe(own)
    await expect(kit.getProvider('eip155')).resolves.toBe(own)
    await expect(kit.getProvider('solana')).resolves.toBeUndefined()
    await kit.disconnect()
    await expect(kit.getProvider('eip155')).resolves.toBeUndefined()
  })
})

describe('destroy during a connect', () => {
  it('a connect the wallet never answers rejects with the kit destroyed error', async () => {
    const silent: FakeConnector = { ...createFakeConnector(), connect: () => new Promise<never>(() => {}) }
    const { kit } = evmKit({ wallet: silent })
    await kit.ready
    const pending = kit.connect('fake').catch((e: unknown) => e)
    await settle()

    await kit.destroy()
    const error = await pending
    expect(error).toBeInstanceOf(KitDestroyedError)
    expect(error).toMatchObject({ shortMessage: 'The kit was destroyed' })
    expect(silent.calls.disconnect).toBe(0)
  })

  it('a connection step that never finishes rejects the same way', async () => {
    const wallet = createFakeConnector()
    const { kit } = createTestKit({
      plugins: [
        fakeChainPlugin('eip155', { connectors: [wallet] }),
        { id: 'stuck', setup: (ctx) => void ctx.connection.addStep({ id: 'never', run: () => new Promise<never>(() => {}) }) },
      ],
    })
    await kit.ready
    const pending = kit.connect('fake').catch((e: unknown) => e)
    await settle()

    await kit.destroy()
    expect(await pending).toBeInstanceOf(KitDestroyedError)
  })
})
