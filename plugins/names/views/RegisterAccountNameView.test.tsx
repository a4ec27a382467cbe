import { act, fireEvent } from '@testing-library/react'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { createFakeClock, createFakeFetch, jsonResponse, settle } from '../../../kernel/testing/index.js'
import { createTestKit, modal } from '../../../ui/testing/test-kit.js'
import { names } from '../plugin.js'
import { NAME_SEARCH_DEBOUNCE_MS } from './use-name-search.js'

async function openView() {
  const clock = createFakeClock()
  const api = createFakeFetch(clock)
  api.route('/v1/profile/suggestions/alice', jsonResponse({ suggestions: [{ name: 'alice.tessera.id', registered: true }, { name: 'alice1.tessera.id', registered: false }] }))
  api.route('/v1/profile/suggestions/bob-x', jsonResponse({ status: 'FAILED', reasons: [{ field: 'name', description: 'This name is reserved' }] }, { status: 400 }))
  vi.stubGlobal('fetch', api.fetch)
  const kit = await createTestKit({ plugins: [names()], options: { apiUrl: 'https://api.test', clock } })
  onTestFinished(async () => {
    vi.unstubAllGlobals()
    await kit.destroy()
    document.body.replaceChildren()
  })
  act(() => kit.open({ view: 'RegisterAccountName' }))
  const field = await modal().findByRole('textbox', { name: 'Name' })
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
})
