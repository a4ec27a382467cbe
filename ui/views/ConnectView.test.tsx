import { act, fireEvent } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Kit, ViewId, WalletListEntry } from '../../kernel/index.js'
import { createFakeClock } from '../../kernel/testing/index.js'
import { createTestKit, fakeConnector, modal } from '../testing/test-kit.js'
import { kitInternals } from '../../kernel/internals.js'

let kit: Kit | undefined
afterEach(async () => {
  await kit?.destroy()
  kit = undefined
  document.body.innerHTML = ''
})

const names = () => modal().getAllByRole('listitem').map((li) => li.querySelector('.list-item-name')!.textContent)
const rows = () => modal().getAllByRole('listitem').map((li) => [li.getAttribute('data-group'), li.querySelector('.list-item-name')!.textContent, li.querySelector('.tag')?.textContent ?? null])
/** Stand-ins for what the WalletConnect and registry plugins register: their views, how a wallet is reached, All Wallets. */
const stubViews = (k: Kit, ids: readonly ViewId[] = ['ConnectingWalletConnect', 'ConnectingWalletConnectBasic', 'AllWallets']) => {
  const internals = kitInternals(k)
  for (const id of ids) internals.views.register(id, { load: async () => ({ default: () => null }), title: id })
  if (ids.includes('ConnectingWalletConnect')) internals.wallets.setOpener((wallet) => ({ view: 'ConnectingWalletConnect', params: { wallet } }))
  if (ids.includes('AllWallets')) internals.wallets.setBrowser({ view: 'AllWallets' })
}
/** The registry's images come from its own origin; the injected wallets' test icons from a host the test allows. */
const images = { registryUrl: 'https://img.example', allowedImageOrigins: ['https://example.com'] }
const entry = (id: string, extra: Partial<WalletListEntry> = {}): WalletListEntry => ({ id, name: `Wallet ${id}`, image_url: `https://img.example/${id}.svg`, ...extra })

describe('ConnectView', () => {
  it('lists injected wallets before external ones, tags installed ones and renames Trust Wallet', async () => {
    kit = await createTestKit({
      connectors: [
        fakeConnector({ id: 'ext', name: 'Remote Wallet', type: 'EXTERNAL' }),
        fakeConnector({ id: 'trust', name: 'Trust Wallet', type: 'ANNOUNCED', imageUrl: 'https://example.com/trust.png' }),
        fakeConnector({ id: 'auth', name: 'Email', type: 'AUTH' }),
      ],
      options: images,
    })
    await act(async () => kit!.open())
    await modal().findByRole('button', { name: /Trust/ })
    expect(names()).toEqual(['Trust', 'Remote Wallet'])
    expect(modal().getByRole('button', { name: /Trust/ }).textContent).toContain('Installed')
    expect(modal().getByRole('button', { name: /Remote Wallet/ }).textContent).not.toContain('Installed')
    expect(modal().getByRole('button', { name: /Trust/ }).querySelector('img')!.getAttribute('src')).toBe('https://example.com/trust.png')
  })

  it("follows the host's connector type order", async () => {
    kit = await createTestKit({
      connectors: [fakeConnector({ id: 'mm', name: 'Injected One' }), fakeConnector({ id: 'ext', name: 'Remote Wallet', type: 'EXTERNAL' })],
      options: { features: { connectorTypeOrder: ['external', 'injected'] } },
    })
    await act(async () => kit!.open())
    await modal().findByRole('button', { name: /Remote Wallet/ })
    expect(names()).toEqual(['Remote Wallet', 'Injected One'])
  })

  it('renders a hostile wallet name as text and a script icon as a placeholder', async () => {
    const hostile = '<img src=x onerror=alert(1)>'
    kit = await createTestKit({ connectors: [fakeConnector({ id: 'evil', name: hostile, imageUrl: 'javascript:alert(1)' })] })
    await act(async () => kit!.open())
    const row = await modal().findByRole('button', { name: new RegExp(hostile.replace(/[()]/g, '\\$&')) })
    expect(row.querySelector('.list-item-name')!.textContent).toBe(hostile)
    expect(row.querySelector('img')).toBeNull()
    expect(row.querySelector('[data-placeholder]')).not.toBeNull()
    const shadow = row.getRootNode() as ShadowRoot
    expect(shadow.querySelector('img[src^="javascript"], [onerror]')).toBeNull()
  })

  it('falls back to the placeholder when an image fails to load', async () => {
    kit = await createTestKit({ connectors: [fakeConnector({ id: 'broken', name: 'Broken Image', imageUrl: 'https://example.com/missing.png' })], options: images })
    await act(async () => kit!.open())
    const row = await modal().findByRole('button', { name: /Broken Image/ })
    fireEvent.error(row.querySelector('img')!)
    expect(row.querySelector('img')).toBeNull()
    expect(row.querySelector('[data-placeholder]')!.textContent).toBe('BI')
  })

  it('offers only the requested namespace', async () => {
    kit = await createTestKit({ connectors: [fakeConnector({ id: 'evm', name: 'EVM Wallet' })] })
    await act(async () => kit!.open({ namespace: 'solana' }))
    expect(await modal().findByText('No wallets found')).toBeTruthy()
  })

  it('says how to get a wallet when there is none', async () => {
    kit = await createTestKit()
    await act(async () => kit!.open())
    expect(await modal().findByText('No wallets found')).toBeTruthy()
    expect(modal().getByText(/Install a wallet extension/)).toBeTruthy()
  })

  it('links the terms and privacy policy in a new tab', async () => {
    kit = await createTestKit({
      connectors: [fakeConnector({ id: 'mm', name: 'Injected One' })],
      options: { termsConditionsUrl: 'https://example.com/terms', privacyPolicyUrl: 'https://example.com/privacy' },
    })
    await act(async () => kit!.open())
    const terms = await modal().findByRole('link', { name: 'Terms of Service' })
    expect(terms.getAttribute('href')).toBe('https://example.com/terms')
    expect(terms.getAttribute('target')).toBe('_blank')
    expect(terms.getAttribute('rel')).toBe('noopener noreferrer')
    expect(modal().getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('https://example.com/privacy')
  })

  it('opens the connecting view for the chosen wallet, with a way back', async () => {
    const slow = fakeConnector({ id: 'slow', name: 'Slow Wallet', connect: () => new Promise(() => {}) })
    kit = await createTestKit({ connectors: [slow] })
    await act(async () => kit!.open())
    fireEvent.click(await modal().findByRole('button', { name: /Slow Wallet/ }))
    expect(await modal().findByRole('dialog', { name: 'Slow Wallet' })).toBeTruthy()
    expect(kitInternals(kit).router.current).toEqual({ view: 'ConnectingExternal', params: { connectorId: 'slow', namespace: 'eip155' } })
    fireEvent.click(modal().getByRole('button', { name: 'Back' }))
    expect(await modal().findByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy()
  })

  it('shows every group in spec §9 order, tagged, then All Wallets with the registry count', async () => {
    kit = await createTestKit({
      connectors: [
        fakeConnector({ id: 'ext', name: 'Remote Wallet', type: 'EXTERNAL' }),
        fakeConnector({ id: 'io.metamask', name: 'MetaMask', info: { rdns: 'io.metamask' } }),
        fakeConnector({ id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT' }),
      ],
      options: images,
    })
    stubViews(kit)
    kitInternals(kit).wallets.addRecent(entry('recent'))
    kitInternals(kit).wallets.set({
      featured: [entry('featured'), entry('mm', { name: 'MetaMask Wallet', rdns: 'io.metamask' })],
      custom: [{ id: 'custom', name: 'Custom Wallet' }],
      recommended: [entry('recent'), entry('trust', { name: 'Trust Wallet' }), entry('r2'), entry('r3'), entry('r4'), entry('r5')],
      count: 597,
    })
    await act(async () => kit!.open())
    await modal().findByRole('button', { name: /All Wallets/ })
    expect(rows()).toEqual([
      ['walletConnect', 'WalletConnect', null],
      ['recent', 'Wallet recent', 'Recent'],
      ['injected', 'MetaMask', 'Installed'],
      ['featured', 'Wallet featured', null],
      ['custom', 'Custom Wallet', null],
      ['external', 'Remote Wallet', null],
      ['recommended', 'Trust', null],
      ['recommended', 'Wallet r2', null],
      ['recommended', 'Wallet r3', null],
      ['recommended', 'Wallet r4', null],
    ])
    const all = modal().getByTestId('all-wallets')
    expect(all.closest('ul')).toBeNull()
    expect(all.querySelector('.tag')!.textContent).toBe('590+')
    expect(modal().getByRole('button', { name: /Wallet featured/ }).querySelector('img')!.getAttribute('src')).toBe('https://img.example/featured.svg')
    fireEvent.click(all)
    expect(kitInternals(kit).router.current).toEqual({ view: 'AllWallets' })
  })

  it('lists at most two recent wallets, the most recent first', async () => {
    kit = await createTestKit()
    stubViews(kit)
    for (const id of ['a', 'b', 'c']) kitInternals(kit).wallets.addRecent(entry(id))
    kitInternals(kit).wallets.addRecent(entry('b'))
    await act(async () => kit!.open())
    await modal().findByRole('button', { name: /Wallet b/ })
    expect(rows().filter(([group]) => group === 'recent')).toEqual([
      ['recent', 'Wallet b', 'Recent'],
      ['recent', 'Wallet c', 'Recent'],
    ])
  })

  it('opens the screen a connector names: the QR code for WalletConnect on a desktop, the wallet list on a phone', async () => {
    for (const [mobile, view] of [
      [false, 'ConnectingWalletConnectBasic'],
      [true, 'AllWallets'],
    ] as const) {
      // The connector names its own screen (the WalletConnect plugin's rule); the view follows it.
      const walletConnect = fakeConnector({
        id: 'walletConnect',
        name: 'WalletConnect',
        type: 'WALLET_CONNECT',
        connectView: ({ isMobile }) => (isMobile ? { view: 'AllWallets' } : { view: 'ConnectingWalletConnectBasic' }),
      })
      kit = await createTestKit({ connectors: [walletConnect], options: { isMobile: () => mobile } })
      stubViews(kit)
      await act(async () => kit!.open())
      fireEvent.click(await modal().findByRole('button', { name: /WalletConnect/ }))
      expect(kitInternals(kit).router.current).toEqual({ view })
      await kit.destroy()
      document.body.innerHTML = ''
    }
    kit = undefined
  })

  it('connects a registry wallet that is installed through the browser wallet, any other by pairing', async () => {
    kit = await createTestKit({ connectors: [fakeConnector({ id: 'io.metamask', name: 'MetaMask', info: { rdns: 'io.metamask' }, connect: () => new Promise(() => {}) })] })
    stubViews(kit)
    const metamask = entry('mm', { name: 'MetaMask (registry)', rdns: 'io.metamask' })
    const other = entry('other', { name: 'Pairing Wallet', mobile_link: 'pairing://' })
    kitInternals(kit).wallets.addRecent(metamask)
    kitInternals(kit).wallets.set({ recommended: [other] })
    await act(async () => kit!.open())
    expect(await modal().findByRole('button', { name: /MetaMask/ })).toBeTruthy()
    expect(rows().map(([group, name]) => [group, name])).toEqual([
      ['recent', 'MetaMask'],
      ['recommended', 'Pairing Wallet'],
    ])
    fireEvent.click(modal().getByRole('button', { name: /Pairing Wallet/ }))
    expect(kitInternals(kit).router.current).toEqual({ view: 'ConnectingWalletConnect', params: { wallet: other } })
    act(() => kitInternals(kit!).router.goBack())
    fireEvent.click(await modal().findByRole('button', { name: /MetaMask/ }))
    expect(kitInternals(kit).router.current).toEqual({ view: 'ConnectingExternal', params: { connectorId: 'io.metamask', namespace: 'eip155' } })
  })

  it('offers no wallet it cannot reach, and no All Wallets row without a registry or when the host turned it off', async () => {
    kit = await createTestKit()
    kitInternals(kit).wallets.set({ recommended: [entry('r1')], count: 10 })
    await act(async () => kit!.open())
    expect(await modal().findByText('No wallets found')).toBeTruthy()
    await kit.destroy()
    document.body.innerHTML = ''

    kit = await createTestKit({ connectors: [fakeConnector({ id: 'mm', name: 'Injected One' })], options: { features: { allWallets: false } } })
    stubViews(kit)
    await act(async () => kit!.open())
    await modal().findByRole('button', { name: /Injected One/ })
    expect(modal().queryByRole('button', { name: /All Wallets/ })).toBeNull()
  })

  it('renders a hostile registry wallet name as text', async () => {
    const hostile = '<img src=x onerror=alert(1)>'
    kit = await createTestKit()
    stubViews(kit)
    kitInternals(kit).wallets.set({ recommended: [entry('evil', { name: hostile, image_url: 'javascript:alert(1)' })] })
    await act(async () => kit!.open())
    const row = await modal().findByRole('button', { name: new RegExp(hostile.replace(/[()]/g, '\\$&')) })
    expect(row.querySelector('.list-item-name')!.textContent).toBe(hostile)
    expect((row.getRootNode() as ShadowRoot).querySelector('[onerror], img[src^="javascript"]')).toBeNull()
  })

  it('shows the placeholder for a wallet image from a host the kit does not talk to, and never fetches it', async () => {
    kit = await createTestKit({ options: images })
    stubViews(kit)
    kitInternals(kit).wallets.set({
      recommended: [entry('tracked', { name: 'Tracked Wallet', image_url: 'https://tracker.example/pixel.png' }), entry('listed', { name: 'Listed Wallet' })],
    })
    await act(async () => kit!.open())
    const tracked = await modal().findByRole('button', { name: /Tracked Wallet/ })
    expect(tracked.querySelector('img')).toBeNull()
    expect(tracked.querySelector('[data-placeholder]')!.textContent).toBe('TW')
    expect(modal().getByRole('button', { name: /Listed Wallet/ }).querySelector('img')!.getAttribute('src')).toBe('https://img.example/listed.svg')
  })

  it('loads the exact image the host named for its own wallet, and nothing else from that host', async () => {
    kit = await createTestKit({ options: images })
    stubViews(kit)
    kitInternals(kit).wallets.set({
      custom: [entry('mine', { name: 'My Wallet', image_url: 'https://cdn.host.example/mine.png' })],
      recommended: [entry('other', { name: 'Other Wallet', image_url: 'https://cdn.host.example/pixel.png' })],
    })
    await act(async () => kit!.open())
    const mine = await modal().findByRole('button', { name: /My Wallet/ })
    expect(mine.querySelector('img')!.getAttribute('src')).toBe('https://cdn.host.example/mine.png')
    expect(modal().getByRole('button', { name: /Other Wallet/ }).querySelector('img')).toBeNull()
  })

  it('gives a wallet image 2 s to load, then shows the placeholder', async () => {
    const clock = createFakeClock()
    kit = await createTestKit({ options: { clock, ...images } })
    stubViews(kit)
    kitInternals(kit).wallets.set({ recommended: [entry('slow', { name: 'Slow Image' }), entry('fast', { name: 'Fast Image' })] })
    await act(async () => kit!.open())
    const slow = await modal().findByRole('button', { name: /Slow Image/ })
    const fast = modal().getByRole('button', { name: /Fast Image/ })
    fireEvent.load(fast.querySelector('img')!)
    act(() => clock.advance(1999))
    expect(slow.querySelector('img')).not.toBeNull()
    act(() => clock.advance(1))
    expect(slow.querySelector('img')).toBeNull()
    expect(slow.querySelector('[data-placeholder]')!.textContent).toBe('SI')
    expect(fast.querySelector('img')).not.toBeNull()
  })
})
