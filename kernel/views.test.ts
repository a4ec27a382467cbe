import { describe, expect, it } from 'vitest'
import { createTestKit } from './testing/test-kit.js'
import { kitInternals } from './internals.js'

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
})
