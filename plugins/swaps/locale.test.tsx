import { act, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Kit, KitOptionsInput, SendCapability } from '../../kernel/index.js'
import { createFakeClock, createFakeFetch, jsonResponse } from '../../kernel/testing/index.js'
import { createTestKit, fakeConnector, modal } from '../../ui/testing/test-kit.js'
import { swaps } from './plugin.js'

const started: Kit[] = []
afterEach(async () => {
  vi.unstubAllGlobals()
  await Promise.all(started.splice(0).map((k) => k.destroy()))
  document.body.innerHTML = ''
})

const calls: SendCapability = {
  estimateFee: async () => ({ amount: 0n, symbol: 'ETH', decimals: 18 }),
  send: async () => `0x${'ab'.repeat(32)}`,
  sendCall: async () => `0x${'cd'.repeat(32)}`,
  wait: async () => {},
  isTransactionHash: () => true,
  transactionExplorerUrl: () => undefined,
}
const TOKENS = [
  { name: 'Ether', symbol: 'ETH', address: 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', decimals: 18 },
  { name: 'Devnet USD', symbol: 'DUSD', address: 'eip155:1:0x5FbDB2315678afecb367f032d93F642f64180aa3', decimals: 6 },
]

/** The Swap view over a data API that lists ETH and DUSD, opened to swap 5 ETH (more than the 1.234 held). */
async function swapView(options: Partial<KitOptionsInput>) {
  const api = createFakeFetch(createFakeClock())
  api.route('/v1/supported-chains', jsonResponse({ http: ['eip155:1'] }))
  api.route('/v1/convert/tokens', jsonResponse({ tokens: TOKENS }))
  vi.stubGlobal('fetch', api.fetch)
  const kit = await createTestKit({
    connectors: [fakeConnector({ id: 'good', name: 'Good Wallet' })],
    adapter: { send: async () => calls },
    plugins: [swaps()],
    options: { apiUrl: 'https://api.test', ...options },
  })
  started.push(kit)
  await kit.connect('good')
  await act(async () => kit.open({ view: 'Swap', arguments: { fromToken: 'ETH', toToken: 'DUSD', amount: '5' } }))
  return kit
}

describe('the Swap view in the visitor’s language', () => {
  it('shows its title, fields, buttons, balance and form messages in Japanese, numbers written the Japanese way', async () => {
    await swapView({ locale: 'ja' })
    const view = await modal().findByRole('dialog', { name: 'スワップ' })
    expect(view.getAttribute('lang')).toBe('ja')
    expect(await modal().findByRole('button', { name: /^交換元: ETH / })).toBeTruthy()
    expect(modal().getByRole('button', { name: 'スワップ内容を確認' })).toBeTruthy()
    expect(modal().getByRole('textbox', { name: '数量' })).toBeTruthy()
    expect(modal().getByTestId('swap-balance').textContent).toBe('残高: 1.234 ETH 最大')
    expect(modal().getByTestId('swap-problem').textContent).toBe('残高が不足しています')
  })

  it('writes amounts as German does, and shows the host’s own words over the plugin’s', async () => {
    await swapView({ locale: 'de', messages: { 'swaps.review': 'Vorschau' } })
    expect(await modal().findByRole('button', { name: 'Vorschau' })).toBeTruthy()
    await waitFor(() => expect(modal().getByTestId('swap-balance').textContent).toBe('Guthaben: 1,234 ETH Max.'))
    expect(modal().getByRole('dialog', { name: 'Tauschen' })).toBeTruthy()
    // Typed with the German decimal comma: an amount within the balance, so no problem shows; too much still says so.
    fireEvent.change(modal().getByRole('textbox', { name: 'Betrag' }), { target: { value: '0,5' } })
    await waitFor(() => expect(modal().queryByTestId('swap-problem')).toBeNull())
    fireEvent.change(modal().getByRole('textbox', { name: 'Betrag' }), { target: { value: '2,5' } })
    expect((await modal().findByTestId('swap-problem')).textContent).toBe('Unzureichendes Guthaben')
  })
})
