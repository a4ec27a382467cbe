import { fireEvent, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { modal } from '../../../ui/testing/test-kit.js'
import { openTestModal } from '../testing/open-test-modal.js'

const start = (socials: readonly string[]) => openTestModal({ features: { socials: socials as never } })

describe('the social section', () => {
  it("shows the host's socials in its order, after email, and none when the list is empty", async () => {
    const first = await start(['github', 'farcaster', 'google'])
    const section = await modal().findByRole('list', { name: 'Sign in with' })
    expect([...section.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['GitHub', 'Farcaster', 'Google'])
    const sections = [...modal().getByRole('dialog').querySelectorAll('[data-section]')].map((s) => s.getAttribute('data-section'))
    expect(sections.slice(0, 2)).toEqual(['email', 'social'])
    await first.destroy()
    document.body.innerHTML = ''
    await start([])
    await modal().findByRole('textbox', { name: 'Email' })
    expect(modal().queryByRole('list', { name: 'Sign in with' })).toBeNull()
  })

  it('a click opens the sign-in window at once, then shows where to continue; Cancel closes it and goes back', async () => {
    await start(['google'])
    const popup = { closed: false, close: vi.fn(), location: { href: '' } }
    const open = vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window)
    fireEvent.click(await modal().findByRole('button', { name: 'Google' }))
    // Synchronously, in the click: a popup blocker allows nothing later.
    expect(open).toHaveBeenCalledTimes(1)
    expect(open.mock.calls[0]![0]).toBe('')
    expect(await modal().findByText('Continue in the Google window')).toBeTruthy()
    expect(modal().getByRole('dialog', { name: 'Continue with Google' })).toBeTruthy()
    fireEvent.click(modal().getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(popup.close).toHaveBeenCalled())
    expect(await modal().findByRole('list', { name: 'Sign in with' })).toBeTruthy()
  })

  it('a popup closed before the end says so, with Try again (a new window that stays open) and Cancel', async () => {
    await start(['discord'])
    const popups: { closed: boolean; close: () => void; location: { href: string } }[] = []
    vi.spyOn(window, 'open').mockImplementation(() => {
      const popup = { closed: false, close: vi.fn(), location: { href: '' } }
      popups.push(popup)
      return popup as unknown as Window
    })
    fireEvent.click(await modal().findByRole('button', { name: 'Discord' }))
    await waitFor(() => expect(document.querySelector('iframe')).not.toBeNull())
    playFrame({ GET_SOCIAL_REDIRECT_URI: { uri: 'http://127.0.0.1:8801/auth?state=' + 'S'.repeat(43) } })
    await waitFor(() => expect(popups[0]!.location.href).toMatch(/^http:\/\/127\.0\.0\.1:8801\/auth/), { timeout: 3_000 })
    popups[0]!.closed = true
    expect((await modal().findByText('The sign-in window was closed before you finished. Try again.', {}, { timeout: 4_000 })).getAttribute('role')).toBe('alert')
    expect(modal().getByText('Could not sign in with Discord')).toBeTruthy()
    fireEvent.click(modal().getByRole('button', { name: 'Try again' }))
    expect(popups).toHaveLength(2)
    expect(await modal().findByText('Continue in the Discord window')).toBeTruthy()
    await waitFor(() => expect(popups[1]!.location.href).toMatch(/^http:\/\/127\.0\.0\.1:8801\/auth/), { timeout: 3_000 })
    expect(popups[1]!.close).not.toHaveBeenCalled()
    fireEvent.click(modal().getByRole('button', { name: 'Cancel' }))
    expect(await modal().findByRole('list', { name: 'Sign in with' })).toBeTruthy()
  })
})

/** This DOM loads no frames: the test plays the frame's window, answering by request name. */
function playFrame(answers: Record<string, unknown>) {
  const iframe = document.querySelector('iframe')!
  const origin = 'http://127.0.0.1:8798'
  const say = (data: unknown) => window.dispatchEvent(new MessageEvent('message', { data, origin, source: target }))
  const target = {
    postMessage: vi.fn((m: { type: string; id: string }) => {
      const name = m.type.replace('@tessera-app/', '')
      if (name in answers) queueMicrotask(() => say({ type: `@tessera-frame/${name}_SUCCESS`, id: m.id, payload: answers[name] }))
    }),
  } as unknown as Window
  Object.defineProperty(iframe, 'contentWindow', { value: target })
  say({ type: '@tessera-frame/READY', payload: { version: '1' } })
}
