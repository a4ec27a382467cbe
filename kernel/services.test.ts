import { describe, expect, it } from 'vitest'
import { createTestKit } from './testing/test-kit.js'
import type { KitPlugin } from './index.js'
import { kitInternals } from './internals.js'

declare module './types.js' {
  interface KitServices {
    'services-test/api': { readonly instance: number }
  }
}

describe('services', () => {
  it('are created on first use only, once, and shared', async () => {
    let created = 0
    const { kit } = createTestKit({
      plugins: [{ id: 'api', setup: (ctx) => void ctx.services.provide('services-test/api', async () => ({ instance: ++created })) }],
    })
    await kit.ready
    expect(created).toBe(0)
    const [a, b] = await Promise.all([kitInternals(kit).services.use('services-test/api'), kitInternals(kit).services.use('services-test/api')])
    expect(a).toBe(b)
    expect(created).toBe(1)
  })

  it('a creation that failed (a chunk that did not load) is retried on next use', async () => {
    let attempts = 0
    const { kit } = createTestKit({
      plugins: [
        {
          id: 'api',
          setup: (ctx) =>
            void ctx.services.provide('services-test/api', () => {
              attempts += 1
              if (attempts === 1) throw new Error('Failed to fetch dynamically imported module')
              return { instance: attempts }
            }),
        },
      ],
    })
    await kit.ready
    await expect(kitInternals(kit).services.use('services-test/api')).rejects.toThrow('Failed to fetch dynamically imported module')
    await expect(kitInternals(kit).services.use('services-test/api')).resolves.toEqual({ instance: 2 })
  })

  it('a service nobody provides rejects, naming it', async () => {
    const { kit } = createTestKit()
    await kit.ready
    await expect(kitInternals(kit).services.use('services-test/api')).rejects.toThrow('No plugin provides the "services-test/api" service')
  })

  it('two plugins cannot provide the same service', async () => {
    const provide = (id: string): KitPlugin => ({ id, setup: (ctx) => void ctx.services.provide('services-test/api', () => ({ instance: 1 })) })
    const { kit } = createTestKit({ plugins: [provide('one'), provide('two')] })
    await kit.ready
    expect(kit.failedPlugins.map((r) => r.id)).toEqual(['two'])
    expect(kitInternals(kit).services.has('services-test/api')).toBe(true)
  })
})
