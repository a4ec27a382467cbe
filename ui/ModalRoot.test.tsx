import { act, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { SHAKE_MS, type Kit } from '../kernel/index.js'
import { activeInModal, createTestKit, fakeConnector, modal, modalHost } from './testing/test-kit.js'
import { kitInternals } from '../kernel/internals.js'

let kit: Kit | undefined
afterEach(async () => {
  await kit?.destroy()
  kit = undefined
  document.body.innerHTML = ''
})

const wallets = () => [fakeConnector({ id: 'good', name: 'Good Wallet' }), fakeConnector({ id: 'other', name: 'Other Wallet', type: 'EXTERNAL' })]

describe('the modal shell', () => {
  it('renders nothing until opened, then a dialog named after the view listing the connectors', async () => {
    kit = await createTestKit({ connectors: wallets() })
    expect(modal().queryByRole('dialog')).toBeNull()
    await act(async () => kit!.open())
    const dialog = await modal().findByRole('dialog', { name: 'Connect Wallet' })
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(await modal().findByRole('button', { name: /Good Wallet/ })).toBeTruthy()
    expect(modal().getByRole('button', { name: /Other Wallet/ })).toBeTruthy()
    expect(modal().getByRole('button', { name: 'Close' })).toBeTruthy()
    expect(modal().queryByRole('button', { name: 'Back' })).toBeNull()
  })

  it('puts the host element on the body once, however often the modal opens', async () => {
    kit = await createTestKit({ connectors: wallets() })
    for (let i = 0; i < 2; i++) {
      await act(async () => kit!.open())
      await modal().findByRole('button', { name: /Good Wallet/ })
      await act(async () => void kit!.close())
    }
    expect(document.querySelectorAll('tessera-modal')).toHaveLength(1)
    expect(modalHost().parentElement).toBe(document.body)
  })

  it('leaves no host element behind once the kit is destroyed', async () => {
    kit = await createTestKit({ connectors: wallets() })
    await act(async () => kit!.open())
    await modal().findByRole('dialog')
    await act(() => kit!.destroy())
    expect(document.querySelector('tessera-modal')).toBeNull()
  })

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    kit = await createTestKit({ connectors: wallets() })
    const opener = document.createElement('button')
    opener.textContent = 'Connect'
    opener.addEventListener('click', () => kit!.open())
    document.body.appendChild(opener)
    opener.focus()
    await act(async () => opener.click())
    const first = await modal().findByRole('button', { name: /Good Wallet/ })
    await waitFor(() => expect(activeInModal()).toBe(first))
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' })
    expect(kit.getState().modal.open).toBe(false)
    expect(modal().queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    kit = await createTestKit({ connectors: wallets() })
    await act(async () => kit!.open())
    const good = await modal().findByRole('button', { name: /Good Wallet/ })
    const other = modal().getByRole('button', { name: /Other Wallet/ })
    const close = modal().getByRole('button', { name: 'Close' })
    other.focus()
    fireEvent.keyDown(other, { key: 'Tab' })
    expect(activeInModal()).toBe(close)
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true })
    expect(activeInModal()).toBe(other)
    // Focus that escaped to the page comes back in on the next Tab.
    document.body.focus()
    fireEvent.keyDown(document.body, { key: 'Tab' })
    expect(activeInModal()).toBe(close)
    void good
  })

  it('closes from the close button and from a click on the overlay, not from a click in the card', async () => {
    kit = await createTestKit({ connectors: wallets() })
    await act(async () => kit!.open())
    fireEvent.click(await modal().findByRole('button', { name: 'Close' }))
    expect(kit.getState().modal.open).toBe(false)

    await act(async () => kit!.open())
    const dialog = await modal().findByRole('dialog')
    fireEvent.mouseDown(dialog)
    fireEvent.click(dialog)
    expect(kit.getState().modal.open).toBe(true)
    const overlay = dialog.parentElement!
    fireEvent.mouseDown(overlay)
    fireEvent.click(overlay)
    expect(kit.getState().modal.open).toBe(false)
  })

  it('shakes instead of closing when closing is refused', async () => {
    kit = await createTestKit()
    kit!.open()
    await act(async () => void kitInternals(kit!).modal.prompt({ view: 'Networks' }, { dismissible: false }).catch(() => {}))
    const dialog = await modal().findByRole('dialog')
    fireEvent.keyDown(document.body, { key: 'Escape' })
    expect(kit.getState().modal.open).toBe(true)
    expect(dialog.classList.contains('shake')).toBe(true)
    await waitFor(() => expect(dialog.classList.contains('shake')).toBe(false), { timeout: SHAKE_MS * 3 })
  })

  it('explains a view that no plugin registered instead of showing a blank card', async () => {
    kit = await createTestKit()
    await act(async () => kit!.open({ view: 'AllWallets' }))
    expect(await modal().findByText(/No view is registered as "AllWallets"/)).toBeTruthy()
    expect(modal().getByRole('dialog', { name: 'Wallet' })).toBeTruthy()
  })

  it('shows a view that throws as an error with a working "Try again"', async () => {
    kit = await createTestKit()
    let fail = true
    function Flaky() {
      if (fail) throw new Error('The swap quote could not be read')
      return <p>Quote ready</p>
    }
    kitInternals(kit).views.register('ConnectingWalletConnectBasic', { load: async () => ({ default: Flaky }), title: 'Flaky' })
    await act(async () => kit!.open({ view: 'ConnectingWalletConnectBasic' }))
    expect(await modal().findByText('The swap quote could not be read')).toBeTruthy()
    fail = false
    fireEvent.click(modal().getByRole('button', { name: 'Try again' }))
    expect(await modal().findByText('Quote ready')).toBeTruthy()
  })

  it('loads a view again after its import failed', async () => {
    kit = await createTestKit()
    let attempts = 0
    kitInternals(kit).views.register('ConnectingWalletConnectBasic', {
      load: async () => {
        attempts++
        if (attempts === 1) throw new Error('Failed to fetch dynamically imported module')
        return { default: () => <p>Loaded</p> }
      },
    })
    await act(async () => kit!.open({ view: 'ConnectingWalletConnectBasic' }))
    expect(await modal().findByText('Failed to fetch dynamically imported module')).toBeTruthy()
    fireEvent.click(modal().getByRole('button', { name: 'Try again' }))
    expect(await modal().findByText('Loaded')).toBeTruthy()
    expect(attempts).toBe(2)
  })

  it('shows toasts politely, errors as alerts', async () => {
    kit = await createTestKit({ connectors: wallets() })
    await act(async () => kit!.open())
    await modal().findByRole('dialog')
    await act(async () => kitInternals(kit!).modal.showToast('Address copied', 'success'))
    const status = modal().getByText('Address copied').closest('[role]')!
    expect(status.getAttribute('role')).toBe('status')
    expect(status.getAttribute('aria-live')).toBe('polite')
    await act(async () => kitInternals(kit!).modal.hideToast())
    await act(async () => kitInternals(kit!).modal.showToast('Chain is not supported', 'error'))
    expect(modal().getByText('Chain is not supported').closest('[role]')!.getAttribute('role')).toBe('alert')
  })

  it('shows debug alerts in a banner that can be dismissed', async () => {
    kit = await createTestKit({ options: { projectId: '', debug: true } })
    await act(async () => kit!.open())
    const banner = await modal().findByText('Project ID Not Configured')
    expect(banner.closest('[role="alert"]')).toBeTruthy()
    fireEvent.click(modal().getByRole('button', { name: 'Dismiss' }))
    expect(modal().queryByText('Project ID Not Configured')).toBeNull()
  })

  it('covers the card with a spinner while the kit is busy', async () => {
    kit = await createTestKit({ connectors: wallets() })
    await act(async () => kit!.open())
    await modal().findByRole('dialog')
    await act(async () => kitInternals(kit!).modal.setLoading(true))
    expect(modal().getAllByRole('status', { name: 'Loading' }).length).toBeGreaterThan(0)
  })

  it('sets theme variables on the shadow host and the theme mode inside', async () => {
    kit = await createTestKit({ options: { themeMode: 'dark', themeVariables: { accent: '#ff0066', borderRadiusMaster: 2, zIndex: 5000 } } })
    const host = modalHost()
    expect(host.style.getPropertyValue('--tessera-accent')).toBe('#ff0066')
    expect(host.style.getPropertyValue('--tessera-border-radius-master')).toBe('2px')
    expect(host.style.getPropertyValue('--tessera-z-index')).toBe('5000')
    expect(host.shadowRoot!.querySelector('[data-tessera-root]')!.getAttribute('data-theme')).toBe('dark')
  })
})
