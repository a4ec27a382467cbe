import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Kit } from '../../kernel/index.js'
import { KitProvider } from '../../sdk/react/KitProvider.js'
import { ConnectButton } from '../../sdk/react/ConnectButton.js'
import { createTestKit, fakeConnector, modal } from '../testing/test-kit.js'
import { kitInternals } from '../../kernel/internals.js'

let kit: Kit | undefined
afterEach(async () => {
  await kit?.destroy()
  kit = undefined
  document.body.innerHTML = ''
})

const card = () => modal().getByRole('dialog')

describe('the modal in the visitor’s language', () => {
  it('shows Japanese texts and numbers from the locale option, and the host’s own wording over them', async () => {
    kit = await createTestKit({
      connectors: [fakeConnector({ id: 'good', name: 'Good Wallet' })],
      options: { locale: 'ja', messages: { 'account.disconnect': 'ログアウト' } },
    })
    await kit.connect('good')
    await act(async () => kit!.open())
    expect(await modal().findByRole('dialog', { name: 'アカウント' })).toBeTruthy()
    expect(card().getAttribute('lang')).toBe('ja')
    expect(card().getAttribute('dir')).toBe('ltr')
    expect(await modal().findByRole('button', { name: 'ログアウト' })).toBeTruthy()
    expect(modal().getByRole('button', { name: 'アドレスをコピー' })).toBeTruthy()
    expect(modal().getByTestId('account-balance').textContent).toBe('1.234 ETH')
    act(() => kit!.setLocale('de'))
    await waitFor(() => expect(modal().getByTestId('account-balance').textContent).toBe('1,234 ETH'))
  })

  it('switches to Arabic at run time: right to left, Arabic titles, and back to English', async () => {
    kit = await createTestKit({ connectors: [fakeConnector({ id: 'good', name: 'Good Wallet' })] })
    await act(async () => kit!.open())
    expect(await modal().findByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy()
    expect(card().getAttribute('dir')).toBe('ltr')
    act(() => kit!.setLocale('ar'))
    expect(await modal().findByRole('dialog', { name: 'ربط المحفظة' })).toBeTruthy()
    expect(card().getAttribute('dir')).toBe('rtl')
    expect(card().getAttribute('lang')).toBe('ar')
    expect(modal().getByRole('button', { name: 'إغلاق' })).toBeTruthy()
    act(() => kit!.setLocale('en-GB'))
    expect(await modal().findByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy()
    expect(card().getAttribute('dir')).toBe('ltr')
    expect(card().getAttribute('lang')).toBe('en')
  })

  it('names the kit’s own Tokens tab in the locale and leaves a plugin’s tab to the plugin', async () => {
    kit = await createTestKit({ connectors: [fakeConnector({ id: 'good', name: 'Good Wallet' })], options: { locale: 'ko' } })
    kitInternals(kit).slots.register('account.tab', { id: 'activity', label: 'Activity', load: async () => ({ default: () => null }) }, 'history')
    await kit.connect('good')
    await act(async () => kit!.open())
    expect(await modal().findByRole('tab', { name: '토큰' })).toBeTruthy()
    expect(modal().getByRole('tab', { name: 'Activity' })).toBeTruthy()
  })

  it('translates the page’s button, whose English needs no loading', async () => {
    kit = await createTestKit({ mount: false })
    render(
      <KitProvider kit={kit}>
        <ConnectButton />
      </KitProvider>,
    )
    expect(screen.getByTestId('connect-button').textContent).toBe('Connect Wallet')
    act(() => kit!.setLocale('de'))
    await waitFor(() => expect(screen.getByTestId('connect-button').textContent).toBe('Wallet verbinden'))
    fireEvent.click(screen.getByTestId('connect-button'))
  })

  it('refuses a value that is not a language tag, and keeps the locale', async () => {
    kit = await createTestKit({ mount: false })
    expect(() => kit!.setLocale('ja; DROP')).toThrow(/Not a language tag/)
    expect(() => kit!.setLocale('x'.repeat(40))).toThrow(/Not a language tag/)
    expect(kit.locale.get().locale).toBe('en')
  })
})
