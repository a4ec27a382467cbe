import { fireEvent, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { kitInternals } from '../../../kernel/internals.js'
import { modal } from '../../../ui/testing/test-kit.js'
import type { FrameProvider } from '../frame-provider.js'
import { loadTestRules } from '../test-rules.js'
import { openTestModal } from '../testing/open-test-modal.js'

const start = (messages: Record<string, string> = {}) =>
  openTestModal({ locale: 'ja', messages, features: { socials: ['google'] } }, { embeddedWallet: loadTestRules })

describe('the embedded wallet in the visitor’s language', () => {
  it('shows the Connect view’s email and social parts in Japanese, its refusals too, and the host’s wording over them', async () => {
    await start({ 'embeddedWallet.continue': 'メールで続ける' })
    const field = await modal().findByRole('textbox', { name: 'メールアドレス' })
    expect(field.getAttribute('placeholder')).toBe('メールアドレス')
    expect(await modal().findByRole('list', { name: 'サインイン方法' })).toBeTruthy()
    fireEvent.change(field, { target: { value: 'alice@' } })
    fireEvent.click(modal().getByRole('button', { name: 'メールで続ける' }))
    expect((await modal().findByText('有効なメールアドレスを入力してください')).getAttribute('role')).toBe('alert')
  })

  it('names the social sign-in in the header, its status and its button in Japanese', async () => {
    await start()
    vi.spyOn(window, 'open').mockImplementation(() => ({ closed: false, close: vi.fn(), location: { href: '' } }) as unknown as Window)
    fireEvent.click(await modal().findByRole('button', { name: 'Google' }))
    expect(await modal().findByRole('dialog', { name: 'Googleで続行' })).toBeTruthy()
    expect(await modal().findByText('Googleのウィンドウで続行してください')).toBeTruthy()
    expect(modal().getByRole('button', { name: 'キャンセル' })).toBeTruthy()
  })

  it('words spec §8’s refusal toast in Japanese, keeping its English for the host', async () => {
    const k = await start()
    const connector = kitInternals(k).connectors.get('ID_AUTH', 'eip155')!
    const provider = (await connector.getProvider!()) as FrameProvider
    await expect(provider.request({ method: 'eth_unknownMethod' })).rejects.toThrow('Requested RPC call is not allowed')
    expect(kitInternals(k).store.get().modal.toast?.message).toBe('Requested RPC call is not allowed')
    await waitFor(() => expect(modal().getByRole('alert').textContent).toBe('要求されたRPC呼び出しは許可されていません'))
  })
})
