import { describe, expect, it } from 'vitest'
import { createTestKit } from './testing/test-kit.js'
import { kitInternals } from './internals.js'

async function openKit() {
  const { kit } = createTestKit()
  await kit.ready
  kit.open({ view: 'Connect' })
  const views = () => kit.getState().modal.history.map((e) => e.view)
  return { kit, router: kitInternals(kit).router, views }
}

describe('router (spec §2 view stack)', () => {
  it('push adds a view on top, with its params', async () => {
    const { router, views } = await openKit()
    router.push('ConnectingExternal', { connectorId: 'io.metamask' })
    expect(views()).toEqual(['Connect', 'ConnectingExternal'])
    expect(router.current).toEqual({ view: 'ConnectingExternal', params: { connectorId: 'io.metamask' } })
  })

  it('replace swaps the top view and keeps the rest', async () => {
    const { router, views } = await openKit()
    router.push('AllWallets')
    router.replace('ConnectingWalletConnect', { wallet: { id: 'rainbow', name: 'Rainbow' } })
    expect(views()).toEqual(['Connect', 'ConnectingWalletConnect'])
  })

  it('reset leaves only the given view', async () => {
    const { router, views } = await openKit()
    router.push('AllWallets')
    router.push('ConnectingWalletConnect', { wallet: { id: 'rainbow', name: 'Rainbow' } })
    router.reset('Account')
    expect(views()).toEqual(['Account'])
  })

  it('goBack pops one view, and at the root it stays', async () => {
    const { router, views } = await openKit()
    router.push('AllWallets')
    router.goBack()
    expect(views()).toEqual(['Connect'])
    router.goBack()
    expect(views()).toEqual(['Connect'])
  })

  it('goBackToIndex keeps the stack up to that index and ignores indexes outside it', async () => {
    const { router, views } = await openKit()
    router.push('AllWallets')
    router.push('ConnectingWalletConnect', { wallet: { id: 'rainbow', name: 'Rainbow' } })
    router.push('ConnectingWalletConnectBasic')
    router.goBackToIndex(5)
    router.goBackToIndex(-1)
    expect(views()).toHaveLength(4)
    router.goBackToIndex(1)
    expect(views()).toEqual(['Connect', 'AllWallets'])
  })

  it('pushing a view without params stores no params key', async () => {
    const { router } = await openKit()
    router.push('Networks')
    expect(router.current).toStrictEqual({ view: 'Networks' })
  })
})
