import { act, fireEvent, waitFor } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { HOSTILE_NAMES, TEST_WALLET_ENTRY_NAME, TEST_WALLET_ENTRY_RDNS, TRUST_WALLET_NAME } from '../../../devnet/registry/fixture.mjs'
import { startRegistry, type Registry } from '../../../devnet/registry/index.mjs'
import type { Connector, Kit, KitOptionsInput } from '../../../kernel/index.js'
import { createFakeClock, settle, type FakeClock } from '../../../kernel/testing/index.js'
import { fakeConnector, modal, modalHost } from '../../../ui/testing/test-kit.js'
import { createRegistryTestKit } from '../test-kit.js'
import { GRID_COLUMNS, GRID_ROW_HEIGHT } from './AllWalletsView.js'
import { kitInternals } from '../../../kernel/internals.js'

let registry: Registry
beforeAll(async () => {
  registry = await startRegistry({ port: 0 })
})
afterAll(() => registry.close())

let kit: Kit | undefined
let clock: FakeClock
beforeEach(() => {
  clock = createFakeClock()
})
afterEach(async () => {
  await kit?.destroy()
  kit = undefined
  document.body.innerHTML = ''
})

/** The first 100 fixture wallets on Ethereum: three pages of 40, 40 and 20. */
const hundred = () => registry.wallets.filter((w) => w.chains.includes('eip155:1')).slice(0, 100)
const listRequests = () => registry.log.filter((e) => e.path === '/getWallets' && e.query.entries === '40')
const shadow = () => modalHost().shadowRoot!
const grid = (testId = 'wallet-grid') => shadow().querySelector<HTMLElement>(`[data-testid="${testId}"]`)!
const tiles = (testId = 'wallet-grid') => [...grid(testId).querySelectorAll<HTMLButtonElement>('.wallet-tile')]
/** How many wallets the grid holds (its inner box is as tall as all loaded rows). */
const loaded = () => (parseFloat(grid().querySelector<HTMLElement>('.vgrid-inner')!.style.height) / GRID_ROW_HEIGHT) * GRID_COLUMNS
const scrollTo = (top: number) => {
  const el = grid()
  el.scrollTop = top
  fireEvent.scroll(el)
}

async function openAllWallets(options: Partial<KitOptionsInput> = {}, connectors: readonly Connector[] = []) {
  kit = await createRegistryTestKit({ connectors, options: { registryUrl: registry.url, clock, ...options } })
  // Let setup's own requests (recommended, featured) go first, so the log holds only the view's.
  await waitFor(() => expect(kit!.getState().wallets.count).toBeGreaterThan(0))
  registry.clearLog()
  await act(async () => kit!.open({ view: 'AllWallets' }))
  await modal().findByRole('list', { name: 'All wallets' })
}

async function typeSearch(text: string) {
  const input = await modal().findByRole('searchbox', { name: 'Search wallets' })
  fireEvent.change(input, { target: { value: text } })
}

describe('AllWalletsView', () => {
  it('loads pages of 40 as the visitor scrolls near the end, and stops at the count', async () => {
    const wallets = hundred()
    await openAllWallets({ includeWalletIds: wallets.map((w) => w.id) })
    await waitFor(() => expect(tiles().length).toBeGreaterThan(0))
    await settle()
    expect(listRequests().map((e) => e.query.page)).toEqual(['1'])
    expect(listRequests()[0]!.query).toMatchObject({ entries: '40', include: wallets.map((w) => w.id).join(','), chains: 'eip155:1,eip155:10' })

    // Not yet near the end of the 10 loaded rows: no second page.
    scrollTo(2 * GRID_ROW_HEIGHT)
    await settle()
    expect(listRequests()).toHaveLength(1)

    scrollTo(5 * GRID_ROW_HEIGHT)
    await waitFor(() => expect(listRequests().map((e) => e.query.page)).toEqual(['1', '2']))
    await waitFor(() => expect(loaded()).toBe(80))

    scrollTo(20 * GRID_ROW_HEIGHT)
    await waitFor(() => expect(listRequests().map((e) => e.query.page)).toEqual(['1', '2', '3']))
    await waitFor(() => expect(loaded()).toBe(100))
    scrollTo(25 * GRID_ROW_HEIGHT)
    await settle()
    await settle()
    expect(listRequests()).toHaveLength(3)
    expect(tiles().at(-1)!.textContent).toBe(wallets[99]!.name)
    expect(grid().querySelector('[role="listitem"]')!.getAttribute('aria-setsize')).toBe('100')
  })

  it('keeps only the rows in view (and a few beyond) in the DOM', async () => {
    await openAllWallets()
    await waitFor(() => expect(tiles().length).toBeGreaterThan(0))
    // 400 px of 104 px rows: 4 rows in view, 2 below (none above at the top).
    expect(tiles()).toHaveLength(6 * GRID_COLUMNS)
    scrollTo(5 * GRID_ROW_HEIGHT)
    await waitFor(() => expect(loaded()).toBe(80))
    const shown = tiles()
    expect(shown.length).toBeLessThanOrEqual(8 * GRID_COLUMNS)
    const first = Number(shown[0]!.closest('[data-index]')!.getAttribute('data-index'))
    expect(first).toBe(3 * GRID_COLUMNS)
  })

  it('waits 300 ms after the last keystroke before searching, and shows up to 100 results', async () => {
    await openAllWallets()
    const service = await kitInternals(kit!).services.use('registry')
    const getWallets = vi.spyOn(service, 'getWallets')
    const searches = () => getWallets.mock.calls.filter(([p]) => p?.search !== undefined)

    await typeSearch('w')
    await act(async () => clock.advance(200))
    await typeSearch('a')
    await act(async () => clock.advance(299))
    await settle()
    expect(searches()).toHaveLength(0)
    await act(async () => clock.advance(1))
    await waitFor(() => expect(searches()).toHaveLength(1))
    expect(searches()[0]![0]).toMatchObject({ search: 'a', page: 1, entries: 100 })
    await waitFor(() => expect(grid('wallet-search-results')).not.toBeNull())
    const results = grid('wallet-search-results')
    expect(results.querySelector('[role="listitem"]')!.getAttribute('aria-setsize')).toBe('100')
    const nameOf = (tile: HTMLElement) => registry.wallets.find((w) => w.id === tile.getAttribute('data-wallet-id'))!.name
    expect(tiles('wallet-search-results').every((t) => /a/i.test(nameOf(t)))).toBe(true)
    // The full list is kept (hidden) for when the search is cleared.
    expect(grid().closest('[hidden]')).not.toBeNull()
    await typeSearch('')
    await waitFor(() => expect(grid().closest('[hidden]')).toBeNull())
  })

  it('says so when no wallet matches', async () => {
    await openAllWallets()
    await typeSearch('no such wallet anywhere')
    await act(async () => clock.advance(300))
    expect(await modal().findByText('No wallet found')).toBeTruthy()
  })

  it('connects an installed wallet through its connector and any other by pairing, with the wallet in the params', async () => {
    const installed = fakeConnector({ id: 'test-wallet', name: 'Injected Test Wallet', info: { rdns: TEST_WALLET_ENTRY_RDNS }, connect: () => new Promise(() => {}) })
    await openAllWallets({}, [installed])
    await waitFor(() => expect(tiles().length).toBeGreaterThan(0))
    const trust = tiles().find((t) => t.textContent === 'Trust')!
    expect(trust.getAttribute('title')).toBe('Trust')
    fireEvent.click(trust)
    const params = kitInternals(kit!).router.current?.params as { wallet: { id: string; name: string; image_url: string } }
    expect(kitInternals(kit!).router.current?.view).toBe('ConnectingWalletConnect')
    expect(params.wallet).toMatchObject({ id: registry.wallets[0]!.id, name: TRUST_WALLET_NAME, mobile_link: 'trust://', rdns: 'com.trustwallet.app' })
    expect(params.wallet.image_url).toContain('/getWalletImage/')

    act(() => kitInternals(kit!).router.goBack())
    await waitFor(() => expect(tiles().length).toBeGreaterThan(0))
    fireEvent.click(tiles().find((t) => t.textContent === TEST_WALLET_ENTRY_NAME)!)
    expect(kitInternals(kit!).router.current).toEqual({ view: 'ConnectingExternal', params: { connectorId: 'test-wallet', namespace: 'eip155' } })
  })

  it('renders hostile names as text and gives each image 2 s before the placeholder', async () => {
    await openAllWallets()
    await waitFor(() => expect(tiles().length).toBeGreaterThan(0))
    scrollTo(2 * GRID_ROW_HEIGHT)
    const hostile = await waitFor(() => tiles().find((t) => t.textContent === HOSTILE_NAMES.markup)!)
    expect(hostile.querySelector('.wallet-tile-name')!.textContent).toBe(HOSTILE_NAMES.markup)
    expect(shadow().querySelector('[onerror], img[src^="javascript"], a[href^="javascript"], a[href^="data"]')).toBeNull()

    const tile = tiles()[0]!
    expect(tile.querySelector('img')).not.toBeNull()
    act(() => clock.advance(1999))
    expect(tile.querySelector('img')).not.toBeNull()
    act(() => clock.advance(1))
    expect(tile.querySelector('img')).toBeNull()
    expect(tile.querySelector('[data-placeholder]')).not.toBeNull()
  })

  it('shows a message and a retry instead of a blank grid when a page fails', async () => {
    kit = await createRegistryTestKit({ options: { registryUrl: registry.url, clock } })
    await waitFor(() => expect(kit!.getState().wallets.count).toBeGreaterThan(0))
    registry.failNext(1, 400)
    await act(async () => kit!.open({ view: 'AllWallets' }))
    expect(await modal().findByText('Could not load wallets')).toBeTruthy()
    expect(modal().queryByRole('list', { name: 'All wallets' })).toBeNull()
    fireEvent.click(modal().getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(grid()).not.toBeNull())
    await waitFor(() => expect(tiles().length).toBeGreaterThan(0))

    // A later page failing keeps the wallets already shown.
    registry.failNext(1, 400)
    scrollTo(6 * GRID_ROW_HEIGHT)
    expect(await modal().findByText('Could not load wallets')).toBeTruthy()
    expect(tiles().length).toBeGreaterThan(0)
    fireEvent.click(modal().getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(loaded()).toBe(80))
    expect(modal().queryByText('Could not load wallets')).toBeNull()
  })

  it('speaks the visitor’s language: Japanese title, failure, retry and grid, and the host’s own words over them', async () => {
    kit = await createRegistryTestKit({ options: { registryUrl: registry.url, clock, locale: 'ja', messages: { 'registry.search': 'Find your wallet' } } })
    await waitFor(() => expect(kit!.getState().wallets.count).toBeGreaterThan(0))
    registry.failNext(1, 400)
    await act(async () => kit!.open({ view: 'AllWallets' }))
    expect(await modal().findByRole('dialog', { name: 'すべてのウォレット' })).toBeTruthy()
    expect(await modal().findByText('ウォレットを読み込めませんでした')).toBeTruthy()
    // The kit's own HTTP failure reads in Japanese too.
    expect(modal().getByText('HTTPリクエストに失敗しました')).toBeTruthy()
    expect(modal().getByRole('searchbox', { name: 'Find your wallet' }).getAttribute('placeholder')).toBe('ウォレットを検索')
    fireEvent.click(modal().getByRole('button', { name: '再試行' }))
    expect(await modal().findByRole('list', { name: 'すべてのウォレット' })).toBeTruthy()
    expect(modal().queryByText('Could not load wallets')).toBeNull()
  })

  it('moves focus between tiles with the arrow keys', async () => {
    await openAllWallets()
    await waitFor(() => expect(tiles().length).toBeGreaterThan(0))
    const first = tiles()[0]!
    first.focus()
    fireEvent.keyDown(first, { key: 'ArrowRight' })
    expect(shadow().activeElement).toBe(tiles()[1])
    fireEvent.keyDown(tiles()[1]!, { key: 'ArrowDown' })
    expect(shadow().activeElement).toBe(tiles()[1 + GRID_COLUMNS])
  })
})
