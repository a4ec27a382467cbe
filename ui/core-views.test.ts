import { afterEach, describe, expect, it } from 'vitest'
import type { Kit, ViewId } from '../kernel/index.js'
import { createTestKit, fakeConnector } from './testing/test-kit.js'
import { kitInternals } from '../kernel/internals.js'

let kit: Kit | undefined
afterEach(async () => {
  await kit?.destroy()
  kit = undefined
})

const title = (id: ViewId, params?: unknown) => {
  const t = kitInternals(kit!).views.get(id)?.title
  return typeof t === 'function' ? t(params) : t
}

describe('registerCoreViews', () => {
  it('registers the core views with their titles, lazily', async () => {
    kit = await createTestKit({ connectors: [fakeConnector({ id: 'trust', name: 'Trust Wallet' })], mount: false })
    expect(title('Connect')).toBe('Connect Wallet')
    expect(title('Account')).toBe('Account')
    expect(title('Networks')).toBe('Choose Network')
    expect(title('UnsupportedChain')).toBe('Switch Network')
    expect(title('ConnectingExternal', { connectorId: 'trust' })).toBe('Trust')
    expect(title('ConnectingExternal', { connectorId: 'gone' })).toBe('Connecting')
    expect(kitInternals(kit).views.get('UnsupportedChain')?.back).toBe(false)
    const module = await kitInternals(kit).views.get('Connect')!.load()
    expect(typeof module.default).toBe('function')
  })
})
