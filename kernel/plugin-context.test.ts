import { describe, expect, it, onTestFinished } from 'vitest'
import * as z from 'zod/mini'
import type { Clock } from './clock.js'
import type {
  KitPlugin,
  KitStorageKeys,
  PluginAdapters,
  PluginConnection,
  PluginConnectors,
  PluginContext,
  PluginModal,
  PluginServices,
  PluginMessages,
  PluginSliceKey,
  PluginSlots,
  PluginStorage,
  PluginStore,
  PluginViews,
  PluginWallets,
  Router,
} from './context.js'
import type { Http } from './http.js'
import type { MessageKey, MessageSource } from './messages.js'
import { kitInternals } from './internals.js'
import { createKernel, type Kit } from './kernel.js'
import type { Logger } from './log.js'
import { createPluginContext } from './plugin-context.js'
import { createDisposerList, type DisposerList } from './plugin-host.js'
import { memoryStorage } from './storage.js'
import { expectClean } from './testing/expect-clean.js'
import { createFakeConnector, FAKE_ADDRESS, type FakeConnector } from './testing/fake-connector.js'
import { fakeChainPlugin } from './testing/fake-chain-plugin.js'
import { settle } from './testing/settle.js'
import { createTestKit } from './testing/test-kit.js'
import { testNetworks } from './testing/test-networks.js'
import type { ConnectorConnection, EmbeddedWalletUser, KitEvents, KitServices } from './types.js'

/** The sorted names of every member of T: tsc fails here when the documented interface gains or loses one. */
const membersOf =
  <T>() =>
  <const K extends readonly (keyof T & string)[]>(keys: K & ([Exclude<keyof T, K[number]>] extends [never] ? unknown : { readonly missing: Exclude<keyof T, K[number]> })) =>
    [...keys].sort()

/** kernel/context.ts, member by member. */
const DOCUMENTED = {
  ctx: membersOf<PluginContext>()([
    'id',
    'options',
    'signal',
    'store',
    'bus',
    'views',
    'slots',
    'router',
    'modal',
    'connection',
    'adapters',
    'connectors',
    'services',
    'methods',
    'messages',
    'storage',
    'wallets',
    'http',
    'clock',
    'log',
    'isMobile',
    'track',
    'onDispose',
  ]),
  store: membersOf<PluginStore>()(['get', 'getInitialState', 'select', 'subscribe', 'register']),
  bus: membersOf<PluginContext['bus']>()(['on', 'onAny', 'emit']),
  views: membersOf<PluginViews>()(['register', 'has', 'preload']),
  slots: membersOf<PluginSlots>()(['register']),
  router: membersOf<Router>()(['push', 'pushTarget', 'replace', 'reset', 'goBack', 'goBackToIndex', 'current']),
  modal: membersOf<PluginModal>()(['open', 'close', 'isOpen', 'prompt', 'addCloseGuard', 'addHomeRule', 'home', 'showToast', 'hideToast', 'setLoading', 'limitConnectors', 'shake', 'showAlert']),
  connection: membersOf<PluginConnection>()(['connect', 'disconnect', 'switchNetwork', 'signMessage', 'switchAccount', 'activeConnector', 'refreshAccountData', 'getAccount', 'addStep', 'addIdentitySource']),
  adapters: membersOf<PluginAdapters>()(['register', 'get', 'list']),
  connectors: membersOf<PluginConnectors>()(['register', 'get', 'list', 'exclude']),
  services: membersOf<PluginServices>()(['provide', 'use', 'has']),
  messages: membersOf<PluginMessages>()(['add']),
  storage: membersOf<PluginStorage>()(['namespace', 'declare', 'item', 'read']),
  wallets: membersOf<PluginWallets>()(['set', 'setOpener', 'opener', 'setBrowser', 'browser']),
  http: membersOf<Http>()(['request', 'isConfigured', 'isSupported']),
  clock: membersOf<Clock>()(['now', 'setTimeout', 'clearTimeout']),
  log: membersOf<Logger>()(['debug', 'info', 'warn', 'error', 'child']),
}
/** The kernel's own writers and housekeeping, which no plugin may reach. */
const KERNEL_ONLY = ['clear', 'update', 'unregister', 'dispose', 'listenerCount'] as const

// Keys only plugins declare (by augmentation); these tests stand in for such a plugin.
const SERVICE = 'probe' as keyof KitServices
const STORAGE_KEY = 'probe' as keyof KitStorageKeys & string
const SLICE = 'probe' as PluginSliceKey
const PROBE_MESSAGES: MessageSource<MessageKey> = { english: {} as Record<MessageKey, string>, load: async () => undefined }

const OTHER_ADDRESS = '0x2222222222222222222222222222222222222222'
/** A browser wallet a host or plugin may hide by its rdns. */
const metamask = () => createFakeConnector({ id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', rdns: 'io.metamask' })

/** A plugin that hands its context to the test. */
function capturing(id = 'probe') {
  const captured: { ctx?: PluginContext } = {}
  const plugin: KitPlugin = { id, setup: (ctx) => void (captured.ctx = ctx) }
  return { plugin, ctx: () => captured.ctx! }
}

function deferred() {
  let resolve!: () => void
  const promise = new Promise<void>((res) => (resolve = res))
  return { promise, resolve }
}

/** One registration of every kind a plugin makes through its context. */
function registerEverything(ctx: PluginContext) {
  ctx.views.register('Networks', { load: async () => ({ default: () => null }), title: 'Probe' })
  ctx.slots.register('connect.section', { id: 'email', load: async () => ({ default: () => null }) })
  ctx.slots.register('account.feature', { id: 'send', label: 'Send', view: 'Networks' })
  ctx.connection.addStep({ id: 'probe', run: () => {} })
  ctx.modal.addHomeRule(() => ({ view: 'Networks' }))
  ctx.modal.addCloseGuard(() => false)
  ctx.services.provide(SERVICE, () => ({}) as never)
  ctx.connectors.register(createFakeConnector({ id: 'probe-wallet' }))
  ctx.connectors.exclude(['io.metamask'])
  ctx.storage.declare(STORAGE_KEY, z.string() as never)
  ctx.wallets.setOpener(() => ({ view: 'Networks' }))
  ctx.wallets.setBrowser({ view: 'Networks' })
  ctx.wallets.set({ featured: [{ id: 'probe', name: 'Probe Wallet' }], count: 7 })
  ctx.store.subscribe(() => {})
  ctx.store.select((s) => s.activeNamespace, () => {})
  ctx.bus.on('modal:opened', () => {})
  ctx.bus.onAny(() => {})
  ctx.messages.add(PROBE_MESSAGES)
}

/** What the kit holds of those registrations, as the kit's screens and other plugins would find it. */
function registrations(kit: Kit) {
  const internals = kitInternals(kit)
  let storageKeyFree = true
  try {
    internals.storage.declare(STORAGE_KEY, z.string()).release()
  } catch {
    storageKeyFree = false
  }
  return {
    view: internals.views.has('Networks'),
    sections: internals.slots.list('connect.section').map((e) => e.contribution.id),
    features: internals.slots.list('account.feature').map((e) => e.contribution.id),
    steps: internals.connection.steps.size,
    home: internals.modal.home().view,
    // The modal is closed: close() only asks the guards.
    closes: internals.modal.close(),
    service: internals.services.has(SERVICE),
    probeWallet: internals.connectors.list().some((c) => c.id === 'probe-wallet'),
    metamaskHidden: internals.connectors.isExcluded(metamask()),
    storageKeyFree,
    opener: internals.wallets.opener() !== undefined,
    browser: internals.wallets.browser() !== undefined,
    walletGroups: [kit.getState().wallets.featured.length, kit.getState().wallets.count],
    storeListeners: internals.store.listenerCount(),
    busListeners: internals.bus.listenerCount(),
    messages: internals.messages.list().includes(PROBE_MESSAGES as MessageSource<string>),
  }
}
type Registrations = ReturnType<typeof registrations>

/** Every registration is in force (so its absence later means it was undone, not that it never happened). */
function expectAllDiffer(present: Registrations, absent: Registrations) {
  for (const key of Object.keys(present) as (keyof Registrations)[]) expect(present[key], key).not.toEqual(absent[key])
}

/** A kit with the fake chain plugin and `extra`, ready. */
async function readyKit(...extra: KitPlugin[]) {
  const { kit } = createTestKit({ plugins: [fakeChainPlugin('eip155'), ...extra] })
  await kit.ready
  return kit
}

/** Snapshot of the registrations once every plugin's own undo ran at destroy, before the kit drops its registries. */
async function registrationsAtDestroy(kit: Kit) {
  let seen: Registrations | undefined
  kitInternals(kit).onDestroy(() => void (seen = registrations(kit)))
  await kit.destroy()
  return seen!
}

describe('the context a plugin gets', () => {
  it('has exactly the documented members, and none of the kernel’s writers', async () => {
    const probe = capturing()
    const kit = createKernel({ projectId: 'p', networks: [testNetworks.mainnet], logLevel: 'silent', storage: memoryStorage(), plugins: [probe.plugin] })
    onTestFinished(() => kit.destroy())
    await kit.ready
    const ctx = probe.ctx()

    for (const [name, members] of Object.entries(DOCUMENTED)) {
      const face = (name === 'ctx' ? ctx : ctx[name as keyof PluginContext]) as object
      expect(Object.keys(face).sort(), name).toEqual(members)
      for (const hidden of KERNEL_ONLY) expect(hidden in face, `${name}.${hidden}`).toBe(false)
    }
    expect(ctx.id).toBe('probe')
  })

  it('is its own per plugin, and the kit’s screens get it back for that plugin', async () => {
    const a = capturing('a')
    const b = capturing('b')
    const kit = await readyKit(a.plugin, b.plugin)
    expect(a.ctx()).not.toBe(b.ctx())
    expect([a.ctx().id, b.ctx().id]).toEqual(['a', 'b'])
    expect(kitInternals(kit).contextOf('a')).toBe(a.ctx())
    expect(kitInternals(kit).contextOf('b')).toBe(b.ctx())
  })

  it('track() sends a tracked event the host sees', async () => {
    const probe = capturing()
    const kit = await readyKit(probe.plugin)
    const seen: unknown[] = []
    kit.subscribeEvents((type, payload) => {
      if (type === 'kit:tracked') seen.push(payload)
    })
    probe.ctx().track('CONNECT_SUCCESS', { name: 'Email', method: 'email' })
    probe.ctx().track('MODAL_CREATED')
    expect(seen).toEqual([{ event: 'CONNECT_SUCCESS', properties: { name: 'Email', method: 'email' } }, { event: 'MODAL_CREATED' }] satisfies KitEvents['kit:tracked'][])
  })
})

describe('connection.getAccount() (spec §3 account info)', () => {
  const USER: EmbeddedWalletUser = {
    email: 'alice@example.com',
    address: FAKE_ADDRESS,
    chainId: 1,
    accounts: [
      { address: FAKE_ADDRESS, type: 'smartAccount' },
      { address: OTHER_ADDRESS, type: 'eoa' },
    ],
    userName: 'alice',
  }
  /** An embedded wallet (AUTH): its connection reports the signed-in user and the account type. */
  function embeddedWallet(extra: Partial<ConnectorConnection>): FakeConnector {
    const wallet = createFakeConnector({ id: 'embedded', name: 'Email', type: 'AUTH' })
    return { ...wallet, connect: async (parameters) => ({ ...(await wallet.connect(parameters)), ...extra }) }
  }
  async function connectedThrough(wallet: FakeConnector) {
    const probe = capturing()
    const { kit } = createTestKit({ plugins: [fakeChainPlugin('eip155', { connectors: [wallet] }), probe.plugin] })
    await kit.ready
    await kit.connect(wallet.id)
    return { kit, ctx: probe.ctx() }
  }

  it('carries embeddedWalletInfo for an embedded (AUTH) wallet: the user, email sign-in by default, the account type', async () => {
    const { kit, ctx } = await connectedThrough(embeddedWallet({ user: USER, preferredAccountType: 'smartAccount', smartAccountDeployed: true }))
    const account = ctx.connection.getAccount()
    expect(account).toEqual({
      allAccounts: [{ namespace: 'eip155', address: FAKE_ADDRESS, type: 'eoa' }],
      caipAddress: `eip155:1:${FAKE_ADDRESS}`,
      address: FAKE_ADDRESS,
      isConnected: true,
      status: 'connected',
      embeddedWalletInfo: { user: USER, authProvider: 'email', accountType: 'smartAccount', isSmartAccountDeployed: true },
    })
    // The host reads the same.
    expect(kit.getAccount()).toEqual(account)
    expect(ctx.connection.getAccount('eip155')).toEqual(account)
  })

  it('names the social provider a visitor signed in with, and an undeployed smart account as such', async () => {
    const { ctx } = await connectedThrough(embeddedWallet({ user: USER, preferredAccountType: 'eoa', authProvider: 'google' }))
    expect(ctx.connection.getAccount().embeddedWalletInfo).toEqual({ user: USER, authProvider: 'google', accountType: 'eoa', isSmartAccountDeployed: false })
  })

  it('has no embeddedWalletInfo for any other wallet', async () => {
    const { ctx } = await connectedThrough(createFakeConnector())
    expect(ctx.connection.getAccount()).toMatchObject({ isConnected: true, address: FAKE_ADDRESS })
    expect('embeddedWalletInfo' in ctx.connection.getAccount()).toBe(false)
  })

  it('lists every account as an object with its namespace, address, type, and the public key and path the wallet gave', async () => {
    const path = "m/44'/60'/0'/0/0"
    const { ctx } = await connectedThrough(
      createFakeConnector({ accounts: [{ address: FAKE_ADDRESS, type: 'eoa', publicKey: '0x04abcdef', path }, { address: OTHER_ADDRESS, type: 'smartAccount' }] }),
    )
    expect(ctx.connection.getAccount().allAccounts).toStrictEqual([
      { namespace: 'eip155', address: FAKE_ADDRESS, type: 'eoa', publicKey: '0x04abcdef', path },
      { namespace: 'eip155', address: OTHER_ADDRESS, type: 'smartAccount' },
    ])
  })

  it('answers for a namespace that is not connected, and with nothing connected', async () => {
    const probe = capturing()
    const kit = await readyKit(probe.plugin)
    expect(probe.ctx().connection.getAccount()).toEqual({ allAccounts: [], caipAddress: undefined, address: undefined, isConnected: false, status: 'disconnected' })
    expect(probe.ctx().connection.getAccount('solana')).toMatchObject({ isConnected: false, status: undefined })
    expect(kit.getAccount()).toEqual(probe.ctx().connection.getAccount())
  })
})

describe('what a plugin registers through its context is undone', () => {
  it('when its setup throws, and the rest of the kit keeps working', async () => {
    const reference = registrations(await readyKit())
    const gate = deferred()
    const failing: KitPlugin = {
      id: 'failing',
      async setup(ctx) {
        registerEverything(ctx)
        ctx.store.register(SLICE, {} as never)
        await gate.promise
        throw new Error('could not start')
      },
    }
    const wallet = createFakeConnector()
    const { kit } = createTestKit({ plugins: [fakeChainPlugin('eip155', { connectors: [wallet] }), failing] })
    await settle()
    const whileStarting = registrations(kit)
    expectAllDiffer(whileStarting, reference)
    expect(SLICE in kit.getState()).toBe(true)

    gate.resolve()
    await kit.ready

    expect(kit.failedPlugins.map((p) => p.id)).toEqual(['failing'])
    expect(registrations(kit)).toEqual(reference)
    expect(SLICE in kit.getState()).toBe(false)
    // No step of the failed plugin stands between the visitor and the wallet.
    await kit.connect('fake')
    expect(kit.getAccount().isConnected).toBe(true)
  })

  it('when the kit is destroyed, by the plugin’s own undo; nothing is left', async () => {
    const reference = await registrationsAtDestroy(await readyKit())
    const wallet = createFakeConnector()
    const { kit, clock } = createTestKit({
      plugins: [fakeChainPlugin('eip155', { connectors: [wallet] }), { id: 'probe', setup: registerEverything }],
    })
    await kit.ready
    await kit.connect('fake')
    expectAllDiffer(registrations(kit), reference)

    const atDestroy = await registrationsAtDestroy(kit)

    expect(atDestroy).toEqual(reference)
    expectClean(kit, { clock, connectors: [wallet] })
  })
})

describe('an unsubscribe called early', () => {
  /** The undo list of a plugin, counted: how many undos it still holds. */
  function countedDisposers(): DisposerList & { readonly size: () => number } {
    const list = createDisposerList()
    let size = 0
    return {
      add(fn) {
        size += 1
        const forget = list.add(fn)
        return () => {
          forget()
          size -= 1
        }
      },
      disposeAll: (onError) => ((size = 0), list.disposeAll(onError)),
      size: () => size,
    }
  }

  it('leaves no undo behind: a view subscribing and unsubscribing 1000 times does not grow its plugin’s list', async () => {
    const kit = await readyKit()
    const internals = kitInternals(kit)
    const disposers = countedDisposers()
    const ctx = createPluginContext({ ...internals, signal: new AbortController().signal, isDestroyed: () => kit.destroyed }, 'view', disposers)
    const listeners = [internals.store.listenerCount(), internals.bus.listenerCount()]

    for (let i = 0; i < 1000; i++) {
      ctx.store.subscribe(() => {})()
      ctx.store.select((s) => s.modal.open, () => {})()
      ctx.bus.on('modal:opened', () => {})()
      ctx.bus.onAny(() => {})()
      ctx.modal.addCloseGuard(() => false)()
      ctx.connection.addStep({ id: 'step', run: () => {} })()
      ctx.slots.register('account.tab', { id: 'activity', label: 'Activity', load: async () => ({ default: () => null }) })()
    }

    expect(disposers.size()).toBe(0)
    expect([internals.store.listenerCount(), internals.bus.listenerCount()]).toEqual(listeners)
    expect(kit.close()).toBe(true)
    const errors: unknown[] = []
    internals.bus.on('kit:error', (e) => errors.push(e))
    await kit.destroy()
    expect(errors).toEqual([])
    expectClean(kit)
  })

  it('is not undone a second time when the plugin fails later: the host’s own exclusions stay', async () => {
    const failing: KitPlugin = {
      id: 'failing',
      setup(ctx) {
        ctx.connectors.exclude(['io.metamask'])()
        throw new Error('could not start')
      },
    }
    const { kit } = createTestKit({ excludeWalletIds: ['io.metamask'], plugins: [fakeChainPlugin('eip155', { connectors: [metamask()] }), failing] })
    await kit.ready
    expect(kit.failedPlugins.map((p) => p.id)).toEqual(['failing'])
    expect(kit.getState().connectors).toEqual([])
  })

  it('called twice undoes once: the host’s own exclusions stay', async () => {
    const probe = capturing()
    const { kit } = createTestKit({ excludeWalletIds: ['io.metamask'], plugins: [fakeChainPlugin('eip155', { connectors: [metamask()] }), probe.plugin] })
    await kit.ready
    const undo = probe.ctx().connectors.exclude(['io.metamask'])
    undo()
    undo()
    expect(kit.getState().connectors).toEqual([])
  })
})
