import { act, fireEvent } from '@testing-library/react'
import type { KitOptionsInput } from '../../../kernel/index.js'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { createFakeClock, createFakeFetch, jsonResponse, settle } from '../../../kernel/testing/index.js'
import { createTestKit, modal } from '../../../ui/testing/test-kit.js'
import { names } from '../plugin.js'
import { NAME_SEARCH_DEBOUNCE_MS } from './use-name-search.js'

async function openView({ options = {}, field: fieldName = 'Name' }: { readonly options?: Partial<KitOptionsInput>; readonly field?: string } = {}) {
  const clock = createFakeClock()
  const api = createFakeFetch(clock)
  api.route('/v1/profile/suggestions/alice', jsonResponse({ suggestions: [{ name: 'alice.tessera.id', registered: true }, { name: 'alice1.tessera.id', registered: false }] }))
  api.route('/v1/profile/suggestions/bob-x', jsonResponse({ status: 'FAILED', reasons: [{ field: 'name', description: 'This name is reserved' }] }, { status: 400 }))
  vi.stubGlobal('fetch', api.fetch)
  const kit = await createTestKit({ plugins: [names()], options: { apiUrl: 'https://api.test', clock, ...options } })
  onTestFinished(async () => {
    vi.unstubAllGlobals()
    await kit.destroy()
    document.body.replaceChildren()
  })
  act(() => kit.open({ view: 'RegisterAccountName' }))
  const field = await modal().findByRole('textbox', { name: fieldName })
  const type = (value: string) => act(() => void fireEvent.change(field, { target: { value } }))
  return { clock, api, field, type, searches: () => api.callsTo(/\/v1\/profile\/suggestions\//).map((call) => call.url.pathname) }
}

describe('RegisterAccountName', () => {
  it('checks the rules as the visitor types, asking the registry nothing for a name that breaks them', async () => {
    const { type, clock, searches } = await openView()
    type('ali')
    expect(modal().getByTestId('name-message').textContent).toBe('Name must be at least 4 characters long')
    type('ali_e')
    expect(modal().getByTestId('name-message').textContent).toBe('Name can only contain letters, numbers and hyphens')
    await act(async () => {
      clock.advance(NAME_SEARCH_DEBOUNCE_MS * 2)
      await settle()
    })
    expect(searches()).toEqual([])
  })

  it('searches once the visitor pauses for 500 ms, showing taken and free names; only free ones can be picked', async () => {
    const { type, clock, searches } = await openView()
    for (const prefix of ['alic', 'alicx', 'alic', 'alice']) type(prefix)
    await act(async () => {
      clock.advance(NAME_SEARCH_DEBOUNCE_MS - 1)
      await settle()
    })
    expect(searches()).toEqual([])
    expect(modal().getByRole('status', { name: 'Searching names' })).toBeTruthy()
    await act(async () => {
      clock.advance(1)
      await settle()
    })
    expect(searches()).toEqual(['/v1/profile/suggestions/alice'])
    const taken = await modal().findByRole('button', { name: /alice\.tessera\.id/ })
    const free = modal().getByRole('button', { name: /alice1\.tessera\.id/ })
    expect([taken.textContent, (taken as HTMLButtonElement).disabled]).toEqual(['alice.tessera.idTaken', true])
    expect([free.textContent, (free as HTMLButtonElement).disabled]).toEqual(['alice1.tessera.idAvailable', false])
  })

  it("shows the registry's reason when the search is refused", async () => {
    const { type, clock } = await openView()
    type('bob-x')
    await act(async () => {
      clock.advance(NAME_SEARCH_DEBOUNCE_MS)
      await settle()
    })
    expect((await modal().findByTestId('name-message')).textContent).toBe('This name is reserved')
  })

  it("speaks the visitor's language: Japanese title, rules and tags, and the host's own wording over them", async () => {
    const { type, clock } = await openView({ options: { locale: 'ja', messages: { 'names.intro': 'Pick a handle' } }, field: '名前' })
    expect(modal().getByRole('dialog', { name: '名前を選択' })).toBeTruthy()
    expect(modal().getByText('Pick a handle')).toBeTruthy()
    type('ali')
    expect(modal().getByTestId('name-message').textContent).toBe('名前は4文字以上にしてください')
    type('alice')
    await act(async () => {
      clock.advance(NAME_SEARCH_DEBOUNCE_MS)
      await settle()
    })
    const free = await modal().findByRole('button', { name: /alice1\.tessera\.id/ })
    expect(free.textContent).toBe('alice1.tessera.id利用可能')
    expect(modal().getByRole('button', { name: /alice\.tessera\.id/ }).textContent).toBe('alice.tessera.id使用済み')
  })
})
