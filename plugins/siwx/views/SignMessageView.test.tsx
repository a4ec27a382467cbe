import { act, fireEvent } from '@testing-library/react'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import type { Connector, KitOptionsInput } from '../../../kernel/index.js'
import { createTestKit, fakeConnector, modal, rejection } from '../../../ui/testing/test-kit.js'
import { siwx } from '../plugin.js'
import type { SiwxVerifier } from '../types.js'

const verifier: SiwxVerifier = { getNonce: async () => 'nonce00000001', verify: async () => true }

/** A kit whose wallet declines its first `declines` signatures, connecting until the sign-in view asks. */
async function askToSignIn(options: Partial<KitOptionsInput>, { verifying = verifier, declines = 1 }: { readonly verifying?: SiwxVerifier; readonly declines?: number } = {}) {
  const signMessage = vi.fn<NonNullable<Connector['signMessage']>>(async () => {
    if (declines-- > 0) throw rejection()
    return '0xsigned'
  })
  const kit = await createTestKit({ connectors: [fakeConnector({ id: 'good', name: 'Good Wallet', signMessage })], plugins: [siwx({ verifier: verifying })], options })
  onTestFinished(async () => {
    await kit.destroy()
    document.body.replaceChildren()
  })
  const connecting = kit.connect('good')
  connecting.catch(() => {})
  return { kit, connecting, signMessage }
}

describe('SIWXSignMessage in the visitor’s language', () => {
  it('asks in Japanese, says a decline in Japanese, and shows the host’s own wording over the catalogue', async () => {
    const { kit, connecting, signMessage } = await askToSignIn({ locale: 'ja', metadata: { name: 'Demo' }, messages: { 'siwx.cancel': 'あとで' } })
    expect(await modal().findByRole('dialog', { name: 'サインイン' })).toBeTruthy()
    expect(await modal().findByText('Demo があなたのウォレットへの接続を求めています')).toBeTruthy()
    expect(modal().getByText('このウォレットの所有者であることを証明してサインインするには、このメッセージに署名してください。')).toBeTruthy()
    expect(modal().getByRole('button', { name: 'あとで' })).toBeTruthy()

    await act(async () => void fireEvent.click(modal().getByRole('button', { name: '署名' })))
    expect(await modal().findByText('署名が拒否されました')).toBeTruthy()
    expect(kit.getState().modal.toast).toMatchObject({ message: 'Signature declined', variant: 'error' })

    await act(async () => void fireEvent.click(modal().getByRole('button', { name: '署名' })))
    await connecting
    expect(signMessage).toHaveBeenCalledTimes(2)
    expect(kit.getAccount().isConnected).toBe(true)
  })

  it('names the app in English by default, and says so when the host gave no name', async () => {
    await askToSignIn({})
    expect(await modal().findByRole('dialog', { name: 'Sign In' })).toBeTruthy()
    expect(await modal().findByText('This app needs to connect to your wallet')).toBeTruthy()
    expect(modal().getByRole('button', { name: 'Sign' })).toBeTruthy()
    expect(modal().getByRole('button', { name: 'Cancel' })).toBeTruthy()
  })

  it('says in the locale when the verifier refuses the signature', async () => {
    await askToSignIn({ locale: 'ko' }, { verifying: { ...verifier, verify: async () => false }, declines: 0 })
    const sign = await modal().findByRole('button', { name: '서명' })
    expect(modal().getByRole('dialog', { name: '로그인' })).toBeTruthy()
    await act(async () => void fireEvent.click(sign))
    expect(await modal().findByText('검증 서비스가 서명을 거부했습니다')).toBeTruthy()
  })
})
