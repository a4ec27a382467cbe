import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Kit, KitPlugin, PluginContext } from '../kernel/index.js'
import { usePluginContext } from './plugin-context.js'
import { createTestKit, modal } from './testing/test-kit.js'

let kit: Kit | undefined
afterEach(async () => {
  await kit?.destroy()
  kit = undefined
  document.body.innerHTML = ''
})

/** A plugin with a view of its own (All Wallets stands in for any plugin view) that records the context it renders with. */
function greeter(id: string) {
  const seen: { setup?: PluginContext; view?: PluginContext } = {}
  function Greeting() {
    const ctx = usePluginContext()
    seen.view = ctx
    return <p>{`Hello from ${ctx.id}`}</p>
  }
  const plugin: KitPlugin = {
    id,
    setup(ctx) {
      seen.setup = ctx
      ctx.views.register('AllWallets', { load: async () => ({ default: Greeting }), title: 'Greeter' })
    },
  }
  return { plugin, seen }
}

describe('usePluginContext()', () => {
  it("gives a plugin's view the very context its setup got", async () => {
    const { plugin, seen } = greeter('greeter')
    kit = await createTestKit({ plugins: [plugin] })
    await act(async () => kit!.open({ view: 'AllWallets' }))
    expect(await modal().findByText('Hello from greeter')).toBeTruthy()
    expect(seen.view).toBe(seen.setup)
    expect(seen.view?.id).toBe('greeter')
  })

  it('is only for what the modal renders', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => renderHook(() => usePluginContext())).toThrow('usePluginContext is for views and slot parts the modal renders')
  })
})
