import { describe, expect, it } from 'vitest'
import type { KitOptionsInput } from './options.js'
import { createFakeConnector } from './testing/fake-connector.js'
import { createTestKit } from './testing/test-kit.js'
import { testNetworks } from './testing/test-networks.js'
import type { Connector, KitPlugin } from './index.js'
import { kitInternals } from './internals.js'

function kitWith(connectors: readonly Connector[], options: Omit<Partial<KitOptionsInput>, 'clock'> = {}) {
  const unregister: (() => void)[] = []
  const plugin: KitPlugin = {
    id: 'wallets',
    setup(ctx) {
      for (const c of connectors) unregister.push(ctx.connectors.register(c))
    },
  }
  const test = createTestKit({ networks: [testNetworks.mainnet, testNetworks.solana], ...options, plugins: [plugin] })
  return { ...test, unregister }
}

describe('connector summaries in state (spec §3)', () => {
  it('merges same-named connectors on different chains into one MULTI_CHAIN entry', async () => {
    const { kit } = kitWith([
      createFakeConnector({ id: 'phantom-evm', name: 'Phantom', chain: 'eip155', rdns: 'app.phantom' }),
      createFakeConnector({ id: 'phantom-sol', name: 'phantom', chain: 'solana' }),
      createFakeConnector({ id: 'metamask', name: 'MetaMask', chain: 'eip155', rdns: 'io.metamask' }),
    ])
    await kit.ready
    expect(kit.getState().connectors).toEqual([
      expect.objectContaining({ id: 'phantom-evm', type: 'MULTI_CHAIN', chain: 'eip155', chains: ['eip155', 'solana'], rdns: 'app.phantom' }),
      expect.objectContaining({ id: 'metamask', type: 'INJECTED', chains: ['eip155'], installed: true }),
    ])
    // The live objects stay reachable by id and per namespace.
    expect(kitInternals(kit).connectors.list('solana').map((c) => c.id)).toEqual(['phantom-sol'])
  })

  it('hides connectors the host excluded, by registry id, rdns or case-insensitive name', async () => {
    const { kit } = kitWith(
      [
        createFakeConnector({ id: 'a', name: 'Rabby Wallet', explorerId: 'rabby-id' }),
        createFakeConnector({ id: 'b', name: 'MetaMask', rdns: 'io.metamask' }),
        createFakeConnector({ id: 'c', name: 'Trust', type: 'ANNOUNCED' }),
        createFakeConnector({ id: 'd', name: 'Coinbase' }),
      ],
      { excludeWalletIds: ['rabby-id', 'IO.METAMASK', 'trust'] },
    )
    await kit.ready
    expect(kit.getState().connectors.map((c) => c.id)).toEqual(['d'])
  })

  it('never hides the pairing or embedded-wallet connector, whatever its name', async () => {
    const { kit } = kitWith(
      [
        createFakeConnector({ id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT' }),
        createFakeConnector({ id: 'auth', name: 'Email', type: 'AUTH' }),
      ],
      { excludeWalletIds: ['walletconnect', 'email'] },
    )
    await kit.ready
    expect(kit.getState().connectors.map((c) => c.id)).toEqual(['walletConnect', 'auth'])
  })

  it('exclusions added later (resolved by a wallet registry) apply at once, and their undo brings the wallet back', async () => {
    const { kit } = kitWith([createFakeConnector({ id: 'a', name: 'Rabby', rdns: 'io.rabby' })])
    await kit.ready
    const undo = kitInternals(kit).connectors.exclude(['io.rabby'])
    expect(kit.getState().connectors).toEqual([])
    undo()
    expect(kit.getState().connectors.map((c) => c.id)).toEqual(['a'])
  })

  it('one id may serve several namespaces, a connector each; get() picks the namespace asked, else the active one', async () => {
    const evm = createFakeConnector({ id: 'pair', name: 'Pair', type: 'WALLET_CONNECT', chain: 'eip155' })
    const sol = createFakeConnector({ id: 'pair', name: 'Pair', type: 'WALLET_CONNECT', chain: 'solana' })
    const plugin: KitPlugin = {
      id: 'two',
      setup(ctx) {
        ctx.adapters.register({ namespace: 'eip155' })
        ctx.adapters.register({ namespace: 'solana' })
        ctx.connectors.register(evm)
        ctx.connectors.register(sol)
        expect(() => ctx.connectors.register(createFakeConnector({ id: 'pair', chain: 'solana' }))).toThrow('Connector "solana:pair" is already registered')
      },
    }
    const { kit } = createTestKit({ networks: [testNetworks.mainnet, testNetworks.solana], plugins: [plugin] })
    await kit.ready
    const { connectors } = kitInternals(kit)
    expect(connectors.get('pair', 'solana')).toBe(sol)
    expect(connectors.get('pair')).toBe(evm)
    await kit.switchNetwork(testNetworks.solana)
    expect(connectors.get('pair')).toBe(sol)
    await kit.connect('pair', { namespace: 'solana' })
    expect(sol.calls.connect).toBe(1)
    expect(evm.calls.connect).toBe(0)
  })

  it('unregistering removes the entry, and a duplicate id throws', async () => {
    const { kit, unregister } = kitWith([createFakeConnector({ id: 'a' })])
    await kit.ready
    expect(() => kitInternals(kit).connectors.register(createFakeConnector({ id: 'a' }))).toThrow('Connector "eip155:a" is already registered')
    unregister[0]!()
    expect(kit.getState().connectors).toEqual([])
    expect(kitInternals(kit).connectors.get('a')).toBeUndefined()
  })

  it("announces each registration on the bus ('connector:registered')", async () => {
    const { kit } = kitWith([])
    await kit.ready
    const ids: string[] = []
    kitInternals(kit).bus.on('connector:registered', (e) => ids.push(e.id))
    kitInternals(kit).connectors.register(createFakeConnector({ id: 'late' }))
    expect(ids).toEqual(['late'])
  })
})
