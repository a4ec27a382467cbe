import { describe, expect, it } from 'vitest'
import type { KitOptionsInput } from './options.js'
import { createFakeConnector } from './testing/fake-connector.js'
import { createTestKit } from './testing/test-kit.js'
import { testNetworks } from './testing/test-networks.js'
import type { Connector, KitPlugin } from './types.js'

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
    expect(kit.connectors.list('solana').map((c) => c.id)).toEqual(['phantom-sol'])
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

  it('exclusions added later (resolved by a wallet registry) apply at once', async () => {
    const { kit } = kitWith([createFakeConnector({ id: 'a', name: 'Rabby', rdns: 'io.rabby' })])
    await kit.ready
    kit.connectors.addExclusions(['io.rabby'])
    expect(kit.getState().connectors).toEqual([])
  })

  it('unregistering removes the entry, and a duplicate id throws', async () => {
    const { kit, unregister } = kitWith([createFakeConnector({ id: 'a' })])
    await kit.ready
    expect(() => kit.connectors.register(createFakeConnector({ id: 'a' }))).toThrow('Connector "a" is already registered')
    unregister[0]!()
    expect(kit.getState().connectors).toEqual([])
    expect(kit.connectors.get('a')).toBeUndefined()
  })

  it("announces each registration on the bus ('connector:registered')", async () => {
    const { kit } = kitWith([])
    await kit.ready
    const ids: string[] = []
    kit.bus.on('connector:registered', (e) => ids.push(e.id))
    kit.connectors.register(createFakeConnector({ id: 'late' }))
    expect(ids).toEqual(['late'])
  })
})
