// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest'
import { createKernel, memoryStorage, type KitPlugin } from './index.js'
import { testNetworks } from './testing/test-networks.js'
import { kitInternals } from './internals.js'

// Any read of these during the test is a bug: a server render has none of them.
const BROWSER_GLOBALS = ['window', 'document', 'localStorage', 'navigator', 'matchMedia'] as const

describe('server-side rendering', () => {
  const touched: string[] = []
  const installed: string[] = []

  afterEach(() => {
    for (const name of installed.splice(0)) delete (globalThis as Record<string, unknown>)[name]
    touched.length = 0
  })

  /** Turns each missing browser global into a trap that records the read (and still reads as undefined). */
  function trapBrowserGlobals(names: readonly string[]) {
    for (const name of names) {
      if (name in globalThis) continue
      Object.defineProperty(globalThis, name, {
        configurable: true,
        get() {
          touched.push(name)
          return undefined
        },
      })
      installed.push(name)
    }
  }

  it('runs in a plain Node environment', () => {
    expect(typeof window).toBe('undefined')
    expect(typeof document).toBe('undefined')
    expect(typeof localStorage).toBe('undefined')
  })

  it('creates a kit, gets ready and destroys it without touching window or document', async () => {
    trapBrowserGlobals(['window', 'document'])
    const chain: KitPlugin = { id: 'eip155', setup: (ctx) => void ctx.adapters.register({ namespace: 'eip155' }) }
    const kit = createKernel({ projectId: 'p', networks: [testNetworks.mainnet], plugins: [chain], logLevel: 'silent' })
    await kit.ready
    expect(kit.getAccount().status).toBe('disconnected')
    kitInternals(kit).modal.setLoading(true)
    await kit.switchNetwork(testNetworks.mainnet)
    await kit.destroy()
    expect(touched).toEqual([])
  })

  it('falls back to memory storage when there is no localStorage', async () => {
    trapBrowserGlobals(BROWSER_GLOBALS.filter((name) => name !== 'localStorage'))
    const kit = createKernel({ projectId: 'p', networks: [testNetworks.mainnet], logLevel: 'silent' })
    await kit.ready
    kitInternals(kit).storage.set('wallet_name', 'MetaMask')
    expect(kitInternals(kit).storage.get('wallet_name')).toBe('MetaMask')
    await kit.destroy()
    expect(touched).toEqual([])
  })

  it('an explicit storage backend works the same', async () => {
    const backend = memoryStorage()
    const kit = createKernel({ projectId: 'p', networks: [testNetworks.mainnet], storage: backend, logLevel: 'silent' })
    await kit.ready
    await kit.destroy()
    expect(kit.destroyed).toBe(true)
  })
})
