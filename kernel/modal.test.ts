import { describe, expect, it, vi } from 'vitest'
import { SHAKE_MS, TOAST_DURATION_MS, TOAST_RESHOW_MS } from './modal.js'
import { createFakeConnector } from './testing/fake-connector.js'
import { fakeChainPlugin } from './testing/fake-chain-plugin.js'
import { createTestKit } from './testing/test-kit.js'
import type { KitPlugin } from './context.js'
import type { KitEvents, TrackedEvent } from './types.js'
import { kitInternals } from './internals.js'

const view = (kit: { getState(): { modal: { history: readonly { view: string }[] } } }) => kit.getState().modal.history.at(-1)?.view

async function evmKit(overrides: Parameters<typeof createTestKit>[0] = {}) {
  const wallet = createFakeConnector()
  const test = createTestKit({ plugins: [fakeChainPlugin('eip155', { connectors: [wallet] })], ...overrides })
  await test.kit.ready
  return { ...test, wallet }
}

describe('opening (spec §2)', () => {
  it('shows Connect when no account is connected', async () => {
    const { kit } = await evmKit()
    kit.open()
    expect(kit.getState().modal.open).toBe(true)
    expect(kit.getState().modal.history).toEqual([{ view: 'Connect' }])
  })

  it('shows Account when an account is connected', async () => {
    const { kit } = await evmKit()
    await kit.connect('fake')
    kit.open()
    expect(view(kit)).toBe('Account')
  })

  it('shows the requested view, with its params, whatever the connection', async () => {
    const { kit } = await evmKit()
    kit.open({ view: 'ConnectingExternal', params: { connectorId: 'fake' } })
    expect(kit.getState().modal.history).toEqual([{ view: 'ConnectingExternal', params: { connectorId: 'fake' } }])
    await kit.connect('fake')
    kit.open({ view: 'Networks' })
    expect(kit.getState().modal.history).toEqual([{ view: 'Networks' }])
    // Spec §2 opens a view "with arguments": the same as params.
    kit.open({ view: 'ConnectingExternal', arguments: { connectorId: 'fake' } })
    expect(kit.getState().modal.history).toEqual([{ view: 'ConnectingExternal', params: { connectorId: 'fake' } }])
  })

  it('opens where a plugin’s home rule says, when the rule applies; Account and Connect otherwise', async () => {
    const wallet = createFakeConnector()
    const rule: KitPlugin = {
      id: 'rule',
      setup(ctx) {
        ctx.modal.addHomeRule((s) => (s.activeCaipAddress ? undefined : { view: 'Networks' }))
      },
    }
    const { kit } = createTestKit({ plugins: [fakeChainPlugin('eip155', { connectors: [wallet] }), rule] })
    await kit.ready
    kit.open()
    expect(view(kit)).toBe('Networks')
    kit.close()
    await kit.connect('fake')
    kit.open()
    expect(view(kit)).toBe('Account')
  })

  it('remembers the namespace it was opened for until closed', async () => {
    const { kit } = await evmKit()
    kit.open({ namespace: 'eip155' })
    expect(kit.getState().modal.namespace).toBe('eip155')
    kit.close()
    expect(kit.getState().modal.namespace).toBeUndefined()
  })

  it('announces and tracks opening and closing once each', async () => {
    const { kit } = await evmKit()
    const events: string[] = []
    kit.subscribeEvents((type, payload) => {
      if (type === 'kit:tracked') events.push((payload as KitEvents['kit:tracked']).event)
      else events.push(type)
    })
    kit.open()
    kit.open({ view: 'Networks' })
    kit.close()
    kit.close()
    expect(events).toEqual(['modal:opened', 'MODAL_OPEN', 'modal:closed', 'MODAL_CLOSE'] satisfies (TrackedEvent | keyof KitEvents)[])
  })
})

describe('closing (spec §2)', () => {
  it('is blocked while a prompt the visitor must answer shows, unless forced', async () => {
    const { kit } = await evmKit()
    const answer = kitInternals(kit).modal.prompt({ view: 'Networks' }, { dismissible: false })
    expect(kit.close()).toBe(false)
    expect(kit.getState().modal.open).toBe(true)
    expect(kit.close({ force: true })).toBe(true)
    expect(kit.getState().modal.open).toBe(false)
    await expect(answer).rejects.toMatchObject({ name: 'PromptDismissedError', code: 4001 })
  })

  it('asks close guards, which force skips and which can be removed', async () => {
    const { kit } = await evmKit()
    const seen: (string | undefined)[] = []
    const remove = kitInternals(kit).modal.addCloseGuard((current) => {
      seen.push(current?.view)
      return false
    })
    kit.open({ view: 'Networks' })
    expect(kit.close()).toBe(false)
    expect(seen).toEqual(['Networks'])
    expect(kit.getState().modal.open).toBe(true)

    expect(kit.close({ force: true })).toBe(true)
    expect(seen).toEqual(['Networks'])

    remove()
    kit.open()
    expect(kit.close()).toBe(true)
  })

  it('in embedded mode goes to Connect when disconnected and stays open', async () => {
    const { kit } = await evmKit({ enableEmbedded: true })
    kit.open({ view: 'AllWallets' })
    kitInternals(kit).router.push('ConnectingExternal', { connectorId: 'fake' })
    expect(kit.close()).toBe(true)
    expect(kit.getState().modal.open).toBe(true)
    expect(kit.getState().modal.history).toEqual([{ view: 'Connect' }])
  })

  it('in embedded mode goes to Account when connected and stays open', async () => {
    const { kit } = await evmKit({ enableEmbedded: true })
    await kit.connect('fake')
    kit.open({ view: 'Networks' })
    kit.close()
    expect(kit.getState().modal.open).toBe(true)
    expect(kit.getState().modal.history).toEqual([{ view: 'Account' }])
  })
})

describe('shake (spec §9: 500 ms)', () => {
  it('lasts exactly SHAKE_MS', async () => {
    const { kit, clock } = await evmKit()
    expect(SHAKE_MS).toBe(500)
    kitInternals(kit).modal.shake()
    expect(kit.getState().modal.shake).toBe(true)
    clock.advance(499)
    expect(kit.getState().modal.shake).toBe(true)
    clock.advance(1)
    expect(kit.getState().modal.shake).toBe(false)
    expect(clock.pending()).toEqual([])
  })

  it('starts over when shaken again', async () => {
    const { kit, clock } = await evmKit()
    kitInternals(kit).modal.shake()
    clock.advance(300)
    kitInternals(kit).modal.shake()
    clock.advance(499)
    expect(kit.getState().modal.shake).toBe(true)
    clock.advance(1)
    expect(kit.getState().modal.shake).toBe(false)
  })
})

describe('toast (spec §4, §9)', () => {
  it('hides by itself after TOAST_DURATION_MS', async () => {
    const { kit, clock } = await evmKit()
    kitInternals(kit).modal.showToast('Address copied', 'success')
    expect(kit.getState().modal.toast).toMatchObject({ message: 'Address copied', variant: 'success' })
    clock.advance(TOAST_DURATION_MS - 1)
    expect(kit.getState().modal.toast).toBeDefined()
    clock.advance(1)
    expect(kit.getState().modal.toast).toBeUndefined()
  })

  it('shown over another hides the first at once and appears only after 150 ms', async () => {
    const { kit, clock } = await evmKit()
    kitInternals(kit).modal.showToast('first')
    clock.advance(1000)
    kitInternals(kit).modal.showToast('second', 'error')
    expect(TOAST_RESHOW_MS).toBe(150)
    expect(kit.getState().modal.toast).toBeUndefined()
    clock.advance(149)
    expect(kit.getState().modal.toast).toBeUndefined()
    clock.advance(1)
    expect(kit.getState().modal.toast).toMatchObject({ message: 'second', variant: 'error' })
    // The first toast's own timer must not cut the second one short.
    clock.advance(TOAST_DURATION_MS - 1)
    expect(kit.getState().modal.toast?.message).toBe('second')
    clock.advance(1)
    expect(kit.getState().modal.toast).toBeUndefined()
  })

  it('hideToast hides at once and cancels the timer', async () => {
    const { kit, clock } = await evmKit()
    kitInternals(kit).modal.showToast('bye')
    kitInternals(kit).modal.hideToast()
    expect(kit.getState().modal.toast).toBeUndefined()
    expect(clock.pending()).toEqual([])
  })
})

describe('loading flags (spec §4)', () => {
  it('are kept per namespace and globally', async () => {
    const { kit } = await evmKit()
    kitInternals(kit).modal.setLoading(true, 'eip155')
    expect(kit.getState().modal.loadingNamespaces).toEqual({ eip155: true })
    expect(kit.getState().modal.loading).toBe(false)
    kitInternals(kit).modal.setLoading(true)
    expect(kit.getState().modal.loading).toBe(true)
  })
})

describe('alerts (spec §8)', () => {
  it("'Project ID Not Configured' is shown in the modal state in debug mode", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { kit } = createTestKit({ projectId: undefined, debug: true, logLevel: undefined })
    await kit.ready
    expect(kit.getState().modal.alert).toEqual({ message: 'Project ID Not Configured', variant: 'error' })
    expect(error).toHaveBeenCalledWith('[tessera]', 'Project ID Not Configured')
    kitInternals(kit).modal.dismissAlert()
    expect(kit.getState().modal.alert).toBeUndefined()
  })

  it("'Project ID Not Configured' is only logged outside debug mode", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { kit } = createTestKit({ projectId: '', logLevel: undefined })
    await kit.ready
    expect(kit.getState().modal.alert).toBeUndefined()
    expect(error).toHaveBeenCalledWith('[tessera]', 'Project ID Not Configured')
  })

  it('shows an alert once per cause, however often it is detected, and logs it once', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { kit } = createTestKit({ debug: true, logLevel: undefined })
    await kit.ready
    const { modal } = kitInternals(kit)
    modal.showAlert({ message: 'Invalid Project ID', variant: 'error' })
    modal.dismissAlert()
    modal.showAlert({ message: 'Invalid Project ID', variant: 'error' })
    expect(kit.getState().modal.alert).toBeUndefined()
    modal.showAlert({ message: 'Session Expired', variant: 'error' })
    expect(kit.getState().modal.alert).toEqual({ message: 'Session Expired', variant: 'error' })
    expect(error.mock.calls).toEqual([
      ['[tessera]', 'Invalid Project ID'],
      ['[tessera]', 'Session Expired'],
    ])
    // Per kit: another kit on the page still shows its own.
    const other = createTestKit({ debug: true, logLevel: undefined }).kit
    await other.ready
    kitInternals(other).modal.showAlert({ message: 'Invalid Project ID', variant: 'error' })
    expect(other.getState().modal.alert).toEqual({ message: 'Invalid Project ID', variant: 'error' })
  })

  it("'Network Not Found' when the kit is asked for a network it was not given", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { kit } = await evmKit({ debug: true, logLevel: undefined })
    const unknown = { ...kit.getState().activeCaipNetwork!, id: 999, caipNetworkId: 'eip155:999' as const, name: 'Elsewhere' }
    await expect(kit.switchNetwork(unknown)).rejects.toThrow('Chain is not supported')
    expect(kit.getState().modal.alert).toEqual({ message: 'Network Not Found', variant: 'error' })
  })

  it('stays silent when a project id is given', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { kit } = createTestKit({ debug: true, logLevel: undefined })
    await kit.ready
    expect(kit.getState().modal.alert).toBeUndefined()
    expect(error).not.toHaveBeenCalled()
  })
})
