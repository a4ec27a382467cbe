import { describe, expect, it } from 'vitest'
import { createFakeConnector, FAKE_ADDRESS } from './testing/fake-connector.js'
import { fakeChainPlugin } from './testing/fake-chain-plugin.js'
import { expectClean } from './testing/expect-clean.js'
import { createTestKit } from './testing/test-kit.js'
import { testNetworks } from './testing/test-networks.js'
import type { KitEvents, KitPlugin } from './index.js'
import { kitInternals } from './internals.js'

function evmKit() {
  const wallet = createFakeConnector()
  const test = createTestKit({ plugins: [fakeChainPlugin('eip155', { connectors: [wallet] })] })
  const events: string[] = []
  test.kit.subscribeEvents((type) => events.push(type))
  return { ...test, wallet, events }
}

describe('start-up', () => {
  it('ready resolves once plugins ran, and MODAL_CREATED is tracked', async () => {
    const { kit } = createTestKit({ plugins: [fakeChainPlugin('eip155')] })
    const tracked: KitEvents['kit:tracked']['event'][] = []
    kitInternals(kit).bus.on('kit:tracked', (e) => tracked.push(e.event))
    await kit.ready
    expect(kit.getState().namespaces).toEqual(['eip155'])
    expect(kit.getAccount().status).toBe('disconnected')
    expect(kit.getCaipNetwork()).toEqual(testNetworks.mainnet)
    expect(tracked).toEqual(['MODAL_CREATED'])
  })

  it('runs no plugin synchronously inside createKernel, so the host can subscribe first', () => {
    let ran = false
    createTestKit({ plugins: [{ id: 'p', setup: () => void (ran = true) }] })
    expect(ran).toBe(false)
  })
})

describe('two kits on one page', () => {
  it('keep their own state', async () => {
    const a = evmKit()
    const b = evmKit()
    await Promise.all([a.kit.ready, b.kit.ready])
    await a.kit.connect('fake')
    a.kit.open()
    await a.kit.switchNetwork(testNetworks.optimism)

    expect(a.kit.getAccount().address).toBe(FAKE_ADDRESS)
    expect(b.kit.getAccount()).toMatchObject({ status: 'disconnected', address: undefined })
    expect(b.kit.getState().modal.open).toBe(false)
    expect(b.kit.getCaipNetwork()).toEqual(testNetworks.mainnet)
    expect(b.wallet.calls.connect).toBe(0)
  })

  it('keep their own events and plugin instances', async () => {
    const seen: string[] = []
    const counting: KitPlugin = { id: 'counting', setup: (ctx) => void ctx.bus.on('modal:opened', () => seen.push(ctx.id)) }
    const a = createTestKit({ plugins: [counting] })
    const b = createTestKit({ plugins: [counting] })
    await Promise.all([a.kit.ready, b.kit.ready])
    const bEvents: string[] = []
    b.kit.subscribeEvents((type) => bEvents.push(type))
    a.kit.open()
    expect(seen).toEqual(['counting'])
    expect(bEvents).toEqual([])
  })

  it('destroying one leaves the other working', async () => {
    const a = evmKit()
    const b = evmKit()
    await Promise.all([a.kit.ready, b.kit.ready])
    await a.kit.destroy()
    expectClean(a.kit, { clock: a.clock, connectors: [a.wallet] })
    await b.kit.connect('fake')
    expect(b.kit.getAccount().isConnected).toBe(true)
    expect(b.events).toContain('connection:changed')
  })
})

describe('getAccount', () => {
  it('reads the active namespace by default, or the one asked for', async () => {
    const sol = createFakeConnector({ id: 'phantom', chain: 'solana', accounts: ['7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'], chainId: testNetworks.solana.id })
    const { kit } = createTestKit({
      networks: [testNetworks.mainnet, testNetworks.solana],
      plugins: [fakeChainPlugin('eip155', { connectors: [createFakeConnector()] }), fakeChainPlugin('solana', { connectors: [sol] })],
    })
    await kit.ready
    await kit.connect('fake')
    expect(kit.getAccount().address).toBe(FAKE_ADDRESS)
    expect(kit.getAccount('solana')).toMatchObject({ isConnected: false, status: 'disconnected' })
    await kit.connect('phantom')
    expect(kit.getAccount('solana').caipAddress).toBe(`solana:${testNetworks.solana.id}:7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV`)
  })
})
