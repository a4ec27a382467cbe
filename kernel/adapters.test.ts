import { describe, expect, it } from 'vitest'
import { createTestKit } from './testing/test-kit.js'
import { testNetworks } from './testing/test-networks.js'
import type { KitPlugin, Unsubscribe } from './index.js'

const { mainnet, optimism, solana } = testNetworks

/** Registers an adapter per namespace and hands the undo functions to the test. */
function adaptersPlugin(undo: Map<string, Unsubscribe>): KitPlugin {
  return {
    id: 'chains',
    setup(ctx) {
      undo.set('eip155', ctx.adapters.register({ namespace: 'eip155' }))
      undo.set('solana', ctx.adapters.register({ namespace: 'solana' }))
    },
  }
}

describe('adapters (spec §3, §4)', () => {
  it("create their namespace's chain state with the kit's networks for it", async () => {
    const { kit } = createTestKit({ networks: [mainnet, solana, optimism], plugins: [adaptersPlugin(new Map())] })
    await kit.ready
    const { chains, namespaces } = kit.getState()
    expect(namespaces).toEqual(['eip155', 'solana'])
    expect(chains.eip155?.caipNetworks).toEqual([mainnet, optimism])
    expect(chains.solana?.caipNetworks).toEqual([solana])
    expect(chains.solana?.networkState.caipNetwork).toEqual(solana)
  })

  it('one per namespace: a second adapter for it fails its plugin', async () => {
    const { kit } = createTestKit({
      plugins: [
        { id: 'one', setup: (ctx) => void ctx.adapters.register({ namespace: 'eip155' }) },
        { id: 'two', setup: (ctx) => void ctx.adapters.register({ namespace: 'eip155' }) },
      ],
    })
    await kit.ready
    expect(String(kit.failedPlugins[0]?.error)).toContain('An adapter for namespace "eip155" is already registered')
    expect(kit.failedPlugins.map((r) => r.id)).toEqual(['two'])
  })

  it("removing the active chain's adapter makes the first network of another chain active", async () => {
    const undo = new Map<string, Unsubscribe>()
    const { kit } = createTestKit({ networks: [mainnet, solana], plugins: [adaptersPlugin(undo)] })
    await kit.ready
    expect(kit.getState().activeNamespace).toBe('eip155')
    undo.get('eip155')!()
    expect(kit.getState()).toMatchObject({ activeNamespace: 'solana', namespaces: ['solana'] })
    expect(kit.getCaipNetwork()).toEqual(solana)
    expect(kit.getState().chains.eip155).toBeUndefined()
  })

  it('removing the last adapter leaves no active network', async () => {
    const undo = new Map<string, Unsubscribe>()
    const { kit } = createTestKit({ networks: [mainnet, solana], plugins: [adaptersPlugin(undo)] })
    await kit.ready
    undo.get('solana')!()
    undo.get('eip155')!()
    expect(kit.getState()).toMatchObject({ activeNamespace: undefined, activeCaipNetwork: undefined, namespaces: [] })
  })
})
