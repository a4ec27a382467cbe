import { waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, onTestFinished } from 'vitest'
import { InvalidOptionsError, KitError, memoryStorage, type Kit, type KitEvents, type KitOptionsInput, type KitPlugin, type StorageBackend } from '../kernel/index.js'
import {
  createFakeClock,
  createFakeConnector,
  expectClean,
  FAKE_ADDRESS,
  fakeChainPlugin,
  settle,
  testNetworks,
  type FakeClock,
  type FakeConnector,
} from '../kernel/testing/index.js'
import { modal } from '../ui/testing/test-kit.js'
import { createKit } from './create-kit.js'
import { kitInternals } from '../kernel/internals.js'

interface HostKit {
  readonly kit: Kit
  readonly wallet: FakeConnector
  readonly clock: FakeClock
  readonly storage: StorageBackend
}

/** What a host writes, with the runtime loaded lazily as in production; destroyed when the test ends. */
function hostKit(overrides: Partial<KitOptionsInput> = {}): HostKit {
  const wallet = createFakeConnector()
  const clock = createFakeClock()
  const storage = memoryStorage()
  const kit = createKit({
    projectId: 'p',
    networks: [testNetworks.mainnet, testNetworks.optimism],
    plugins: [fakeChainPlugin('eip155', { connectors: [wallet] })],
    logLevel: 'silent',
    storage,
    clock,
    ...overrides,
  })
  onTestFinished(() => kit.destroy())
  return { kit, wallet, clock, storage }
}

const modalHosts = () => document.querySelectorAll('tessera-modal')

/** The modal's dialog, once its lazily loaded code has mounted and rendered it. */
const findDialog = (name: string) => waitFor(() => modal().getByRole('dialog', { name }))

afterEach(() => {
  document.body.innerHTML = ''
})

describe('createKit before its runtime has loaded', () => {
  it('has readable state and a disconnected account at once', () => {
    const { kit } = hostKit()
    expect(kitInternals(kit).started).toBe(false)
    expect(kit.getState().modal.open).toBe(false)
    expect(kit.getAccount()).toEqual({ allAccounts: [], caipAddress: undefined, address: undefined, isConnected: false, status: undefined })
    // The network it will start on, as the runtime will set it: a server renders the network button with its name.
    expect(kit.getCaipNetwork()).toEqual(testNetworks.mainnet)
  })

  it('opens the modal asked for before ready once the runtime is up, on the Connect view', async () => {
    const { kit } = hostKit()
    kit.open()
    expect(kit.getState().modal.open).toBe(false)
    expect(modalHosts()).toHaveLength(0)

    await kit.ready
    expect(kit.getState().modal).toMatchObject({ open: true, history: [{ view: 'Connect' }] })
    expect(await findDialog('Connect Wallet')).toBeTruthy()
    expect(modalHosts()).toHaveLength(1)
    expect(modalHosts()[0]!.parentElement).toBe(document.body)
  })

  it('keeps exactly one modal element through open, close and open again', async () => {
    const { kit } = hostKit()
    kit.open()
    await kit.ready
    await findDialog('Connect Wallet')
    kit.close()
    await waitFor(() => expect(modal().queryByRole('dialog')).toBeNull())
    kit.open()
    await findDialog('Connect Wallet')
    expect(modalHosts()).toHaveLength(1)
  })

  it('says why its registries cannot be used yet, and hands them out after ready', async () => {
    const { kit } = hostKit()
    expect(() => kitInternals(kit).router).toThrow('The kit is still starting: await kit.ready before using its registries')
    expect(() => kitInternals(kit).connectors).toThrow(/await kit.ready/)
    await kit.ready
    expect(kitInternals(kit).started).toBe(true)
    expect(kitInternals(kit).connectors.list().map((c) => c.id)).toEqual(['fake'])
    kit.open()
    kitInternals(kit).router.push('Networks')
    expect(kit.getState().modal.history.map((r) => r.view)).toEqual(['Connect', 'Networks'])
  })

})

describe('createKit option errors', () => {
  it('rejects ready with an InvalidOptionsError for a javascript: terms link, without throwing synchronously', async () => {
    let kit: Kit | undefined
    expect(() => {
      kit = hostKit({ termsConditionsUrl: 'javascript:alert(1)' }).kit
    }).not.toThrow()
    const error = await kit!.ready.then(
      () => undefined,
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(InvalidOptionsError)
    expect((error as InvalidOptionsError).issues.map((i) => i.path.join('.'))).toEqual(['termsConditionsUrl'])
    // The page keeps its state readable; nothing was opened or mounted.
    expect(kit!.getAccount().isConnected).toBe(false)
    kit!.open()
    await settle()
    expect(kit!.getState().modal.open).toBe(false)
    expect(modalHosts()).toHaveLength(0)
  })

  it('reports the invalid options on the kit:error event', async () => {
    const { kit } = hostKit({ networks: [] })
    const errors: KitEvents['kit:error'][] = []
    kitInternals(kit).bus.on('kit:error', (e) => errors.push(e))
    await expect(kit.ready).rejects.toBeInstanceOf(InvalidOptionsError)
    expect(errors).toEqual([{ source: 'start-up', error: expect.any(InvalidOptionsError) }])
  })

  it('rejects ready with the spec message when both siwx and siweConfig are set', async () => {
    const { kit } = hostKit({ siwx: {}, siweConfig: {} })
    const error = await kit.ready.then(
      () => undefined,
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(KitError)
    expect((error as KitError).shortMessage).toBe('Cannot set both siweConfig and siwx options')
  })

  it('throws synchronously on a duplicate plugin id', () => {
    const a: KitPlugin = { id: 'twin', setup() {} }
    const b: KitPlugin = { id: 'twin', setup() {} }
    expect(() => createKit({ networks: [testNetworks.mainnet], plugins: [a, b], logLevel: 'silent' })).toThrow('Duplicate plugin id "twin"')
  })

  it('throws synchronously when a plugin requires one that is missing', () => {
    const swaps: KitPlugin = { id: 'swaps', requires: ['eip155'], setup() {} }
    expect(() => createKit({ networks: [testNetworks.mainnet], plugins: [swaps], logLevel: 'silent' })).toThrow(
      'Plugin "swaps" requires "eip155", which is not in plugins',
    )
  })
})

describe('createKit and the modal element', () => {
  it('never appends the modal when disableAppend is set', async () => {
    const { kit } = hostKit({ disableAppend: true })
    kit.open()
    await kit.ready
    expect(kit.getState().modal.open).toBe(true)
    // Give an auto-mount every chance to happen: its module is loaded and all pending work has run.
    await import('../ui/mount.js')
    await settle()
    kit.close()
    kit.open()
    await settle()
    expect(modalHosts()).toHaveLength(0)
  })

  it('destroy() removes the modal element and leaves nothing subscribed', async () => {
    const { kit, wallet, clock } = hostKit()
    await kit.ready
    await kit.connect('fake')
    kit.open()
    await findDialog('Account')

    await kit.destroy()
    expect(modalHosts()).toHaveLength(0)
    expect(document.body.childNodes).toHaveLength(0)
    expectClean(kit, { clock, connectors: [wallet] })
  })

  it('does not append a modal whose code arrives after destroy()', async () => {
    const { kit } = hostKit()
    await kit.ready
    kit.open()
    await kit.destroy()
    await import('../ui/mount.js')
    await settle()
    expect(modalHosts()).toHaveLength(0)
  })

  it('destroyed before its runtime loaded, it never starts plugins nor opens', async () => {
    let setups = 0
    const counting: KitPlugin = { id: 'counting', setup: () => void setups++ }
    const { kit } = hostKit({ plugins: [counting] })
    kit.open()
    await kit.destroy()
    await kit.ready
    await settle()
    expect(setups).toBe(0)
    expect(kit.getState().modal.open).toBe(false)
    expect(modalHosts()).toHaveLength(0)
  })
})

describe('two kits on one page', () => {
  it('with their own storage, connecting one leaves the other disconnected and unpersisted', async () => {
    const a = hostKit()
    const b = hostKit()
    await Promise.all([a.kit.ready, b.kit.ready])
    await a.kit.connect('fake')

    expect(a.kit.getAccount()).toMatchObject({ isConnected: true, address: FAKE_ADDRESS })
    expect(b.kit.getAccount()).toMatchObject({ isConnected: false, status: 'disconnected', address: undefined })
    expect(b.wallet.calls.connect).toBe(0)
    expect(a.storage.getItem('@appkit-wallet/connection_status')).toBe('"connected"')
    // The second kit on the page has a namespace of its own, even over a backend of its own.
    expect(b.storage.getItem('@appkit-wallet/kit-2/connection_status')).toBe('"disconnected"')
  })

  it("deliver one kit's events and state changes only to its own subscribers", async () => {
    const a = hostKit()
    const b = hostKit()
    await Promise.all([a.kit.ready, b.kit.ready])
    const aEvents: string[] = []
    const bEvents: string[] = []
    a.kit.subscribeEvents((type) => aEvents.push(type))
    b.kit.subscribeEvents((type) => bEvents.push(type))
    let bStateChanges = 0
    b.kit.subscribeState(() => bStateChanges++)

    await a.kit.connect('fake')
    a.kit.open()
    await a.kit.switchNetwork(testNetworks.optimism)

    expect(aEvents).toEqual(expect.arrayContaining(['connection:changed', 'modal:opened', 'network:changed']))
    expect(bEvents).toEqual([])
    expect(bStateChanges).toBe(0)
    expect(b.kit.getState().modal.open).toBe(false)
    expect(b.kit.getCaipNetwork()).toEqual(testNetworks.mainnet)
  })

  it('each open their own modal element', async () => {
    const a = hostKit()
    const b = hostKit()
    a.kit.open()
    b.kit.open()
    await Promise.all([a.kit.ready, b.kit.ready])
    await waitFor(() => expect(modalHosts()).toHaveLength(2))
    await a.kit.destroy()
    expect(modalHosts()).toHaveLength(1)
    expect(b.kit.getState().modal.open).toBe(true)
  })
})
