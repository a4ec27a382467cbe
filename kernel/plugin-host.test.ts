import { describe, expect, it } from 'vitest'
import type { Kit } from './kernel.js'
import { createFakeClock } from './testing/fake-clock.js'
import { createFakeConnector } from './testing/fake-connector.js'
import { expectClean } from './testing/expect-clean.js'
import { settle } from './testing/settle.js'
import { createTestKit } from './testing/test-kit.js'
import { testNetworks } from './testing/test-networks.js'
import type { KitEvents, KitPlugin, PluginContext } from './index.js'
import { kitInternals } from './internals.js'

declare module './types.js' {
  interface KitState {
    'plugin-host-test/log': { readonly entries: readonly string[] }
  }
}

const plugin = (id: string, setup: KitPlugin['setup'] = () => {}, requires?: readonly string[]): KitPlugin => ({ id, requires, setup })

function recordErrors(kit: Kit) {
  const errors: KitEvents['kit:error'][] = []
  kitInternals(kit).bus.on('kit:error', (e) => errors.push(e))
  return errors
}

describe('plugin ordering and start-up checks', () => {
  it('sets plugins up after what they require, whatever order the host lists them in', async () => {
    const order: string[] = []
    const track = (id: string, requires?: string[]) => plugin(id, () => void order.push(id), requires)
    const { kit } = createTestKit({
      plugins: [track('swaps', ['eip155', 'analytics']), track('analytics'), track('eip155', ['registry']), track('registry')],
    })
    await kit.ready
    expect([...order].sort()).toEqual(['analytics', 'eip155', 'registry', 'swaps'])
    const before = (a: string, b: string) => order.indexOf(a) < order.indexOf(b)
    expect(before('registry', 'eip155')).toBe(true)
    expect(before('eip155', 'swaps')).toBe(true)
    expect(before('analytics', 'swaps')).toBe(true)
  })

  it('keeps the listed order among plugins that do not depend on each other', async () => {
    const order: string[] = []
    const track = (id: string) => plugin(id, () => void order.push(id))
    const { kit } = createTestKit({ plugins: [track('c'), track('a'), track('b')] })
    await kit.ready
    expect(order).toEqual(['c', 'a', 'b'])
  })

  it('throws in createKernel on a duplicate plugin id', () => {
    expect(() => createTestKit({ plugins: [plugin('eip155'), plugin('eip155')] })).toThrow('Duplicate plugin id "eip155"')
  })

  it('throws in createKernel when a requirement is missing, naming both plugins', () => {
    expect(() => createTestKit({ plugins: [plugin('swaps', () => {}, ['eip155'])] })).toThrow(/"swaps".*"eip155"/)
  })

  it('throws in createKernel on a requirement cycle, showing the cycle', () => {
    const plugins = [plugin('a', () => {}, ['b']), plugin('b', () => {}, ['c']), plugin('c', () => {}, ['a'])]
    expect(() => createTestKit({ plugins })).toThrow('Plugins require each other in a cycle: a -> b -> c -> a')
  })

  it('never calls a setup when createKernel throws', () => {
    let called = false
    const ok = plugin('ok', () => void (called = true))
    expect(() => createTestKit({ plugins: [ok, plugin('ok')] })).toThrow()
    expect(called).toBe(false)
  })
})

describe('a plugin whose setup fails', () => {
  function registerOneOfEverything(ctx: PluginContext) {
    ctx.store.register('plugin-host-test/log', { entries: [] })
    ctx.store.select((s) => s.modal.open, () => {})
    ctx.bus.on('modal:opened', () => {})
    ctx.views.register('Networks', { load: async () => ({ default: null }) })
    ctx.adapters.register({ namespace: 'solana' })
    ctx.connectors.register(createFakeConnector({ id: 'faulty-wallet', chain: 'solana' }))
    ctx.onDispose(() => {})
  }
  // Not an async function: the kernel must also catch a setup that throws before returning a promise.
  const throwing: KitPlugin = {
    id: 'faulty',
    setup(ctx) {
      registerOneOfEverything(ctx)
      throw new Error('sync boom')
    },
  }
  const rejecting: KitPlugin = {
    id: 'faulty',
    async setup(ctx) {
      await Promise.resolve()
      registerOneOfEverything(ctx)
      throw new Error('async boom')
    },
  }

  it.each([
    ['throws synchronously', throwing, 'sync boom'],
    ['rejects', rejecting, 'async boom'],
  ])('is reported by id and undone when its setup %s, and the others keep working', async (_, bad, message) => {
    const wallet = createFakeConnector({ id: 'good-wallet' })
    const good: KitPlugin = {
      id: 'good',
      setup(ctx) {
        ctx.adapters.register({ namespace: 'eip155' })
        ctx.connectors.register(wallet)
      },
    }
    const { kit } = createTestKit({ networks: [testNetworks.mainnet, testNetworks.solana], plugins: [bad, good] })
    const errors = recordErrors(kit)
    const listenersBefore = kitInternals(kit).store.listenerCount()
    const handlersBefore = kitInternals(kit).bus.listenerCount()
    await kit.ready

    const reported = expect.objectContaining({ name: 'PluginSetupError', shortMessage: 'Plugin "faulty" failed to start', pluginId: 'faulty', cause: expect.objectContaining({ message }) })
    expect(kit.failedPlugins).toEqual([{ id: 'faulty', error: reported }])
    expect(errors).toEqual([{ source: 'plugin "faulty"', error: reported }])

    const state = kit.getState()
    expect('plugin-host-test/log' in state).toBe(false)
    expect(state.namespaces).toEqual(['eip155'])
    expect(state.chains.solana).toBeUndefined()
    expect(state.connectors.map((c) => c.id)).toEqual(['good-wallet'])
    expect(kitInternals(kit).views.has('Networks')).toBe(false)
    expect(kitInternals(kit).adapters.get('solana')).toBeUndefined()
    expect(kitInternals(kit).store.listenerCount()).toBe(listenersBefore)
    expect(kitInternals(kit).bus.listenerCount()).toBe(handlersBefore)

    await kit.connect('good-wallet')
    expect(kit.getAccount().isConnected).toBe(true)
  })

  it('blocks the plugins that require it, without calling their setup', async () => {
    let dependentRan = false
    const { kit } = createTestKit({
      plugins: [
        plugin('names', () => void (dependentRan = true), ['registry']),
        plugin('registry', () => {
          throw new Error('registry down')
        }),
        plugin('unrelated'),
      ],
    })
    const errors = recordErrors(kit)
    await kit.ready
    expect(dependentRan).toBe(false)
    expect(kit.failedPlugins.map((r) => r.id)).toEqual(['registry', 'names'])
    expect(String(kit.failedPlugins[1]!.error)).toContain('"names" was not started because "registry" failed')
    expect(errors.map((e) => e.source)).toEqual(['plugin "registry"', 'plugin "names"'])
  })
})

describe('destroy', () => {
  it('aborts ctx.signal and runs disposers newest-first, across plugins', async () => {
    const ran: string[] = []
    let signal: AbortSignal | undefined
    const { kit } = createTestKit({
      plugins: [
        plugin('first', (ctx) => {
          signal = ctx.signal
          ctx.onDispose(() => void ran.push('first:a'))
          ctx.onDispose(() => void ran.push('first:b'))
        }),
        plugin('second', (ctx) => {
          ctx.onDispose(() => void ran.push('second:a'))
          return () => void ran.push('second:returned')
        }),
      ],
    })
    await kit.ready
    const abortedWhenDisposing: boolean[] = []
    kitInternals(kit).onDestroy(() => void abortedWhenDisposing.push(signal!.aborted))

    await kit.destroy()
    expect(signal!.aborted).toBe(true)
    expect(abortedWhenDisposing).toEqual([true])
    expect(ran).toEqual(['second:returned', 'second:a', 'first:b', 'first:a'])
  })

  it('leaves nothing behind: listeners, handlers, timers, registrations, wallet subscriptions', async () => {
    const clock = createFakeClock()
    const wallet = createFakeConnector()
    const { kit } = createTestKit({
      clock,
      plugins: [
        plugin('eip155', (ctx) => {
          ctx.adapters.register({ namespace: 'eip155' })
          ctx.connectors.register(wallet)
        }),
        plugin('busy', (ctx) => {
          ctx.store.register('plugin-host-test/log', { entries: [] })
          ctx.store.subscribe(() => {})
          ctx.store.select((s) => s.activeCaipAddress, () => {})
          ctx.bus.on('connection:changed', () => {})
          ctx.bus.onAny(() => {})
          const timer = ctx.clock.setTimeout(() => {}, 60_000)
          ctx.onDispose(() => ctx.clock.clearTimeout(timer))
        }),
      ],
    })
    kit.subscribeState(() => {})
    kit.subscribeEvents(() => {})
    await kit.ready
    await kit.connect('fake')
    kitInternals(kit).modal.shake()
    kitInternals(kit).modal.showToast('Copied')
    expect(wallet.subscriberCount()).toBe(1)
    expect(clock.pending().length).toBeGreaterThan(1)

    await kit.destroy()
    expectClean(kit, { clock, connectors: [wallet] })
  })

  it('catches the leaks it is meant to catch', async () => {
    const clock = createFakeClock()
    const leaky = plugin('leaky', (ctx) => void ctx.clock.setTimeout(() => {}, 1000))
    const { kit } = createTestKit({ clock, plugins: [leaky] })
    await kit.ready
    await kit.destroy()
    expect(() => expectClean(kit, { clock })).toThrow(/clock timers left/)
  })

  it('reports a disposer that throws and still runs the rest', async () => {
    const ran: string[] = []
    const { kit } = createTestKit({
      plugins: [
        plugin('a', (ctx) => ctx.onDispose(() => void ran.push('a'))),
        plugin('b', (ctx) =>
          ctx.onDispose(() => {
            throw new Error('b cannot let go')
          }),
        ),
      ],
    })
    const errors = recordErrors(kit)
    await kit.ready
    await kit.destroy()
    expect(ran).toEqual(['a'])
    expect(errors).toEqual([{ source: 'a disposer', error: expect.objectContaining({ message: 'b cannot let go' }) }])
  })

  it('is a no-op the second time, even while the first is still running', async () => {
    let disposed = 0
    const { kit } = createTestKit({ plugins: [plugin('once', (ctx) => ctx.onDispose(() => void disposed++))] })
    await kit.ready
    kit.subscribeEvents(() => {})
    const first = kit.destroy()
    const second = kit.destroy()
    await second
    // The second call waited for the whole teardown, not just returned early.
    expect(disposed).toBe(1)
    expect(kitInternals(kit).bus.listenerCount()).toBe(0)
    await first
    await kit.destroy()
    expect(disposed).toBe(1)
  })

  it('destroyed before start-up ends (React StrictMode) starts no plugin that had not started yet', async () => {
    const started: string[] = []
    let release!: () => void
    const slow = plugin('slow', async () => {
      started.push('slow')
      await new Promise<void>((resolve) => (release = resolve))
    })
    const { kit } = createTestKit({ plugins: [slow, plugin('later', () => void started.push('later'))] })
    await settle()
    const destroyed = kit.destroy()
    release()
    await destroyed
    expect(started).toEqual(['slow'])

    const { kit: immediate } = createTestKit({ plugins: [plugin('never', () => void started.push('never'))] })
    await immediate.destroy()
    await immediate.ready
    expect(started).toEqual(['slow'])
  })
})
