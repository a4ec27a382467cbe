import { act, fireEvent } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Kit } from '../../../kernel/index.js'
import { createTestKit, modal } from '../../../ui/testing/test-kit.js'
import { PHANTOM_WALLET_ID } from '../browse-links.js'
import { solana } from '../plugin.js'

let kit: Kit | undefined
afterEach(async () => {
  await kit?.destroy()
  kit = undefined
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

async function show(wallet: { id: string; name: string }, locale: string, messages: Readonly<Record<string, string>> = {}) {
  kit = await createTestKit({ plugins: [solana({ walletStandard: false })], options: { locale, messages } })
  await act(async () => kit!.open({ view: 'ConnectingInWalletBrowser', params: { wallet } }))
}

describe("the hand-over to a wallet's in-app browser, in the visitor's language", () => {
  it("asks to continue in the wallet in Japanese, named by the wallet's own name, with the host's wording over it", async () => {
    const opened = vi.spyOn(window, 'open').mockReturnValue(null)
    await show({ id: PHANTOM_WALLET_ID, name: 'Phantom' }, 'ja', { 'solana.opensIn': '{wallet}のアプリに移動します' })
    expect(await modal().findByRole('dialog', { name: 'Phantom' })).toBeTruthy()
    expect(await modal().findByText('Phantomで続行')).toBeTruthy()
    expect(modal().getByText('Phantomのアプリに移動します')).toBeTruthy()
    fireEvent.click(modal().getByRole('button', { name: 'Phantomを開く' }))
    expect(opened).toHaveBeenCalledTimes(2)
    expect(opened.mock.calls[1]![0]).toMatch(/^https:\/\/phantom\.app\/ul\/browse\//)
  })

  it('says in Spanish that a wallet without an in-app browser cannot open the page, titled by the word for wallet', async () => {
    await show({ id: 'trust', name: '' }, 'es')
    expect(await modal().findByRole('dialog', { name: 'Billetera' })).toBeTruthy()
    expect(await modal().findByText('Billetera no disponible')).toBeTruthy()
    expect(modal().getByText('Billetera no puede abrir esta página aquí. Elige otra forma de conectarte.')).toBeTruthy()
    expect(modal().getByRole('button', { name: 'Atrás' })).toBeTruthy()
  })
})
