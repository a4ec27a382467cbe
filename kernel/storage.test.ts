import { afterEach, describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import type { KitPlugin } from './context.js'
import { kitInternals } from './internals.js'
import { createKernel } from './kernel.js'
import { createLogger } from './log.js'
import { InvalidOptionsError } from './errors.js'
import type { KitOptionsInput } from './options.js'
import { createKitStorage, defaultStorageBackend, memoryStorage, STORAGE_PREFIX, type StorageBackend } from './storage.js'
import { createFakeConnector, FAKE_ADDRESS } from './testing/fake-connector.js'
import { fakeChainPlugin } from './testing/fake-chain-plugin.js'
import { createTestKit } from './testing/test-kit.js'
import { testNetworks } from './testing/test-networks.js'

/** A memory backend whose raw contents the test can read and seed. */
function rawBackend(seed: Record<string, string> = {}) {
  const map = new Map(Object.entries(seed))
  const backend: StorageBackend = {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  }
  return { backend, map }
}

const storageOver = (backend: StorageBackend) => createKitStorage(backend, createLogger('silent'))
const wallet = (name: string) => ({ id: name, name })

describe('keys (spec §3)', () => {
  it('everything the kit persists lives under @appkit-wallet/', async () => {
    const { backend, map } = rawBackend()
    const { kit } = createTestKit({ storage: backend, plugins: [fakeChainPlugin('eip155', { connectors: [createFakeConnector()] })] })
    await kit.ready
    await kit.connect('fake')
    await kit.switchNetwork(testNetworks.optimism)
    expect(map.size).toBeGreaterThan(3)
    for (const key of map.keys()) expect(key.startsWith(STORAGE_PREFIX)).toBe(true)
    expect(STORAGE_PREFIX).toBe('@appkit-wallet/')
    expect(map.get('@appkit-wallet/eip155:connected_connector_id')).toBe('"fake"')
  })

  it('round-trips typed values', () => {
    const storage = storageOver(memoryStorage())
    storage.set('recent_wallets', [wallet('a'), wallet('b')])
    storage.set('connected_namespaces', ['eip155', 'solana'])
    storage.setConnectorId('solana', 'phantom')
    expect(storage.get('recent_wallets')).toEqual([wallet('a'), wallet('b')])
    expect(storage.get('connected_namespaces')).toEqual(['eip155', 'solana'])
    expect(storage.getConnectorId('solana')).toBe('phantom')
  })
})

describe('kits on one page (one JS realm)', () => {
  const wallets = () => [fakeChainPlugin('eip155', { connectors: [createFakeConnector()] })]
  /** A kit as a page creates it, over the page's one storage; its warnings are collected in `warned`. */
  const pageKit = (backend: StorageBackend, options: Omit<Partial<KitOptionsInput>, 'clock'> = {}) => createTestKit({ storage: backend, plugins: wallets(), logLevel: 'warn', ...options })
  const warnings = () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    return () => warn.mock.calls.map((args) => args.join(' '))
  }

  it('a kit with an id stores every key, its plugins\' too, under @appkit-wallet/<id>/', async () => {
    const { backend, map } = rawBackend()
    const plugin: KitPlugin = { id: 'greeter', setup: (ctx) => ctx.storage.declare('greeting_count', z.number()).set(1) }
    const { kit } = pageKit(backend, { id: 'shop', plugins: [...wallets(), plugin] })
    await kit.ready
    await kit.connect('fake')
    expect(map.get('@appkit-wallet/shop/connection_status')).toBe('"connected"')
    expect(map.get('@appkit-wallet/shop/eip155:connected_connector_id')).toBe('"fake"')
    expect(map.get('@appkit-wallet/shop/greeting_count')).toBe('1')
    for (const key of map.keys()) expect(key.startsWith('@appkit-wallet/shop/')).toBe(true)
  })

  it('refuses an id that is not 1 to 32 of a-z, 0-9 and -, and such a kit takes no namespace', async () => {
    for (const id of ['', 'Shop', 'a/b', 'x'.repeat(33), '../up']) {
      expect(() => pageKit(memoryStorage(), { id })).toThrow(InvalidOptionsError)
    }
    const read = warnings()
    const { backend, map } = rawBackend()
    const { kit } = pageKit(backend)
    await kit.ready
    expect(map.get('@appkit-wallet/connection_status')).toBe('"disconnected"')
    expect(read()).toEqual([])
  })

  it('a second kit without an id warns, and after a reload each finds only its own connection', async () => {
    const { backend, map } = rawBackend()
    const read = warnings()
    const first = pageKit(backend)
    const second = pageKit(backend)
    await Promise.all([first.kit.ready, second.kit.ready])
    expect(read()).toEqual([expect.stringContaining('this one stores under @appkit-wallet/kit-2/')])
    expect(read()[0]).toContain('`id` option')
    await first.kit.connect('fake')
    expect(map.get('@appkit-wallet/connection_status')).toBe('"connected"')
    expect(map.get('@appkit-wallet/kit-2/connection_status')).toBe('"disconnected"')

    // The reload: the page is gone, and creates its kits again in the same order.
    await Promise.all([first.kit.destroy(), second.kit.destroy()])
    const again = [pageKit(backend), pageKit(backend)]
    await Promise.all(again.map((k) => k.kit.ready))
    expect(again[0]!.kit.getAccount()).toMatchObject({ status: 'connected', address: FAKE_ADDRESS })
    expect(again[1]!.kit.getAccount()).toMatchObject({ status: 'disconnected', address: undefined })
  })

  it('a destroyed kit frees its namespace for the next one; a new kit takes the smallest free', async () => {
    const { backend, map } = rawBackend()
    const read = warnings()
    const first = pageKit(backend)
    const second = pageKit(backend)
    await first.kit.destroy()
    // A remount: the replacement is the page's first kit again, with the spec's keys and nothing to say.
    const replacement = pageKit(backend)
    await Promise.all([second.kit.ready, replacement.kit.ready])
    expect(read()).toHaveLength(1)
    const third = pageKit(backend, { id: 'kit-3' })
    const fourth = pageKit(backend)
    await Promise.all([third.kit.ready, fourth.kit.ready])
    expect(read().at(-1)).toContain('@appkit-wallet/kit-4/')
    expect([...map.keys()].filter((key) => key.endsWith('connection_status')).sort()).toEqual([
      '@appkit-wallet/connection_status',
      '@appkit-wallet/kit-2/connection_status',
      '@appkit-wallet/kit-3/connection_status',
      '@appkit-wallet/kit-4/connection_status',
    ])
  })

  it('two live kits given the same id are told they share their saved connection', async () => {
    const read = warnings()
    pageKit(memoryStorage(), { id: 'shop' })
    pageKit(memoryStorage(), { id: 'shop' })
    expect(read()).toEqual([expect.stringContaining('Another kit on this page has the id "shop"')])
  })
})

describe('unreadable values read as absent, are removed, and never throw', () => {
  it.each([
    ['corrupt JSON', 'recent_wallets', '[{"id":"a",'],
    ['a wrong type', 'connected_namespaces', '"eip155"'],
    ['a value outside the enum', 'connection_status', '"maybe"'],
    ['a foreign network id', 'active_caip_network_id', '"mainnet"'],
    ['an unknown namespace', 'active_namespace', '"tron"'],
    ['more than 2 recent wallets', 'recent_wallets', JSON.stringify([wallet('a'), wallet('b'), wallet('c')])],
  ] as const)('%s', (_, key, raw) => {
    const { backend, map } = rawBackend({ [STORAGE_PREFIX + key]: raw })
    expect(storageOver(backend).get(key)).toBeUndefined()
    expect(map.has(STORAGE_PREFIX + key)).toBe(false)
  })

  it('accepts a bare string another library wrote without JSON', () => {
    const { backend } = rawBackend({ [`${STORAGE_PREFIX}connection_status`]: 'connected' })
    expect(storageOver(backend).get('connection_status')).toBe('connected')
  })

  it('an empty connector id is treated as none', () => {
    const { backend, map } = rawBackend({ [`${STORAGE_PREFIX}eip155:connected_connector_id`]: '""' })
    expect(storageOver(backend).getConnectorId('eip155')).toBeUndefined()
    expect(map.size).toBe(0)
  })

  it('a kit starts normally over garbage in every key', async () => {
    const keys = ['connection_status', 'connected_namespaces', 'active_caip_network_id', 'active_namespace', 'eip155:connected_connector_id', 'recent_wallets']
    const { backend } = rawBackend(Object.fromEntries(keys.map((k) => [STORAGE_PREFIX + k, '{nope'])))
    const { kit } = createTestKit({ storage: backend, plugins: [fakeChainPlugin('eip155', { connectors: [createFakeConnector()] })] })
    await kit.ready
    expect(kit.failedPlugins).toEqual([])
    expect(kit.getAccount().status).toBe('disconnected')
    expect(kit.getCaipNetwork()).toEqual(testNetworks.mainnet)
  })
})

describe('a failing backend', () => {
  it('a setItem that throws (quota exceeded) never breaks a connect', async () => {
    const backend: StorageBackend = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      },
      removeItem: () => {},
    }
    const { kit } = createTestKit({ storage: backend, plugins: [fakeChainPlugin('eip155', { connectors: [createFakeConnector()] })] })
    await kit.ready
    await kit.connect('fake')
    expect(kit.getAccount().isConnected).toBe(true)
    await kit.switchNetwork(testNetworks.optimism)
    await kit.disconnect()
    expect(kit.getAccount().status).toBe('disconnected')
  })

  it('a getItem or removeItem that throws reads as absent', () => {
    const fail = () => {
      throw new Error('SecurityError')
    }
    const storage = storageOver({ getItem: fail, setItem: fail, removeItem: fail })
    expect(storage.get('connection_status')).toBeUndefined()
    expect(() => storage.remove('connection_status')).not.toThrow()
    expect(() => storage.removeConnectorId('eip155')).not.toThrow()
  })
})

describe('default backend', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    globalThis.localStorage?.clear()
  })

  it('is localStorage when the page has one', async () => {
    expect(defaultStorageBackend()).toBe(globalThis.localStorage)
    const kit = createKernel({ projectId: 'p', networks: [testNetworks.mainnet], logLevel: 'silent', plugins: [fakeChainPlugin('eip155')] })
    await kit.ready
    expect(localStorage.getItem(`${STORAGE_PREFIX}connection_status`)).toBe('"disconnected"')
    await kit.destroy()
  })

  it('is memory when there is no localStorage', () => {
    vi.stubGlobal('localStorage', undefined)
    const backend = defaultStorageBackend()
    backend.setItem('k', 'v')
    expect(backend.getItem('k')).toBe('v')
  })

  it('is memory when localStorage throws on write (private mode, sandboxed frames)', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('denied', 'SecurityError')
      },
      removeItem: () => {},
    })
    const backend = defaultStorageBackend()
    expect(backend).not.toBe(globalThis.localStorage)
    backend.setItem('k', 'v')
    expect(backend.getItem('k')).toBe('v')
  })

  it('is memory when merely reading window.localStorage throws', () => {
    vi.stubGlobal('localStorage', undefined)
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError')
      },
    })
    expect(() => defaultStorageBackend().setItem('k', 'v')).not.toThrow()
  })
})

describe('keys a plugin declares', () => {
  it('round-trip under the spec prefix, read back through their schema', async () => {
    const { backend, map } = rawBackend({})
    const storage = storageOver(backend)
    const { item } = storage.declare('greeting', z.object({ text: z.string() }))
    item.set({ text: 'hi' })
    expect(map.get(`${STORAGE_PREFIX}greeting`)).toBe('{"text":"hi"}')
    expect(item.get()).toEqual({ text: 'hi' })
    map.set(`${STORAGE_PREFIX}greeting`, '{"text":42}')
    expect(item.get()).toBeUndefined()
    expect(map.has(`${STORAGE_PREFIX}greeting`)).toBe(false)
  })

  it('have one owner each, never a kernel key, and are freed when released', () => {
    const storage = storageOver(memoryStorage())
    const first = storage.declare('greeting', z.string())
    expect(() => storage.declare('greeting', z.string())).toThrow('Storage key "greeting" is already registered')
    expect(() => storage.declare('wallet_id', z.string())).toThrow('Storage key "wallet_id" is already registered')
    expect(() => storage.declare('Not-Snake', z.string())).toThrow('must be snake_case')
    first.release()
    expect(() => storage.declare('greeting', z.string())).not.toThrow()
  })

  it('are declared from a plugin context, read from its views through item(), and released when the plugin goes', async () => {
    const { backend } = rawBackend({ [`${STORAGE_PREFIX}greeting_count`]: '3' })
    let read: number | undefined
    const plugin: KitPlugin = {
      id: 'greeter',
      setup(ctx) {
        const count = ctx.storage.declare('greeting_count', z.number())
        read = ctx.storage.item('greeting_count').get()
        count.set(4)
        expect(() => ctx.storage.item('other_key' as 'greeting_count')).toThrow('was not declared by the "greeter" plugin')
        throw new Error('setup fails after declaring')
      },
    }
    const kit = createKernel({ projectId: 'p', networks: [testNetworks.mainnet], plugins: [plugin], storage: backend, logLevel: 'silent' })
    await kit.ready
    expect(read).toBe(3)
    expect(backend.getItem(`${STORAGE_PREFIX}greeting_count`)).toBe('4')
    // The failed plugin's key is free again.
    expect(() => kitInternals(kit).storage.declare('greeting_count', z.number())).not.toThrow()
    await kit.destroy()
  })
})

declare module './context.js' {
  interface KitStorageKeys {
    greeting_count: number
  }
}
