import { afterEach, describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import type { KitPlugin } from './context.js'
import { kitInternals } from './internals.js'
import { createKernel } from './kernel.js'
import { createLogger } from './log.js'
import { createKitStorage, defaultStorageBackend, memoryStorage, STORAGE_PREFIX, type StorageBackend } from './storage.js'
import { createFakeConnector } from './testing/fake-connector.js'
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
