import { describe, expect, it } from 'vitest'
import { InvalidOptionsError } from './errors.js'
import { withDefaultNetwork, withInitialState, type KitInitialState } from './initial-state.js'
import { kitInternals } from './internals.js'
import type { Kit } from './kernel.js'
import { initialState } from './shell.js'
import { memoryStorage, type StorageBackend } from './storage.js'
import { createFakeConnector, FAKE_ADDRESS, type FakeConnector } from './testing/fake-connector.js'
import { fakeChainPlugin } from './testing/fake-chain-plugin.js'
import { settle } from './testing/settle.js'
import { createTestKit } from './testing/test-kit.js'
import { testNetworks } from './testing/test-networks.js'
import type { KitState } from './types.js'

const OTHER_ADDRESS = '0x2222222222222222222222222222222222222222'
const networks = [testNetworks.mainnet, testNetworks.optimism, testNetworks.solana]
const fresh = () => initialState() as KitState
const stored = (address = FAKE_ADDRESS): KitInitialState => ({
  activeCaipNetworkId: 'eip155:10',
  connections: { eip155: { connectorId: 'fake', accounts: [{ address, type: 'eoa' }], caipNetworkId: 'eip155:10' } },
})
const connectionsIn = (backend: StorageBackend): unknown => JSON.parse(backend.getItem('@appkit-wallet/connections') ?? 'null')

describe('withInitialState', () => {
  it('shows a stored connection as an account being restored, on its network', () => {
    const state = withInitialState(fresh(), stored(), networks)
    expect(state.activeNamespace).toBe('eip155')
    expect(state.activeCaipNetwork).toBe(testNetworks.optimism)
    expect(state.activeCaipAddress).toBe(`eip155:10:${FAKE_ADDRESS}`)
    expect(state.chains.eip155?.accountState).toMatchObject({
      status: 'reconnecting',
      address: FAKE_ADDRESS,
      caipAddress: `eip155:10:${FAKE_ADDRESS}`,
      allAccounts: [{ namespace: 'eip155', address: FAKE_ADDRESS, type: 'eoa' }],
    })
    expect(state.chains.eip155?.caipNetworks).toEqual([testNetworks.mainnet, testNetworks.optimism])
    // Nothing else of the kit's state is invented: the namespace has no adapter yet.
    expect(state.namespaces).toEqual([])
  })

  it('makes the connected namespace active when the stored active network has no account', () => {
    const state = withInitialState(fresh(), { ...stored(), activeCaipNetworkId: testNetworks.solana.caipNetworkId }, networks)
    expect(state.activeNamespace).toBe('eip155')
    expect(state.activeCaipNetwork).toBe(testNetworks.optimism)
  })

  it('leaves the state as it was when nothing fits the kit', () => {
    const state = fresh()
    const unusable: unknown[] = [
      undefined,
      null,
      'eip155',
      [],
      { activeCaipNetworkId: 'eip155:1' }, // a network alone: the button would read 'Connecting…' while plugins load
      { connections: { eip155: { connectorId: 'fake', accounts: [], caipNetworkId: 'eip155:1' } } },
      { connections: { eip155: { connectorId: 'fake', accounts: [{ address: 'eip155:1:0xab', type: 'eoa' }] } } },
      { connections: { eip155: { connectorId: 'fake', accounts: [{ address: FAKE_ADDRESS, type: 'admin' }] } } },
      { connections: { eip155: { connectorId: 'fake', accounts: Array(5).fill({ address: FAKE_ADDRESS, type: 'eoa' }) } } },
      { connections: { cosmos: { connectorId: 'fake', accounts: [{ address: FAKE_ADDRESS, type: 'eoa' }] } } }, // no cosmos network
      { connections: JSON.parse('{"__proto__": {"eip155": {"connectorId": "x", "accounts": [{"address": "0xab", "type": "eoa"}]}}}') },
    ]
    for (const seed of unusable) expect(withInitialState(state, seed as KitInitialState, networks)).toBe(state)
    expect(({} as Record<string, unknown>).eip155).toBeUndefined()
    expect(withInitialState(state, stored(), networks, { reconnect: false })).toBe(state)
  })

  it('falls back to the namespace’s first network when the stored one is not configured', () => {
    const state = withInitialState(fresh(), { connections: { eip155: { connectorId: 'fake', accounts: [{ address: FAKE_ADDRESS, type: 'eoa' }], caipNetworkId: 'eip155:999' } } }, networks)
    expect(state.activeCaipNetwork).toBe(testNetworks.mainnet)
    expect(state.activeCaipAddress).toBe(`eip155:1:${FAKE_ADDRESS}`)
  })
})

/** Every (status, address) the active account goes through, from the kit's first state. */
function accountsSeen(kit: Kit) {
  const account = (s: Readonly<KitState>) => {
    const a = s.activeNamespace ? s.chains[s.activeNamespace]?.accountState : undefined
    return `${a?.status ?? '-'} ${a?.address ?? '-'}`
  }
  const seen = [account(kit.getState())]
  kit.subscribeState(() => {
    const now = account(kit.getState())
    if (seen.at(-1) !== now) seen.push(now)
  })
  return seen
}

/** A kit started from an initial state, over storage where a first kit left a connection. */
async function reloadedKit(options: { wallet?: FakeConnector; plugins?: boolean; enableReconnect?: boolean } = {}) {
  const storage = memoryStorage()
  const first = createTestKit({ storage, plugins: [fakeChainPlugin('eip155', { connectors: [createFakeConnector()] })] })
  await first.kit.ready
  await first.kit.connect('fake')
  await first.kit.switchNetwork(testNetworks.optimism)
  await first.kit.destroy()
  const initial: KitInitialState = { activeCaipNetworkId: 'eip155:10', connections: connectionsIn(storage) as KitInitialState['connections'] }
  const wallet = options.wallet ?? createFakeConnector({ chainId: 10 })
  const test = createTestKit({
    storage,
    initialState: initial,
    enableReconnect: options.enableReconnect,
    plugins: options.plugins === false ? [] : [fakeChainPlugin('eip155', { connectors: [wallet] })],
  })
  return { ...test, wallet, seen: accountsSeen(test.kit) }
}

describe('withDefaultNetwork', () => {
  it('starts on the host’s default network, else the first, and keeps a network the initial state chose', () => {
    expect(withDefaultNetwork(fresh(), testNetworks.optimism, networks).activeCaipNetwork).toBe(testNetworks.optimism)
    expect(withDefaultNetwork(fresh(), undefined, networks).activeCaipNetwork).toBe(testNetworks.mainnet)
    const restored = withInitialState(fresh(), stored(), networks)
    expect(withDefaultNetwork(restored, testNetworks.mainnet, networks).activeCaipNetwork?.caipNetworkId).toBe('eip155:10')
  })

  it('ignores what is not a network (options are unparsed here) and sets no active namespace', () => {
    expect(withDefaultNetwork(fresh(), { name: 1 }, [null, 'x']).activeCaipNetwork).toBeUndefined()
    expect(withDefaultNetwork(fresh(), undefined, 'nope').activeCaipNetwork).toBeUndefined()
    expect(withDefaultNetwork(fresh(), undefined, networks).activeNamespace).toBeUndefined()
  })
})

describe('a kit started from an initial state', () => {
  it('shows the account from its first state, keeps it while reconnecting, and ends connected', async () => {
    const { kit, seen } = await reloadedKit()
    expect(kitInternals(kit).initialState.activeCaipAddress).toBe(`eip155:10:${FAKE_ADDRESS}`)
    await kit.ready
    expect(seen).toEqual([`reconnecting ${FAKE_ADDRESS}`, `connected ${FAKE_ADDRESS}`])
    expect(kit.getAccount()).toMatchObject({ isConnected: true, address: FAKE_ADDRESS, caipAddress: `eip155:10:${FAKE_ADDRESS}` })
    expect(kit.getState().namespaces).toEqual(['eip155'])
  })

  it('falls back to disconnected, with no address left behind, when the wallet no longer restores', async () => {
    const { kit, seen, storage } = await reloadedKit({ wallet: createFakeConnector({ reconnect: 'expired' }) })
    await kit.ready
    expect(seen).toEqual([`reconnecting ${FAKE_ADDRESS}`, 'disconnected -'])
    expect(kit.getAccount()).toMatchObject({ isConnected: false, address: undefined, caipAddress: undefined, allAccounts: [] })
    expect(kit.getState().activeCaipAddress).toBeUndefined()
    expect(connectionsIn(storage)).toBeNull()
  })

  it('falls back to disconnected when reconnecting is off', async () => {
    const { kit } = await reloadedKit({ enableReconnect: false })
    expect(kit.getAccount().address).toBeUndefined()
    await kit.ready
    expect(kit.getAccount()).toMatchObject({ status: 'disconnected', address: undefined })
  })

  it('drops an account whose chain plugin never registered', async () => {
    const { kit } = await reloadedKit({ plugins: false })
    expect(kit.getAccount().address).toBe(FAKE_ADDRESS)
    await kit.ready
    expect(kit.getState().chains).toEqual({})
    expect(kit.getState().activeNamespace).toBeUndefined()
    expect(kit.getAccount()).toMatchObject({ status: undefined, address: undefined })
  })
})

describe('a kit reloaded without an initial state', () => {
  it('shows the stored account while the wallet confirms it, so the button never reads Connecting… in between', async () => {
    const storage = memoryStorage()
    const first = createTestKit({ storage, plugins: [fakeChainPlugin('eip155', { connectors: [createFakeConnector()] })] })
    await first.kit.ready
    await first.kit.connect('fake')
    await first.kit.destroy()
    // As when the runtime boots before the page hydrates: no initial state reaches the kit, only its storage.
    const second = createTestKit({ storage, plugins: [fakeChainPlugin('eip155', { connectors: [createFakeConnector()] })] })
    const seen = accountsSeen(second.kit)
    await second.kit.ready
    expect(seen.filter((entry) => !entry.endsWith(FAKE_ADDRESS))).toEqual([])
    expect(seen.at(-1)).toBe(`connected ${FAKE_ADDRESS}`)
  })
})

describe('the initialState option', () => {
  it('is parsed with the other options: a malformed one is a clear error, not a silent account', () => {
    let error: unknown
    try {
      createTestKit({ initialState: { connections: 'eip155' } as unknown as KitInitialState })
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(InvalidOptionsError)
    expect((error as InvalidOptionsError).issues.map((i) => i.path)).toEqual([['initialState', 'connections']])
  })
})

describe('hydrate', () => {
  it('applies an initial state to a kit nothing has written yet, once, and hands back the same state per argument', async () => {
    const { kit } = createTestKit({ plugins: [fakeChainPlugin('eip155', { connectors: [createFakeConnector({ chainId: 10 })] })] })
    const internals = kitInternals(kit)
    const created = internals.initialState
    const initial = stored()
    const seeded = internals.hydrate(initial)
    expect(seeded.activeCaipAddress).toBe(`eip155:10:${FAKE_ADDRESS}`)
    expect(kit.getState()).toBe(seeded)
    expect(internals.hydrate(initial)).toBe(seeded)
    // The kit's own creation state is not changed: a server kit shared by visitors keeps rendering its own.
    expect(internals.initialState).toBe(created)

    // Another state later does not overwrite the live one.
    const other = internals.hydrate(stored(OTHER_ADDRESS))
    expect(other.activeCaipAddress).toBe(`eip155:10:${OTHER_ADDRESS}`)
    expect(kit.getState()).toBe(seeded)
  })

  it('leaves a kit that has started alone', async () => {
    const { kit } = createTestKit({ plugins: [fakeChainPlugin('eip155', { connectors: [createFakeConnector()] })] })
    await kit.ready
    const before = kit.getState()
    kitInternals(kit).hydrate(stored())
    expect(kit.getState()).toBe(before)
    expect(kit.getAccount().address).toBeUndefined()
  })
})

describe('the stored connections (spec §3 `connections`)', () => {
  it('follow connect, network and account changes, and go on disconnect', async () => {
    const wallet = createFakeConnector()
    const { kit, storage } = createTestKit({ plugins: [fakeChainPlugin('eip155', { connectors: [wallet] })] })
    await kit.ready
    expect(connectionsIn(storage)).toBeNull()

    await kit.connect('fake')
    expect(connectionsIn(storage)).toEqual({ eip155: { connectorId: 'fake', accounts: [{ address: FAKE_ADDRESS, type: 'eoa' }], caipNetworkId: 'eip155:1' } })

    await kit.switchNetwork(testNetworks.optimism)
    expect(connectionsIn(storage)).toMatchObject({ eip155: { caipNetworkId: 'eip155:10' } })

    wallet.emit({ type: 'accountsChanged', accounts: [OTHER_ADDRESS, FAKE_ADDRESS] })
    await settle()
    expect(connectionsIn(storage)).toMatchObject({
      eip155: {
        accounts: [
          { address: OTHER_ADDRESS, type: 'eoa' },
          { address: FAKE_ADDRESS, type: 'eoa' },
        ],
      },
    })

    // A chain the kit does not know: the network is left out, the account kept.
    wallet.emit({ type: 'chainChanged', chainId: 424242 })
    await settle()
    expect(connectionsIn(storage)).toEqual({ eip155: { connectorId: 'fake', accounts: expect.any(Array) } })

    await kit.disconnect()
    expect(connectionsIn(storage)).toBeNull()
  })
})
