import { describe, expect, it } from 'vitest'
import type { KitPlugin } from './context.js'
import { MethodNotProvidedError } from './plugin-errors.js'
import { AlreadyRegisteredError } from './registry-errors.js'
import { createTestKit } from './testing/test-kit.js'

// Augmentations are global to the program: this file's method names start with 'methods-test'.
declare module './types.js' {
  interface KitMethods {
    'methods-test/echo': (text: string) => Promise<string>
  }
}

const echo = (setup: KitPlugin['setup'] = (ctx) => void ctx.methods.provide('methods-test/echo', async (text) => `${ctx.id}: ${text}`)): KitPlugin => ({
  id: 'echo',
  methods: ['methods-test/echo'],
  setup,
})

describe('plugin methods on the Kit', () => {
  it('are on the kit as createKit returns, and a call made before the plugins are up waits for them', async () => {
    const { kit } = createTestKit({ plugins: [echo(async (ctx) => void (await Promise.resolve(), ctx.methods.provide('methods-test/echo', async (text) => `late ${text}`)))] })
    expect(typeof kit['methods-test/echo']).toBe('function')
    await expect(kit['methods-test/echo']('hi')).resolves.toBe('late hi')
  })

  it("reject with a clear error when the plugin that lists the method failed to start", async () => {
    const { kit } = createTestKit({ plugins: [echo(() => Promise.reject(new Error('boom')))] })
    await kit.ready
    await expect(kit['methods-test/echo']('hi')).rejects.toBeInstanceOf(MethodNotProvidedError)
  })

  it('go with their plugin: undone when its setup fails after providing', async () => {
    const { kit } = createTestKit({
      plugins: [
        echo((ctx) => {
          ctx.methods.provide('methods-test/echo', async () => 'never')
          throw new Error('after providing')
        }),
      ],
    })
    await kit.ready
    await expect(kit['methods-test/echo']('hi')).rejects.toBeInstanceOf(MethodNotProvidedError)
  })

  it('cannot be claimed twice, nor take the name of a Kit member', () => {
    expect(() => createTestKit({ plugins: [echo(), { ...echo(), id: 'echo-2' }] })).toThrow(AlreadyRegisteredError)
    expect(() => createTestKit({ plugins: [{ id: 'opener', methods: ['open' as 'methods-test/echo'], setup: () => {} }] })).toThrow(AlreadyRegisteredError)
  })
})
