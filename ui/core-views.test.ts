import { viewTitle } from './shell/view-title.js'
import { createTranslator } from './i18n/translate.js'
import { coreMessages, type CoreMessageKey } from './i18n/core-messages.js'
import { afterEach, describe, expect, it } from 'vitest'
import type { Kit, RouteEntry, ViewId } from '../kernel/index.js'
import { createTestKit, fakeConnector } from './testing/test-kit.js'
import { kitInternals } from '../kernel/internals.js'

let kit: Kit | undefined
afterEach(async () => {
  await kit?.destroy()
  kit = undefined
})

/** The header's title for a view, as an English-reading visitor sees it. */
const title = (id: ViewId, params?: unknown) => viewTitle(kitInternals(kit!).views, { view: id, params } as RouteEntry, (key) => englishOf(key))

const englishOf = (key: string) => createTranslator(coreMessages, undefined, {})(key as CoreMessageKey)

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
