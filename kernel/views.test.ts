import { describe, expect, it, vi } from 'vitest'
import { createTestKit } from './testing/test-kit.js'
import { kitInternals } from './internals.js'
import { loadedViewModule } from './view-modules.js'
import { createViewRegistry } from './views.js'

describe('views', () => {
  it('are registered lazily by plugins and undone with them', async () => {
    let loaded = false
    const { kit } = createTestKit({
      plugins: [{ id: 'swaps', setup: (ctx) => void ctx.views.register('Networks', { load: async () => ((loaded = true), { default: 'view' }), title: 'Networks' }) }],
    })
    await kit.ready
    expect(kitInternals(kit).views.has('Networks')).toBe(true)
    expect(loaded).toBe(false)
    await expect(kitInternals(kit).views.get('Networks')!.load()).resolves.toEqual({ default: 'view' })
    await kit.destroy()
    expect(kitInternals(kit).views.has('Networks')).toBe(false)
  })

  it('a view id registered twice is a plugin conflict; the first keeps it', async () => {
    const load = async () => ({ default: 'first' })
    const { kit } = createTestKit({
      plugins: [
        { id: 'one', setup: (ctx) => void ctx.views.register('Networks', { load }) },
        { id: 'two', setup: (ctx) => void ctx.views.register('Networks', { load: async () => ({ default: 'second' }) }) },
      ],
    })
    await kit.ready
    expect(String(kit.failedPlugins[0]?.error)).toContain('View "Networks" is already registered')
    expect(kitInternals(kit).views.get('Networks')?.load).toBe(load)
  })

  it('preload fetches a view once, ahead of its showing; a failed fetch is tried again, an unknown id skipped', async () => {
    const views = createViewRegistry()
    let calls = 0
    let fail = true
    const load = async () => {
      calls++
      if (fail) throw new Error('chunk failed to load')
      return { default: 'view' }
    }
    views.register('Networks', { load })
    views.preload('Account')
    views.preload('Networks')
    await Promise.resolve()
    expect(calls).toBe(1)
    expect(loadedViewModule(load)).toBeUndefined()
    fail = false
    views.preload('Networks')
    await vi.waitFor(() => expect(loadedViewModule(load)).toEqual({ default: 'view' }))
    views.preload('Networks')
    expect(calls).toBe(2)
  })
})
