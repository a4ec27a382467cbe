// Connectors that reach several namespaces through one wallet (a pairing, an embedded wallet): spec §3 and §4.
import { describe, expect, it } from 'vitest'
import { RECONNECT_TIMEOUT_MS } from './connection.js'
import { kitInternals } from './internals.js'
import { createFakeConnector } from './testing/fake-connector.js'
import { fakeChainPlugin } from './testing/fake-chain-plugin.js'
import { createFakeClock } from './testing/fake-clock.js'
import { createTestKit } from './testing/test-kit.js'
import { testNetworks } from './testing/test-networks.js'

const SOL_ADDRESS = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'

function pairing(options: { solana?: 'restore' | 'expired' } = {}) {
  const evm = createFakeConnector({ id: 'pair', name: 'Pairing', type: 'WALLET_CONNECT' })
  const sol = createFakeConnector({
    id: 'pair:solana',
    name: 'Pairing',
    type: 'WALLET_CONNECT',
    chain: 'solana',
    accounts: [SOL_ADDRESS],
    chainId: testNetworks.solana.id,
    reconnect: options.solana ?? 'restore',
  })
  return { evm, sol }
}

function kitWith(connectors: { evm: ReturnType<typeof createFakeConnector>; sol: ReturnType<typeof createFakeConnector> }, extra: Parameters<typeof createFakeConnector>[0][] = []) {
  return createTestKit({
    networks: [testNetworks.mainnet, testNetworks.solana],
    plugins: [
      fakeChainPlugin('eip155', { connectors: [connectors.evm, ...extra.filter((c) => c?.chain !== 'solana').map((c) => createFakeConnector(c))] }),
      fakeChainPlugin('solana', { connectors: [connectors.sol, ...extra.filter((c) => c?.chain === 'solana').map((c) => createFakeConnector(c))] }),
    ],
  })
}

describe('shared connectors', () => {
  it('show as one entry that keeps its type, while other same-named wallets merge as MULTI_CHAIN', async () => {
    const { kit } = kitWith(pairing(), [
      { id: 'multi', name: 'Multi', type: 'ANNOUNCED' },
      { id: 'multi:sol', name: 'Multi', type: 'ANNOUNCED', chain: 'solana' },
    ])
    await kit.ready
    expect(kit.getState().connectors.map((c) => [c.id, c.type, c.chains])).toEqual([
      ['pair', 'WALLET_CONNECT', ['eip155', 'solana']],
      ['multi', 'MULTI_CHAIN', ['eip155', 'solana']],
    ])
  })

  it('connecting one connects the other namespaces the shared wallet reaches', async () => {
    const connectors = pairing()
    const { kit } = kitWith(connectors)
    await kit.ready
    await kit.connect('pair')
    expect(kit.getAccount('eip155').isConnected).toBe(true)
    expect(kit.getAccount('solana')).toMatchObject({ address: SOL_ADDRESS, isConnected: true })
    expect(connectors.sol.calls).toMatchObject({ connect: 0, reconnect: 1 })
    // They leave together too.
    await kit.disconnect('eip155')
    expect(kit.getAccount('solana').status).toBe('disconnected')
  })

  it('keeps a request the host made while the other namespaces were joining waiting for its answer', async () => {
    const connectors = pairing()
    let release = () => {}
    const joined = new Promise<void>((resolve) => (release = resolve))
    const restore = connectors.sol.reconnect!.bind(connectors.sol)
    const { kit } = kitWith({ evm: connectors.evm, sol: { ...connectors.sol, reconnect: async () => (await joined, restore()) } })
    await kit.ready
    kit.open()
    const connecting = kit.connect('pair')
    await expect.poll(() => kit.getAccount('eip155').isConnected).toBe(true)
    // As the embedded wallet's approval of a signature the host asked for as soon as the account showed up.
    const answer = kitInternals(kit).modal.prompt({ view: 'Networks' }, { dismissible: false })
    release()
    await connecting
    expect(kit.getState().modal.history.map((e) => e.view)).toEqual(['Account', 'Networks'])
    const id = kit.getState().modal.history[1]!.prompt!.id
    kitInternals(kit).modal.answer(id, { value: 'approved' })
    await expect(answer).resolves.toBe('approved')
  })

  it('a namespace the shared wallet never answers for does not hold up the connect', async () => {
    const connectors = pairing()
    const clock = createFakeClock()
    const { kit } = createTestKit({
      clock,
      networks: [testNetworks.mainnet, testNetworks.solana],
      plugins: [
        fakeChainPlugin('eip155', { connectors: [connectors.evm] }),
        fakeChainPlugin('solana', { connectors: [{ ...connectors.sol, reconnect: () => new Promise<never>(() => {}) }] }),
      ],
    })
    await kit.ready
    let done = false
    void kit.connect('pair').then(() => (done = true))
    await expect.poll(() => kit.getAccount('eip155').isConnected).toBe(true)
    clock.advance(RECONNECT_TIMEOUT_MS - 1)
    await Promise.resolve()
    expect(done).toBe(false)
    clock.advance(1)
    await expect.poll(() => done).toBe(true)
    expect(kit.getAccount('solana').status).toBe('disconnected')
  })

  it('leaves a namespace the shared wallet does not reach, or that another wallet holds', async () => {
    const notGranted = pairing({ solana: 'expired' })
    const first = kitWith(notGranted)
    await first.kit.ready
    await first.kit.connect('pair')
    expect(first.kit.getAccount('solana').status).toBe('disconnected')

    const connectors = pairing()
    const second = kitWith(connectors, [{ id: 'phantom', name: 'Phantom', chain: 'solana', accounts: [SOL_ADDRESS.replace('7', '8')], chainId: testNetworks.solana.id }])
    await second.kit.ready
    await second.kit.connect('phantom')
    await second.kit.connect('pair')
    expect(second.kit.getState().chains.solana?.accountState.connectedWalletInfo?.identifier).toBe('phantom')
    expect(connectors.sol.calls.reconnect).toBe(0)
  })

  it('names the wallet behind the connector when it says who that is', async () => {
    const connectors = pairing()
    // As a pairing's connectors do: every namespace's reports the same wallet.
    const walletInfo = () => ({ name: 'Remote Wallet', icon: 'https://wallet.example/i.png', id: 'registry-id' })
    const { kit, storage } = kitWith({ evm: { ...connectors.evm, walletInfo }, sol: { ...connectors.sol, walletInfo } })
    await kit.ready
    await kit.connect('pair')
    expect(kit.getState().chains.eip155?.accountState.connectedWalletInfo).toEqual({
      name: 'Remote Wallet',
      icon: 'https://wallet.example/i.png',
      type: 'WALLET_CONNECT',
      identifier: 'registry-id',
    })
    expect(kit.getState().chains.solana?.accountState.connectedWalletInfo?.name).toBe('Remote Wallet')
    expect(storage.getItem('@appkit-wallet/wallet_name')).toBe('"Remote Wallet"')
    expect(storage.getItem('@appkit-wallet/wallet_id')).toBe('"registry-id"')
  })

  it('restores the namespace that was active as the active one, whichever wallet answers first', async () => {
    const first = pairing()
    const { kit, storage } = kitWith(first)
    await kit.ready
    await kit.connect('pair')
    expect(kit.getState().activeNamespace).toBe('eip155')
    await kit.destroy()

    // Reload: the EVM wallet is slower to answer than the Solana one.
    const connectors = pairing()
    let release = () => {}
    const evmAnswers = new Promise<void>((resolve) => (release = resolve))
    const restoreEvm = connectors.evm.reconnect!.bind(connectors.evm)
    const restoreSol = connectors.sol.reconnect!.bind(connectors.sol)
    const again = createTestKit({
      storage,
      networks: [testNetworks.mainnet, testNetworks.solana],
      plugins: [
        fakeChainPlugin('eip155', { connectors: [{ ...connectors.evm, reconnect: async () => (await evmAnswers, restoreEvm()) }] }),
        fakeChainPlugin('solana', {
          connectors: [
            {
              ...connectors.sol,
              reconnect: async () => {
                const answer = await restoreSol()
                release()
                return answer
              },
            },
          ],
        }),
      ],
    })
    await again.kit.ready
    await expect.poll(() => again.kit.getAccount('eip155').isConnected).toBe(true)
    expect(again.kit.getAccount('solana').isConnected).toBe(true)
    expect(again.kit.getState().activeNamespace).toBe('eip155')
    expect(again.kit.getAccount().address).toBe(again.kit.getAccount('eip155').address)
  })
})
