import { describe, expect, it, vi } from 'vitest'
import { createFakeClock, createTestKit, fakeChainPlugin, settle, testNetworks } from '../../kernel/testing/index.js'
import { isEvmAddress, memoryStorage, networkRpcUrls, type CaipNetwork, type KitPlugin, type StorageBackend } from '../../kernel/index.js'
import { personalSign } from '../eip155/personal-sign.js'
import { switchEvmChain } from '../eip155/switch-chain.js'
import { evmChainReference } from '../eip155/chain-reference.js'
import { EIP155_PAIRING } from '../eip155/setup.js'
import { WALLETCONNECT_LOGO } from './constants.js'
import { PAIRING_DECLINED, PAIRING_EXPIRED, PAIRING_RETRY_TOO_SOON, isPairingExpired } from './pairing.js'
import { walletConnect, type WalletConnectParameters } from './plugin.js'
import { createFakePairingProvider, type FakePairingProvider } from './test-provider.js'
import { kitInternals } from '../../kernel/internals.js'
import { loadedViewModule } from '../../kernel/view-modules.js'

const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const BOB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const SOL = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
const SOLANA = testNetworks.solana.caipNetworkId
const REGISTRY_WALLET = { id: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96', name: 'MetaMask', mobile_link: 'metamask://' }

/** The eip155 plugin's own wallet calls, without its balance reads (no RPC is contacted here). */
/** The eip155 plugin's namespace rules and wallet calls, without its balance reads (no RPC is contacted here). */
const evm: KitPlugin = {
  id: 'evm',
  setup(ctx) {
    const rpcUrls = (network: CaipNetwork) => networkRpcUrls(network, ctx.options)
    ctx.adapters.register({
      namespace: 'eip155',
      chainReference: evmChainReference,
      isAddress: (address) => isEvmAddress(address, { requirePrefix: true }),
      rpcUrls,
      pairing: EIP155_PAIRING,
      walletRequests: { switchNetwork: (provider, network) => switchEvmChain(provider, network, rpcUrls(network)), signMessage: personalSign },
    })
  },
}

interface SetupOptions {
  readonly provider?: FakePairingProvider
  readonly storage?: StorageBackend
  readonly plugins?: readonly KitPlugin[]
  readonly networks?: readonly CaipNetwork[]
  readonly parameters?: WalletConnectParameters
  readonly manualWCControl?: boolean
  readonly enableWalletConnect?: boolean
  readonly customRpcUrls?: Record<string, { url: string }[]>
  readonly debug?: boolean
}

/** walletConnect() first: adapters registering after it must still get their connector. */
function setup(options: SetupOptions = {}) {
  const provider = options.provider ?? createFakePairingProvider()
  const test = createTestKit({
    clock: createFakeClock(1_000_000),
    storage: options.storage ?? memoryStorage(),
    networks: options.networks ?? [testNetworks.mainnet, testNetworks.optimism, testNetworks.solana],
    plugins: [walletConnect(options.parameters), ...(options.plugins ?? [evm, fakeChainPlugin('solana')])],
    universalProvider: provider,
    manualWCControl: options.manualWCControl,
    enableWalletConnect: options.enableWalletConnect,
    customRpcUrls: options.customRpcUrls,
    ...(options.debug ? { debug: true, logLevel: undefined } : {}),
  })
  return { ...test, provider, wc: () => kitInternals(test.kit).services.use('walletconnect') }
}

describe('registration', () => {
  it('registers one WalletConnect connector per namespace that has an adapter, shown as one entry', async () => {
    const { kit } = setup()
    await kit.ready
    expect(kitInternals(kit).connectors.list().map((c) => [c.id, c.chain, c.type, c.name])).toEqual([
      ['walletConnect', 'eip155', 'WALLET_CONNECT', 'WalletConnect'],
      ['walletConnect', 'solana', 'WALLET_CONNECT', 'WalletConnect'],
    ])
    expect(kitInternals(kit).connectors.get('walletConnect')?.imageUrl).toBe(WALLETCONNECT_LOGO)
    expect(WALLETCONNECT_LOGO).toMatch(/^data:image\/svg\+xml,/)
    // One pairing serves both: the Connect view routes on the type, so the merged entry keeps it.
    expect(kit.getState().connectors).toMatchObject([{ id: 'walletConnect', type: 'WALLET_CONNECT', chains: ['eip155', 'solana'] }])
    expect(kit.getState().walletconnect).toEqual({ status: 'idle' })
    expect(kitInternals(kit).views.has('ConnectingWalletConnectBasic')).toBe(true)
    expect(kitInternals(kit).views.get('ConnectingWalletConnectBasic')?.titleKey).toBe('walletconnect.title')
    const title = kitInternals(kit).views.get('ConnectingWalletConnect')?.title as (params: unknown) => string
    expect(title({ wallet: { id: 'x', name: 'Trust Wallet' } })).toBe('Trust')
  })

  it('registers nothing with enableWalletConnect: false', async () => {
    const { kit } = setup({ enableWalletConnect: false })
    await kit.ready
    expect(kitInternals(kit).connectors.list()).toEqual([])
    expect(kitInternals(kit).views.has('ConnectingWalletConnectBasic')).toBe(false)
    expect(kitInternals(kit).views.has('ConnectingWalletConnect')).toBe(false)
    expect(kitInternals(kit).services.has('walletconnect')).toBe(false)
    expect('walletconnect' in kit.getState()).toBe(false)
  })

  it('refuses a universalProvider that is not one', async () => {
    const test = createTestKit({ plugins: [walletConnect(), evm], universalProvider: { connect: () => {} } })
    await test.kit.ready
    expect(test.kit.failedPlugins.map((p) => p.id)).toEqual(['walletconnect'])
    expect(String(test.kit.failedPlugins[0]?.error)).toMatch(/universalProvider must be a UniversalProvider/)
  })

  it('asks for every namespace with its chains, methods, events and the kit’s own RPCs', async () => {
    const { kit, provider, wc } = setup({ customRpcUrls: { 'eip155:10': [{ url: 'https://op.example/rpc' }] } })
    await kit.ready
    void (await wc()).pair().catch(() => {})
    await settle()
    expect(provider.proposals).toEqual([
      {
        eip155: {
          chains: ['eip155:1', 'eip155:10'],
          methods: ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_switchEthereumChain', 'wallet_addEthereumChain'],
          events: ['chainChanged', 'accountsChanged'],
          rpcMap: { 1: 'https://rpc.invalid/1', 10: 'https://op.example/rpc' },
        },
        // The test's solana adapter says nothing of pairing: chains and RPCs only.
        solana: { chains: [SOLANA], methods: [], events: [], rpcMap: { [testNetworks.solana.id]: 'https://rpc.invalid/solana' } },
      },
    ])
  })

  it('pairs for every configured network when there is no adapter (basic pairing)', async () => {
    const { kit, provider, wc } = setup({ plugins: [], networks: [testNetworks.mainnet, testNetworks.solana] })
    await kit.ready
    expect(kitInternals(kit).connectors.list()).toEqual([])
    void (await wc()).pair().catch(() => {})
    await settle()
    expect(Object.keys(provider.proposals[0]!)).toEqual(['eip155', 'solana'])
    expect((await wc()).connectTarget()).toBeUndefined()
  })

  it('asks, in basic pairing, for the methods and events the host names per namespace', async () => {
    const parameters = { namespaces: { eip155: { methods: ['personal_sign'], events: ['chainChanged'] } } }
    const { kit, provider, wc } = setup({ plugins: [], networks: [testNetworks.mainnet, testNetworks.solana], parameters })
    await kit.ready
    void (await wc()).pair().catch(() => {})
    await settle()
    expect(provider.proposals[0]).toMatchObject({
      eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: ['chainChanged'] },
      solana: { chains: [SOLANA], methods: [], events: [] },
    })
  })

  it('takes the host’s provider and manual control from its own parameters as from the spec’s options', async () => {
    const provider = createFakePairingProvider()
    const test = createTestKit({
      clock: createFakeClock(1_000_000),
      networks: [testNetworks.mainnet],
      plugins: [walletConnect({ universalProvider: provider, manualControl: true }), evm],
    })
    await test.kit.ready
    const connecting = test.kit.connect('walletConnect')
    await settle()
    // Manual control: the kit starts no pairing of its own, and shows the host's.
    expect(provider.proposals).toEqual([])
    void provider.connect({ optionalNamespaces: {} })
    await settle()
    expect(test.kit.getState().walletconnect).toMatchObject({ status: 'pairing', uri: provider.uris[0] })
    provider.approve([`eip155:1:${ALICE}`])
    await connecting
    expect(test.kit.getAccount().address).toBe(ALICE)
  })
})

describe('connecting', () => {
  it('shows the URI with its expiry, then connects every namespace of the session once the wallet approves', async () => {
    const { kit, clock, provider, storage } = setup()
    await kit.ready
    const connecting = kit.connect('walletConnect')
    await settle()
    expect(kit.getState().walletconnect).toEqual({ status: 'pairing', uri: provider.uris[0], expiresAt: 1_000_000 + 240_000 })
    expect(kit.getAccount('eip155').status).toBe('connecting')

    provider.approve([`eip155:1:${ALICE}`, `eip155:10:${ALICE}`, `${SOLANA}:${SOL}`])
    await connecting
    expect(kit.getAccount('eip155')).toMatchObject({ address: ALICE, caipAddress: `eip155:1:${ALICE}`, isConnected: true })
    expect(kit.getAccount('solana')).toMatchObject({ address: SOL, isConnected: true })
    expect(kit.getState().walletconnect).toEqual({ status: 'idle' })
    expect(kit.getState().chains.eip155?.accountState.connectedWalletInfo).toEqual({
      name: 'Fake Wallet',
      icon: 'https://wallet.example/icon.png',
      type: 'WALLET_CONNECT',
      identifier: 'walletConnect',
    })
    expect(storage.getItem('@appkit-wallet/eip155:connected_connector_id')).toBe('"walletConnect"')
    expect(storage.getItem('@appkit-wallet/solana:connected_connector_id')).toBe('"walletConnect"')
    expect(storage.getItem('@appkit-wallet/wallet_name')).toBe('"Fake Wallet"')
    expect(provider.proposals).toHaveLength(1)
    expect(clock.pending()).toEqual([])
  })

  it('shows the URI as soon as the pairing exists, while the proposal still waits on Verify', async () => {
    const { kit, provider } = setup()
    await kit.ready
    provider.verifyHangs = true
    const connecting = kit.connect('walletConnect')
    await settle()
    expect(kit.getState().walletconnect).toMatchObject({ status: 'pairing', uri: provider.uris[0] })
    provider.approve([`eip155:1:${ALICE}`])
    await connecting
    expect(kit.getAccount('eip155')).toMatchObject({ address: ALICE, isConnected: true })
  })

  it('opens the relay socket while the Connect view shows, once, and not for a visitor already connected', async () => {
    const { kit, provider } = setup()
    await kit.ready
    await settle()
    expect(provider.relayOpens).toBe(0)
    await kit.open()
    await settle()
    expect(kit.getState().modal.history.at(-1)?.view).toBe('Connect')
    expect(provider.relayOpens).toBe(1)
    // The pairing screens come with it, so the code shows without a loading frame.
    const views = kitInternals(kit).views
    await vi.waitFor(() => expect(loadedViewModule(views.get('ConnectingWalletConnectBasic')!.load)).toBeDefined())
    await vi.waitFor(() => expect(loadedViewModule(views.get('ConnectingWalletConnect')!.load)).toBeDefined())
    await kit.close()
    await kit.open()
    await settle()
    expect(provider.relayOpens).toBe(1)

    const connecting = kit.connect('walletConnect')
    await settle()
    provider.approve([`eip155:1:${ALICE}`])
    await connecting
    await kit.close()
    provider.client.core.relayer.connected = false
    await kit.open({ view: 'Connect' })
    await settle()
    expect(provider.relayOpens).toBe(1)
  })

  it('follows the network the kit is on when the session has it', async () => {
    const { kit, provider } = setup()
    await kit.ready
    await kit.switchNetwork(testNetworks.optimism)
    const connecting = kit.connect('walletConnect')
    await settle()
    provider.approve([`eip155:1:${ALICE}`, `eip155:10:${ALICE}`])
    await connecting
    expect(kit.getState().activeCaipNetwork?.caipNetworkId).toBe('eip155:10')
    expect(kit.getAccount('eip155').caipAddress).toBe(`eip155:10:${ALICE}`)
    // A session without solana leaves solana alone.
    expect(kit.getAccount('solana').status).toBe('disconnected')
  })

  it('names the registry wallet chosen for the pairing, and remembers it across a reload', async () => {
    const { kit, provider, wc, storage } = setup()
    await kit.ready
    const paired = (await wc()).pair({ wallet: REGISTRY_WALLET })
    await settle()
    provider.approve([`eip155:1:${ALICE}`])
    await paired
    await kit.connect('walletConnect')
    expect(kit.getState().chains.eip155?.accountState.connectedWalletInfo).toMatchObject({ name: 'MetaMask', identifier: REGISTRY_WALLET.id })
    expect(storage.getItem('@appkit-wallet/wallet_id')).toBe(JSON.stringify(REGISTRY_WALLET.id))
    await kit.destroy()

    const reloaded = setup({ provider, storage })
    await reloaded.kit.ready
    expect(reloaded.kit.getAccount('eip155').isConnected).toBe(true)
    expect(reloaded.kit.getState().chains.eip155?.accountState.connectedWalletInfo).toMatchObject({ name: 'MetaMask', identifier: REGISTRY_WALLET.id })
  })

  it('restores a stored session on reload without a new pairing', async () => {
    const { kit, provider, storage } = setup()
    await kit.ready
    const connecting = kit.connect('walletConnect')
    await settle()
    provider.approve([`eip155:1:${ALICE}`, `${SOLANA}:${SOL}`])
    await connecting
    await kit.destroy()
    expect(provider.listenerCount()).toBe(0)

    const reloaded = setup({ provider, storage })
    await reloaded.kit.ready
    expect(reloaded.kit.getAccount('eip155')).toMatchObject({ address: ALICE, isConnected: true })
    expect(reloaded.kit.getAccount('solana')).toMatchObject({ address: SOL, isConnected: true })
    expect(provider.proposals).toHaveLength(1)
  })

  it('restores on the network the visitor was on when the session grants it, not the session’s first chain', async () => {
    const { kit, provider, storage } = setup()
    await kit.ready
    provider.handle('wallet_switchEthereumChain', () => null)
    provider.handle('personal_sign', () => `0x${'ab'.repeat(65)}`)
    const connecting = kit.connect('walletConnect')
    await settle()
    provider.approve([`eip155:1:${ALICE}`, `eip155:10:${ALICE}`])
    await connecting
    await kit.switchNetwork(testNetworks.optimism)
    await kit.destroy()

    const reloaded = setup({ provider, storage })
    await reloaded.kit.ready
    expect(reloaded.kit.getState().activeCaipNetwork?.caipNetworkId).toBe('eip155:10')
    expect(reloaded.kit.getAccount('eip155')).toMatchObject({ address: ALICE, caipAddress: `eip155:10:${ALICE}`, isConnected: true })
    await reloaded.kit.signMessage({ message: 'hi' })
    expect(provider.requests.at(-1)).toMatchObject({ method: 'personal_sign', chain: 'eip155:10' })
  })

  it('joins the pairing in progress instead of starting another', async () => {
    const { kit, provider, wc } = setup()
    await kit.ready
    const first = (await wc()).pair()
    const second = kit.connect('walletConnect')
    await settle()
    provider.approve([`eip155:1:${ALICE}`])
    await Promise.all([first, second])
    expect(provider.proposals).toHaveLength(1)
  })
})

describe('expiry', () => {
  it('counts a URI as expired with under 10 s left, not with exactly 10 s', () => {
    expect(isPairingExpired(240_000, 229_999)).toBe(false)
    expect(isPairingExpired(240_000, 230_000)).toBe(false)
    expect(isPairingExpired(240_000, 230_001)).toBe(true)
  })

  it('marks the URI expired at 3 min 50.001 s, and a caller without a screen gets an error', async () => {
    const { kit, clock, wc, provider } = setup()
    await kit.ready
    const waiting = (await wc()).pair()
    waiting.catch(() => {})
    await settle()
    const shownAt = clock.now()
    expect(clock.pending()).toEqual([{ id: expect.anything(), dueAt: shownAt + 230_001 }])
    clock.advance(230_000)
    expect(kit.getState().walletconnect.status).toBe('pairing')
    clock.advance(1)
    expect(kit.getState().walletconnect).toEqual({ status: 'expired', expiresAt: shownAt + 240_000 })
    await expect(waiting).rejects.toThrow(PAIRING_EXPIRED)
    expect(provider.proposals).toHaveLength(1)
  })

  it('replaces an expired URI with a fresh pairing while a screen shows it', async () => {
    const { kit, clock, wc, provider } = setup()
    await kit.ready
    const shown = (await wc()).pair({ refresh: true })
    await settle()
    clock.advance(230_001)
    await settle()
    expect(provider.proposals).toHaveLength(2)
    const state = kit.getState().walletconnect
    expect(state).toEqual({ status: 'pairing', uri: provider.uris[1], expiresAt: clock.now() + 240_000 })
    // The new URI's own expiry is scheduled.
    expect(clock.pending().map((t) => t.dueAt)).toEqual([clock.now() + 230_001])
    provider.approve([`eip155:1:${ALICE}`])
    await shown
    expect(clock.pending()).toEqual([])
  })
})

describe('failures', () => {
  it('reports a rejected proposal and allows a retry 1 s later, not before', async () => {
    const { kit, clock, wc, provider } = setup()
    await kit.ready
    const service = await wc()
    const connecting = kit.connect('walletConnect')
    await settle()
    provider.reject()
    await expect(connecting).rejects.toThrow(PAIRING_DECLINED)
    expect(kit.getState().walletconnect).toEqual({ status: 'error', error: PAIRING_DECLINED })
    expect(kit.getAccount('eip155').status).toBe('disconnected')
    const failedAt = clock.now()
    expect(service.retryAllowedAt()).toBe(failedAt + 1000)

    clock.advance(999)
    await expect(service.pair()).rejects.toThrow(PAIRING_RETRY_TOO_SOON)
    expect(provider.proposals).toHaveLength(1)
    clock.advance(1)
    expect(service.retryAllowedAt()).toBeUndefined()
    const retry = kit.connect('walletConnect')
    await settle()
    expect(provider.proposals).toHaveLength(2)
    provider.approve([`eip155:1:${ALICE}`])
    await retry
    expect(kit.getAccount('eip155').isConnected).toBe(true)
  })

  it('shows any other failure’s message', async () => {
    const { kit, provider } = setup()
    await kit.ready
    const connecting = kit.connect('walletConnect')
    await settle()
    provider.reject(new Error('Relay is unreachable'))
    await expect(connecting).rejects.toThrow('Relay is unreachable')
    expect(kit.getState().walletconnect).toEqual({ status: 'error', error: 'Relay is unreachable' })
  })

  it("a relay refusing the project's key shows 'Invalid Project ID' in debug mode, once (spec §8 provider error mapping)", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { kit, clock, provider } = setup({ debug: true })
    await kit.ready
    const connecting = kit.connect('walletConnect')
    await settle()
    provider.reject(new Error('Unauthorized: invalid key'))
    await expect(connecting).rejects.toThrow('invalid key')
    expect(kit.getState().modal.alert).toEqual({ message: 'Invalid Project ID', variant: 'error' })
    kitInternals(kit).modal.dismissAlert()
    clock.advance(1_000)
    const again = kit.connect('walletConnect')
    await settle()
    provider.reject(new Error('Unauthorized: invalid key'))
    await expect(again).rejects.toThrow('invalid key')
    expect(kit.getState().modal.alert).toBeUndefined()
  })

  it('drops a pairing nobody waits for, and ends a session the wallet approves after that', async () => {
    const { kit, clock, wc, provider } = setup()
    await kit.ready
    const abort = new AbortController()
    const shown = (await wc()).pair({ signal: abort.signal, refresh: true })
    shown.catch(() => {})
    await settle()
    abort.abort()
    await settle()
    expect(kit.getState().walletconnect).toEqual({ status: 'idle' })
    expect(clock.pending()).toEqual([])
    provider.approve([`eip155:1:${ALICE}`])
    await settle()
    expect(provider.disconnects).toBe(1)
    expect(kit.getAccount('eip155').isConnected).toBe(false)
  })

  it('fails a connect for a namespace the session does not cover', async () => {
    const { kit, provider } = setup()
    await kit.ready
    const connecting = kit.connect('walletConnect')
    await settle()
    provider.approve([`eip155:1:${ALICE}`])
    await connecting
    await kit.disconnect()
    const again = kit.connect('walletConnect', { namespace: 'solana' })
    await settle()
    provider.approve([`eip155:1:${ALICE}`])
    await expect(again).rejects.toThrow('The wallet did not share a solana account')
    // Nothing of the kit uses that session: it is ended, so trying again pairs anew instead of failing the same way.
    expect(provider.disconnects).toBe(2)
    const retry = kit.connect('walletConnect', { namespace: 'solana' })
    await settle()
    expect(provider.proposals).toHaveLength(3)
    provider.approve([`${SOLANA}:${SOL}`])
    await retry
    expect(kit.getAccount('solana').isConnected).toBe(true)
  })

  it('picks the connector of a namespace the session covers for the screens', async () => {
    const { kit, provider, wc } = setup()
    await kit.ready
    const service = await wc()
    expect(service.connectTarget('solana')).toEqual({ connectorId: 'walletConnect', namespace: 'solana' })
    expect(service.connectTarget()).toEqual({ connectorId: 'walletConnect', namespace: 'eip155' })
    const paired = service.pair()
    await settle()
    provider.approve([`${SOLANA}:${SOL}`])
    await paired
    expect(service.connectTarget()).toEqual({ connectorId: 'walletConnect', namespace: 'solana' })
    expect(service.connectTarget('eip155')).toEqual({ connectorId: 'walletConnect', namespace: 'solana' })
  })
})

describe('the session', () => {
  async function connected(options: SetupOptions = {}) {
    const test = setup(options)
    await test.kit.ready
    const connecting = test.kit.connect('walletConnect')
    await settle()
    test.provider.approve([`eip155:1:${ALICE}`, `eip155:1:${BOB}`, `eip155:10:${ALICE}`, `${SOLANA}:${SOL}`])
    await connecting
    return test
  }

  it('follows the wallet to a chain the kit knows, and flags one it does not', async () => {
    const { kit, provider } = await connected()
    provider.sessionEvent('eip155:10', 'chainChanged', 10)
    expect(kit.getState().activeCaipNetwork?.caipNetworkId).toBe('eip155:10')
    provider.sessionEvent('eip155:137', 'chainChanged', '0x89')
    expect(kit.getState().chains.eip155?.networkState.unsupportedChainId).toBe('137')
    expect(kit.getAccount('eip155').caipAddress).toBe(`eip155:137:${ALICE}`)
  })

  it('resyncs the account on accountsChanged, and ignores malformed or foreign events', async () => {
    const { kit, provider } = await connected()
    provider.sessionEvent('eip155:1', 'accountsChanged', [`eip155:1:${BOB}`, ALICE])
    expect(kit.getAccount('eip155').address).toBe(BOB)
    provider.sessionEvent('eip155:1', 'accountsChanged', ['<script>'])
    provider.sessionEvent('eip155:1', 'chainChanged', 'not-a-chain')
    provider.sessionEvent('cosmos:hub', 'chainChanged', 'hub')
    expect(kit.getAccount('eip155').address).toBe(BOB)
    expect(kit.getState().activeCaipNetwork?.caipNetworkId).toBe('eip155:1')
  })

  it('disconnects every namespace when the wallet ends the session', async () => {
    const { kit, provider, storage } = await connected()
    storage.setItem('@appkit-wallet/deeplink_choice', JSON.stringify({ name: 'MetaMask', href: 'metamask://' }))
    provider.deleteSession()
    expect(kit.getAccount('eip155').status).toBe('disconnected')
    expect(kit.getAccount('solana').status).toBe('disconnected')
    expect(storage.getItem('@appkit-wallet/deeplink_choice')).toBeNull()
    expect(storage.getItem('@appkit-wallet/connection_status')).toBe('"disconnected"')
  })

  it('ends the session once when the kit disconnects all namespaces', async () => {
    const { kit, provider } = await connected()
    await kit.disconnect('solana')
    expect(provider.disconnects).toBe(1)
    expect(kit.getAccount('eip155').status).toBe('disconnected')
    expect(kit.getAccount('solana').status).toBe('disconnected')
    expect(kit.getState().walletconnect).toEqual({ status: 'idle' })
  })

  it('signs and switches through the namespace adapter, on the session’s current chain', async () => {
    const { kit, provider } = await connected()
    provider.handle('personal_sign', () => `0x${'1'.repeat(130)}`)
    provider.handle('wallet_switchEthereumChain', () => null)
    expect(await kit.signMessage({ message: 'hi' })).toBe(`0x${'1'.repeat(130)}`)
    expect(provider.requests.at(-1)).toEqual({ method: 'personal_sign', params: ['0x6869', ALICE], chain: 'eip155:1' })
    await kit.switchNetwork(testNetworks.optimism)
    expect(provider.requests.at(-1)).toEqual({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa' }], chain: 'eip155:1' })
    await kit.signMessage({ message: 'hi' })
    expect(provider.requests.at(-1)?.chain).toBe('eip155:10')
  })

  it('adds an unknown chain before switching, and reports a failure as "Chain is not supported"', async () => {
    const sepolia = testNetworks.sepolia
    const { kit, provider } = await connected({ networks: [testNetworks.mainnet, testNetworks.optimism, sepolia, testNetworks.solana] })
    const known = new Set(['0x1', '0xa'])
    provider.handle('wallet_switchEthereumChain', (params) => {
      const { chainId } = (params as [{ chainId: string }])[0]
      if (!known.has(chainId)) throw { code: 4902, message: 'Unrecognized chain ID' }
      return null
    })
    provider.handle('wallet_addEthereumChain', (params) => {
      known.add((params as [{ chainId: string }])[0].chainId)
      return null
    })
    await kit.switchNetwork(sepolia)
    expect(provider.requests.map((r) => r.method)).toEqual(['wallet_switchEthereumChain', 'wallet_addEthereumChain', 'wallet_switchEthereumChain'])
    expect(kit.getState().activeCaipNetwork?.caipNetworkId).toBe(sepolia.caipNetworkId)

    known.clear()
    provider.handle('wallet_addEthereumChain', () => {
      throw { code: -32603, message: 'add failed' }
    })
    await expect(kit.switchNetwork(testNetworks.optimism)).rejects.toThrow('Chain is not supported')
  })
})

describe('manual control', () => {
  it('shows the URIs of the host’s own pairings and follows the session they make', async () => {
    const { kit, provider } = setup({ manualWCControl: true })
    await kit.ready
    const connecting = kit.connect('walletConnect')
    await settle()
    expect(provider.proposals).toEqual([])
    void provider.connect({ optionalNamespaces: {} })
    await settle()
    expect(kit.getState().walletconnect).toMatchObject({ status: 'pairing', uri: provider.uris[0] })
    provider.approve([`eip155:1:${ALICE}`])
    await connecting
    expect(kit.getAccount('eip155').address).toBe(ALICE)
  })
})

describe('lifecycle', () => {
  it('leaves nothing listening or ticking on the host’s provider when the kit is destroyed mid-pairing', async () => {
    const { kit, clock, wc, provider } = setup()
    await kit.ready
    const waiting = (await wc()).pair({ refresh: true })
    waiting.catch(() => {})
    await settle()
    await kit.destroy()
    await expect(waiting).rejects.toThrow('destroyed')
    expect(provider.listenerCount()).toBe(0)
    expect(clock.pending()).toEqual([])
  })
})

describe('a namespace the pairing has never heard of', () => {
  // A made-up cosmos-like chain family: its own references, address rule, RPCs, pairing methods and wallet calls,
  // all from its adapter. Nothing in the walletconnect plugin names it, so if this pairs, the plugin is neutral.
  const hub: CaipNetwork = {
    id: 'testhub-4',
    chainNamespace: 'cosmos',
    caipNetworkId: 'cosmos:testhub-4',
    name: 'Test Hub',
    nativeCurrency: { name: 'Atom', symbol: 'TATOM', decimals: 6 },
    rpcUrls: { default: { http: ['wss://rpc.invalid/hub-ws', 'https://rpc.invalid/hub'] } },
  }
  const hub5: CaipNetwork = { ...hub, id: 'testhub-5', caipNetworkId: 'cosmos:testhub-5', name: 'Test Hub 5' }
  const HUB_ADDRESS = 'thub1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5z5tpwp'
  const OTHER_HUB_ADDRESS = 'thub1zg69v7yszg69v7yszg69v7yszg69v7ysmc8p4v'
  const testHub: KitPlugin = {
    id: 'testhub',
    setup(ctx) {
      ctx.adapters.register({
        namespace: 'cosmos',
        // Chain ids come as 'testhub-4' or 'cosmos:testhub-4', and are always lower case.
        chainReference: (value) => (typeof value === 'string' && /^(cosmos:)?testhub-\d+$/.test(value) ? value.replace(/^cosmos:/, '') : undefined),
        isAddress: (address) => /^thub1[02-9ac-hj-np-z]{38}$/.test(address),
        rpcUrls: (network) => network.rpcUrls.default.http.filter((u) => u.startsWith('https://')),
        pairing: { methods: ['cosmos_signDirect', 'cosmos_signAmino', 'hub_signArbitrary'], events: ['hub_accountsChanged'] },
        walletRequests: {
          async switchNetwork(provider, network) {
            await provider.request({ method: 'hub_switchChain', params: { chainId: network.id } })
          },
          async signMessage(provider, { message, address }) {
            const answer = await provider.request({ method: 'hub_signArbitrary', params: { signer: address, data: message } })
            if (typeof answer !== 'object' || answer === null || typeof (answer as { signature?: unknown }).signature !== 'string') throw new Error('no signature')
            return (answer as { signature: string }).signature
          },
        },
      })
    },
  }

  it('asks the wallet for what the adapter names, pairs, connects, switches, signs and follows events', async () => {
    const { kit, provider, storage } = setup({ plugins: [evm, testHub], networks: [testNetworks.mainnet, hub, hub5] })
    await kit.ready
    expect(kitInternals(kit).connectors.list().map((c) => [c.id, c.chain])).toEqual([
      ['walletConnect', 'eip155'],
      ['walletConnect', 'cosmos'],
    ])

    const connecting = kit.connect('walletConnect', { namespace: 'cosmos' })
    await settle()
    expect(provider.proposals[0]?.cosmos).toEqual({
      chains: ['cosmos:testhub-4', 'cosmos:testhub-5'],
      methods: ['cosmos_signDirect', 'cosmos_signAmino', 'hub_signArbitrary'],
      events: ['hub_accountsChanged'],
      rpcMap: { 'testhub-4': 'https://rpc.invalid/hub', 'testhub-5': 'https://rpc.invalid/hub' },
    })
    // A malformed account of the namespace is skipped by the adapter's own rule; the good one connects.
    provider.approve([`cosmos:testhub-4:thub1NOTVALID`, `cosmos:testhub-4:${HUB_ADDRESS}`, `eip155:1:${ALICE}`])
    await connecting
    expect(kit.getAccount('cosmos')).toMatchObject({
      address: HUB_ADDRESS,
      caipAddress: `cosmos:testhub-4:${HUB_ADDRESS}`,
      isConnected: true,
      allAccounts: [{ namespace: 'cosmos', address: HUB_ADDRESS, type: 'eoa' }],
    })
    expect(kit.getAccount('eip155').address).toBe(ALICE)
    expect(storage.getItem('@appkit-wallet/cosmos:connected_connector_id')).toBe('"walletConnect"')

    provider.handle('hub_switchChain', () => null)
    await kit.switchNetwork(hub5)
    expect(provider.requests.at(-1)).toEqual({ method: 'hub_switchChain', params: { chainId: 'testhub-5' }, chain: 'cosmos:testhub-4' })
    expect(kit.getCaipNetwork('cosmos')?.caipNetworkId).toBe('cosmos:testhub-5')

    provider.handle('hub_signArbitrary', (params) => ({ signature: `signed:${(params as { data: string }).data}` }))
    expect(await kit.signMessage({ message: 'hello hub', namespace: 'cosmos' })).toBe('signed:hello hub')
    expect(provider.requests.at(-1)).toMatchObject({ method: 'hub_signArbitrary', params: { signer: HUB_ADDRESS }, chain: 'cosmos:testhub-5' })

    // The wallet's own events, read through the adapter's chain rule: a known chain is followed, and garbage ignored.
    provider.sessionEvent('cosmos:testhub-4', 'chainChanged', 'cosmos:testhub-4')
    expect(kit.getCaipNetwork('cosmos')?.caipNetworkId).toBe('cosmos:testhub-4')
    provider.sessionEvent('cosmos:testhub-4', 'chainChanged', '0x7a69')
    expect(kit.getCaipNetwork('cosmos')?.caipNetworkId).toBe('cosmos:testhub-4')
    provider.sessionEvent('cosmos:testhub-4', 'accountsChanged', [OTHER_HUB_ADDRESS])
    expect(kit.getAccount('cosmos').address).toBe(OTHER_HUB_ADDRESS)
    provider.sessionEvent('cosmos:testhub-4', 'accountsChanged', [ALICE])
    expect(kit.getAccount('cosmos').address).toBe(OTHER_HUB_ADDRESS)

    await kit.disconnect('cosmos')
    expect(provider.disconnects).toBe(1)
    expect(kit.getAccount('cosmos').isConnected).toBe(false)
    expect(kit.getAccount('eip155').isConnected).toBe(false)
  })
})
