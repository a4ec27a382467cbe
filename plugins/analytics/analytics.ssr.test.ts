// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { createTestKit, settle } from '../../kernel/testing/index.js'
import { analytics } from './plugin.js'
import { FLUSH_DELAY_MS } from './sender.js'

describe('analytics() on a server', () => {
  it('sends nothing and stays disabled: server-side rendering has no visitor', async () => {
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    const { kit, clock } = createTestKit({ plugins: [analytics()], analyticsUrl: 'https://pulse.test', registryUrl: 'https://registry.test' })
    await kit.ready
    kit.open()
    clock.advance(FLUSH_DELAY_MS)
    await settle()
    expect(fetch).not.toHaveBeenCalled()
    expect(kit.getState().analytics).toEqual({ enabled: false, recentErrors: [] })
    vi.unstubAllGlobals()
  })
})
