import { act, fireEvent } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ErrorMessages, type AccountFeature, type Kit, type KitPlugin, type MessageKey, type MessageSource, type ViewId } from '../../kernel/index.js'
import { kitInternals } from '../../kernel/internals.js'
import { createTestKit, fakeConnector, modal } from '../testing/test-kit.js'

let kit: Kit | undefined
afterEach(async () => {
  await kit?.destroy()
  kit = undefined
  document.body.innerHTML = ''
})

// A plugin's own texts, as a third party would ship them: English built in, Japanese fetched on demand.
const key = (k: string) => k as MessageKey
const ENGLISH = { 'probe.title': 'Probe', 'probe.feature': 'Probe it', 'probe.tab': 'Probes', 'probe.done': 'Probed {count} times' }
const JAPANESE = { 'probe.title': 'プローブ', 'probe.feature': '調べる', 'probe.tab': 'プローブ一覧', 'probe.done': '{count} 回調べました' }
const loads: string[] = []
const probeMessages = {
  english: ENGLISH,
  load: async (locale: string) => (loads.push(locale), locale === 'ja' ? { locale: 'ja', messages: JAPANESE } : undefined),
} as unknown as MessageSource<MessageKey>

const PROBE_VIEW = 'ProbeView' as ViewId

const probe: KitPlugin = {
  id: 'probe',
  setup(ctx) {
    ctx.messages.add(probeMessages)
    ctx.views.register(PROBE_VIEW, { load: async () => ({ default: () => <p>probe view</p> }), titleKey: key('probe.title') })
    ctx.slots.register('account.feature', { id: 'probe', labelKey: key('probe.feature'), view: PROBE_VIEW } as AccountFeature)
    ctx.slots.register('account.tab', { id: 'probes', labelKey: key('probe.tab'), load: async () => ({ default: () => null }) })
  },
}

const good = () => fakeConnector({ id: 'good', name: 'Good Wallet' })

describe('a plugin’s texts in the visitor’s language', () => {
  it('name its view, its Account-view button and tab, and its toast by key, in Japanese, its texts fetched once', async () => {
    loads.length = 0
    kit = await createTestKit({ connectors: [good()], options: { locale: 'ja' }, plugins: [probe] })
    await kit.connect('good')
    await act(async () => kit!.open())
    expect(await modal().findByRole('button', { name: '調べる' })).toBeTruthy()
    expect(modal().getByRole('tab', { name: 'プローブ一覧' })).toBeTruthy()
    fireEvent.click(modal().getByRole('button', { name: '調べる' }))
    expect(await modal().findByRole('dialog', { name: 'プローブ' })).toBeTruthy()
    act(() => kitInternals(kit!).modal.showToast('Probed 3 times', 'success', { key: key('probe.done'), vars: { count: 3 } }))
    expect(await modal().findByText('3 回調べました')).toBeTruthy()
    expect(loads.filter((l) => l === 'ja')).toHaveLength(1)
  })

  it('reads English at once, the host’s wording over the plugin’s, and a spec toast of the kernel in the locale', async () => {
    kit = await createTestKit({ connectors: [good()], options: { messages: { 'probe.feature': 'Inspect' } }, plugins: [probe] })
    await kit.connect('good')
    await act(async () => kit!.open())
    expect(await modal().findByRole('button', { name: 'Inspect' })).toBeTruthy()
    expect(modal().getByRole('tab', { name: 'Probes' })).toBeTruthy()
    act(() => kit!.setLocale('de'))
    act(() => kitInternals(kit!).modal.showToast(ErrorMessages.TOKEN_BALANCE_UNAVAILABLE, 'error'))
    expect(await modal().findByText('Token-Guthaben nicht verfügbar')).toBeTruthy()
    // A sentence the kit does not know (a wallet's own) shows as it came.
    act(() => kitInternals(kit!).modal.showToast('Ledger says no', 'error'))
    expect(await modal().findByText('Ledger says no')).toBeTruthy()
  })

  it('leave with the plugin: a failed setup takes its texts away', async () => {
    const failing: KitPlugin = {
      id: 'probe',
      setup(ctx) {
        ctx.messages.add(probeMessages)
        throw new Error('no')
      },
    }
    kit = await createTestKit({ plugins: [failing] })
    expect(kit.failedPlugins.map((p) => p.id)).toEqual(['probe'])
    expect(kitInternals(kit).messages.list()).not.toContain(probeMessages)
  })
})
