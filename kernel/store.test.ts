import { describe, expect, it } from 'vitest'
import { createTestKit } from './testing/test-kit.js'
import type { KitEvents, KitPlugin, PluginSliceKey, Slice } from './index.js'
import { kitInternals } from './internals.js'

declare module './types.js' {
  interface KitState {
    'store-test/counter': { readonly count: number; readonly label: string; readonly nested: { readonly items: readonly string[] } }
  }
}

type Counter = Slice<{ readonly count: number; readonly label: string; readonly nested: { readonly items: readonly string[] } }>

/** A plugin that owns the counter slice and hands its writer to the test. */
function counterPlugin(onSlice: (slice: Counter) => void): KitPlugin {
  return {
    id: 'counter',
    setup(ctx) {
      onSlice(ctx.store.register('store-test/counter', { count: 0, label: 'zero', nested: { items: [] } }))
    },
  }
}

async function kitWithCounter() {
  let slice!: Counter
  const { kit } = createTestKit({ plugins: [counterPlugin((s) => (slice = s))] })
  await kit.ready
  return { kit, slice }
}

describe('plugin slices', () => {
  it('appear in the state under their key and are written through the owner\'s slice', async () => {
    const { kit, slice } = await kitWithCounter()
    expect(kit.getState()['store-test/counter']).toEqual({ count: 0, label: 'zero', nested: { items: [] } })
    slice.set((draft) => {
      draft.count += 1
    })
    expect(slice.get().count).toBe(1)
    slice.set(() => ({ count: 5, label: 'five', nested: { items: ['x'] } }))
    expect(kit.getState()['store-test/counter']).toEqual({ count: 5, label: 'five', nested: { items: ['x'] } })
  })

  it('are frozen snapshots: mutating one outside a recipe throws', async () => {
    const { kit } = await kitWithCounter()
    const counter = kit.getState()['store-test/counter'] as { count: number }
    expect(() => {
      counter.count = 9
    }).toThrow()
  })

  it('cannot take a core key', async () => {
    const { kit } = createTestKit({
      plugins: [{ id: 'greedy', setup: (ctx) => void ctx.store.register('modal' as PluginSliceKey, { count: 0, label: '', nested: { items: [] } }) }],
    })
    await kit.ready
    expect(kit.failedPlugins).toEqual([{ id: 'greedy', error: expect.objectContaining({ cause: expect.objectContaining({ name: 'AlreadyRegisteredError', kind: 'state slice', key: 'modal' }) }) }])
    expect(kit.getState().modal.open).toBe(false)
  })

  it('cannot be registered twice: the second plugin fails, the first keeps its state', async () => {
    let first!: Counter
    const { kit } = createTestKit({
      plugins: [counterPlugin((s) => (first = s)), { ...counterPlugin(() => {}), id: 'copycat' }],
    })
    await kit.ready
    first.set((d) => {
      d.count = 3
    })
    expect(kit.failedPlugins.map((r) => r.id)).toEqual(['copycat'])
    expect(String(kit.failedPlugins[0]!.error)).toContain('State slice "store-test/counter" is already registered')
    expect(kit.getState()['store-test/counter']?.count).toBe(3)
  })
})

describe('slices and destroy', () => {
  it('a failed plugin\'s slice is removed, so another plugin may take the key', async () => {
    const { kit } = createTestKit({
      plugins: [
        { id: 'broken', setup: (ctx) => {
          ctx.store.register('store-test/counter', { count: 1, label: 'broken', nested: { items: [] } })
          throw new Error('broken')
        } },
        { ...counterPlugin(() => {}), id: 'replacement', requires: [] },
      ],
    })
    await kit.ready
    expect(kit.failedPlugins.map((r) => r.id)).toEqual(['broken'])
    expect(kit.getState()['store-test/counter']?.label).toBe('zero')
  })

  it('a listener still mounted while the kit is destroyed can keep reading plugin slices', async () => {
    const { kit } = await kitWithCounter()
    const errors: unknown[] = []
    kitInternals(kit).bus.on('kit:error', (e) => errors.push(e.error))
    // A UI component reads its plugin's slice without a guard: augmentation declares it present.
    kitInternals(kit).store.select((s) => s['store-test/counter'].count, () => {})
    kitInternals(kit).store.select((s) => s.namespaces.length, () => {})
    await kit.destroy()
    expect(errors).toEqual([])
  })
})

describe('select', () => {
  it('fires only when the selected value changes, with the previous value', async () => {
    const { kit, slice } = await kitWithCounter()
    const calls: [number, number][] = []
    kitInternals(kit).store.select((s) => s['store-test/counter'].count, (value, previous) => calls.push([value, previous]))

    slice.set((d) => {
      d.count = d.count // a recipe that changes nothing
    })
    slice.set((d) => {
      d.label = 'renamed'
    })
    kitInternals(kit).modal.shake()
    expect(calls).toEqual([])

    slice.set((d) => {
      d.count = 1
    })
    slice.set((d) => {
      d.count = 2
    })
    expect(calls).toEqual([
      [1, 0],
      [2, 1],
    ])
  })

  it('uses the given equality for derived values', async () => {
    const { kit, slice } = await kitWithCounter()
    let fired = 0
    kitInternals(kit).store.select(
      (s) => ({ even: s['store-test/counter'].count % 2 === 0 }),
      () => void fired++,
      (a, b) => a.even === b.even,
    )
    slice.set((d) => {
      d.count = 2
    })
    expect(fired).toBe(0)
    slice.set((d) => {
      d.count = 3
    })
    expect(fired).toBe(1)
  })

  it('stops after unsubscribe', async () => {
    const { kit, slice } = await kitWithCounter()
    let fired = 0
    const off = kitInternals(kit).store.select((s) => s['store-test/counter'].count, () => void fired++)
    off()
    slice.set((d) => {
      d.count = 1
    })
    expect(fired).toBe(0)
  })
})

describe('structural sharing', () => {
  it('keeps the same references for every part an update did not touch', async () => {
    const { kit, slice } = await kitWithCounter()
    const before = kit.getState()
    slice.set((d) => {
      d.label = 'changed'
    })
    const after = kit.getState()
    expect(after).not.toBe(before)
    expect(after['store-test/counter']).not.toBe(before['store-test/counter'])
    expect(after['store-test/counter'].nested).toBe(before['store-test/counter'].nested)
    expect(after.modal).toBe(before.modal)
    expect(after.chains).toBe(before.chains)
    expect(after.connectors).toBe(before.connectors)
  })

  it('returns the very same snapshot when nothing changed (useSyncExternalStore relies on it)', async () => {
    const { kit, slice } = await kitWithCounter()
    const before = kit.getState()
    let notified = 0
    kit.subscribeState(() => void notified++)
    slice.set((d) => {
      d.count = 0
    })
    kitInternals(kit).modal.setLoading(false)
    expect(kit.getState()).toBe(before)
    expect(notified).toBe(0)
  })
})

describe('listeners', () => {
  it('a listener that throws neither stops the others nor the writer, and is reported', async () => {
    const { kit, slice } = await kitWithCounter()
    const errors: KitEvents['kit:error'][] = []
    kitInternals(kit).bus.on('kit:error', (e) => errors.push(e))
    const seen: number[] = []
    kit.subscribeState(() => {
      throw new Error('bad listener')
    })
    kitInternals(kit).store.select((s) => s['store-test/counter'].count, (v) => seen.push(v))
    slice.set((d) => {
      d.count = 1
    })
    expect(seen).toEqual([1])
    expect(errors).toEqual([{ source: 'a state listener', error: expect.objectContaining({ message: 'bad listener' }) }])
  })
})
