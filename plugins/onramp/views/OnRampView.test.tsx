import { act, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Kit, KitOptionsInput, SentTransaction, TrackedEventPayload } from '../../../kernel/index.js'
import { createFakeClock, createFakeFetch, jsonResponse, settle, type FakeClock, type FakeFetch } from '../../../kernel/testing/index.js'
import { ADDRESS, createTestKit, fakeConnector, modal } from '../../../ui/testing/test-kit.js'
import { onramp } from '../plugin.js'
import { PURCHASE_POLL_MS, PURCHASE_TIMEOUT_MESSAGE, PURCHASE_WAIT_MS } from '../purchases.js'
import { FALLBACK_NOTICE, RESTRICTED_MESSAGE } from './OnRampView.js'

const started: Kit[] = []
afterEach(async () => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  await Promise.all(started.splice(0).map((k) => k.destroy()))
  document.body.innerHTML = ''
})

const OPTIONS = {
  providers: [
    { id: 'devnet-card', name: 'Devnet Card', feePercent: 1, namespaces: ['eip155'], paymentMethods: ['card'] },
    { id: 'devnet-pay', name: 'Devnet Pay', feePercent: 2, namespaces: ['eip155', 'solana'], paymentMethods: ['card', 'bank'] },
  ],
  purchaseCurrencies: [
    { symbol: 'ETH', name: 'Ether', networks: [{ caipNetworkId: 'eip155:1', name: 'Ethereum' }] },
    { symbol: 'SOL', name: 'Solana', networks: [{ caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', name: 'Solana' }] },
  ],
  paymentCurrencies: [{ id: 'USD', limits: [{ id: 'card', min: '10.00', max: '7500.00' }, { id: 'bank', min: '10.00', max: '25000.00' }] }],
}
const quote = (provider: string, providerName: string, feePercent: number, fee: string, purchaseAmount: string) => ({ provider, providerName, feePercent, paymentTotal: '100.00', fee, purchaseAmount, paymentCurrency: 'USD', purchaseCurrency: 'ETH' })
const HASH = `0x${'cd'.repeat(32)}`

function fakeTimeZone(timeZone: string) {
  const real = Intl.DateTimeFormat.prototype.resolvedOptions
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...real.call(this), timeZone }
  })
}

async function connected(routes: (api: FakeFetch) => void = () => {}, clock?: FakeClock, options: Partial<KitOptionsInput> = {}) {
  const api = createFakeFetch(clock ?? createFakeClock())
  routes(api)
  vi.stubGlobal('fetch', api.fetch)
  const kit = await createTestKit({ connectors: [fakeConnector({ id: 'good', name: 'Good Wallet' })], plugins: [onramp()], options: { apiUrl: 'https://api.test', ...(clock ? { clock } : {}), ...options } })
  started.push(kit)
  const tracked: TrackedEventPayload[] = []
  const sent: SentTransaction[] = []
  kit.subscribeEvents((type, payload) => {
    if (type === 'kit:tracked') tracked.push(payload as TrackedEventPayload)
    if (type === 'transaction:sent') sent.push(payload as SentTransaction)
  })
  await kit.connect('good')
  await act(async () => kit.open())
  return { kit, api, tracked, sent }
}

describe('Buy crypto', () => {
  it('is an Account-view button first among the wallet features, opening the providers', async () => {
    await connected((api) => api.route('/v1/onramp/options', jsonResponse(OPTIONS)))
    const features = await modal().findByRole('list', { name: 'Wallet features' })
    expect(features.querySelector('[data-feature]')?.getAttribute('data-feature')).toBe('onramp')
    fireEvent.click(modal().getByRole('button', { name: 'Buy crypto' }))
    // Only this account's namespace: SOL is not offered to an EVM account.
    const currency = (await modal().findByRole('combobox', { name: 'Currency' })) as HTMLSelectElement
    expect([...currency.options].map((o) => o.value)).toEqual(['ETH'])
  })

  it('is absent in a restricted time zone, and the view says why when opened directly', async () => {
    fakeTimeZone('Asia/Shanghai')
    const { kit } = await connected()
    await modal().findByTitle(ADDRESS)
    expect(modal().queryByRole('button', { name: 'Buy crypto' })).toBeNull()
    act(() => kit.open({ view: 'OnRampProviders' }))
    expect((await modal().findByText(RESTRICTED_MESSAGE)).closest('[role="alert"]')).not.toBeNull()
  })

  it('is absent on a namespace the host did not list', async () => {
    const api = createFakeFetch(createFakeClock())
    vi.stubGlobal('fetch', api.fetch)
    const kit = await createTestKit({ connectors: [fakeConnector({ id: 'good', name: 'Good Wallet' })], plugins: [onramp({ namespaces: ['solana'] })], options: { apiUrl: 'https://api.test' } })
    started.push(kit)
    await kit.connect('good')
    await act(async () => kit.open())
    await modal().findByTitle(ADDRESS)
    expect(modal().queryByRole('button', { name: 'Buy crypto' })).toBeNull()
  })
})

describe('OnRampProviders', () => {
  it('with the API down: the built-in options, a labelled estimate, and no provider to continue with', async () => {
    const { kit } = await connected((api) => {
      api.route('/v1/onramp/options', jsonResponse({ status: 'FAILED', reasons: [] }, { status: 400 }))
      api.route('/v1/onramp/quote', jsonResponse({ status: 'FAILED', reasons: [] }, { status: 400 }))
    })
    act(() => kit.open({ view: 'OnRampProviders' }))
    expect(await modal().findByText(FALLBACK_NOTICE)).toBeTruthy()
    const currency = modal().getByRole('combobox', { name: 'Currency' }) as HTMLSelectElement
    expect([...currency.options].map((o) => o.value)).toEqual(['USDC', 'ETH'])
    expect([...(modal().getByRole('combobox', { name: 'Network' }) as HTMLSelectElement).options].map((o) => o.text)).toEqual(['Ethereum', 'Polygon'])
    expect([...(modal().getByRole('combobox', { name: 'Pay with' }) as HTMLSelectElement).options].map((o) => o.text)).toEqual(['USD', 'EUR'])
    expect((await modal().findByTestId('onramp-estimate')).textContent).toBe('Estimate (no provider quoted): fee about 2.00 USD (1–2%)')
    expect((modal().getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('shows the limit message for an amount outside the card limits, and none inside them', async () => {
    const { kit } = await connected((api) => api.route('/v1/onramp/options', jsonResponse(OPTIONS)))
    act(() => kit.open({ view: 'OnRampProviders', params: { amount: '5' } }))
    expect((await modal().findByTestId('onramp-limit')).textContent).toBe('Enter between 10.00 and 7500.00 USD for card')
    fireEvent.change(modal().getByRole('combobox', { name: 'Payment method' }), { target: { value: 'bank' } })
    fireEvent.change(modal().getByRole('textbox', { name: 'Amount' }), { target: { value: '20000' } })
    expect(modal().queryByTestId('onramp-limit')).toBeNull()
    fireEvent.click(modal().getByRole('button', { name: '250 USD' }))
    expect((modal().getByRole('textbox', { name: 'Amount' }) as HTMLInputElement).value).toBe('250')
  })

  it('Continue opens the provider in the click, navigates it to the generator’s URL, then waits until the purchase lands', async () => {
    let purchaseReads = 0
    const { kit, api, tracked, sent } = await connected((fake) => {
      fake.route('/v1/onramp/options', jsonResponse(OPTIONS))
      fake.route('/v1/onramp/quote', jsonResponse({ quotes: [quote('devnet-card', 'Devnet Card', 1, '1.00', '0.0396'), quote('devnet-pay', 'Devnet Pay', 2, '2.00', '0.0392')] }))
      fake.route('/v1/generators/onrampurl', jsonResponse({ url: 'http://127.0.0.1:8802/buy/devnet-pay?x=1' }))
      fake.route(`/v1/account/${ADDRESS}/history`, () =>
        jsonResponse({ data: purchaseReads++ === 0 ? [] : [{ metadata: { hash: HASH, minedAt: '2026-01-01T00:00:00.000Z', operationType: 'buy' }, transfers: [{ direction: 'in', quantity: { numeric: '0.0392' }, fungible_info: { symbol: 'ETH' } }] }] }),
      )
    })
    const popup = { closed: false, opener: {} as unknown, location: { href: '' }, close: vi.fn() }
    const open = vi.fn(() => popup)
    vi.stubGlobal('open', open)
    act(() => kit.open({ view: 'OnRampProviders', params: { amount: '100', symbol: 'ETH', caipNetworkId: 'eip155:1' } }))
    fireEvent.click(await modal().findByTestId('onramp-quote-devnet-pay'))
    fireEvent.click(modal().getByRole('button', { name: 'Continue' }))
    expect(open).toHaveBeenCalledWith('', '_blank')
    expect(popup.opener).toBeNull()
    await waitFor(() => expect(popup.location.href).toBe('http://127.0.0.1:8802/buy/devnet-pay?x=1'))
    const body = api.callsTo('/v1/generators/onrampurl')[0]?.body as Record<string, unknown>
    expect(body).toMatchObject({ provider: 'devnet-pay', defaultNetwork: 'eip155:1', presetFiatAmount: '100', destinationWallets: [{ address: ADDRESS, blockchains: ['eip155:1'], assets: ['ETH'] }] })
    expect(api.callsTo(`/v1/account/${ADDRESS}/history`)[0]?.url.searchParams.get('onramp')).toBe('devnet-pay')
    expect((await modal().findByTestId('onramp-done', {}, { timeout: 5000 })).textContent).toContain('0.0392 ETH from Devnet Pay arrived in your wallet.')
    expect(sent).toEqual([expect.objectContaining({ hash: HASH, caipNetworkId: 'eip155:1', amount: '0.0392', symbol: 'ETH' })])
    expect(tracked.map((t) => t.event)).toEqual(expect.arrayContaining(['ONRAMP_OPEN', 'ONRAMP_CONTINUE', 'ONRAMP_SUCCESS']))
  })

  it('stops waiting after 15 minutes with no purchase, saying so', async () => {
    const clock = createFakeClock()
    const { kit, api, tracked } = await connected((fake) => {
      fake.route('/v1/onramp/options', jsonResponse(OPTIONS))
      fake.route('/v1/onramp/quote', jsonResponse({ quotes: [quote('devnet-card', 'Devnet Card', 1, '1.00', '0.0396')] }))
      fake.route('/v1/generators/onrampurl', jsonResponse({ url: 'https://pay.example/checkout' }))
      fake.route(`/v1/account/${ADDRESS}/history`, jsonResponse({ data: [] }))
    }, clock)
    const popup = { closed: false, opener: {} as unknown, location: { href: '' }, close: vi.fn() }
    vi.stubGlobal('open', vi.fn(() => popup))
    act(() => kit.open({ view: 'OnRampProviders' }))
    await modal().findByTestId('onramp-quote-devnet-card')
    fireEvent.click(modal().getByRole('button', { name: 'Continue' }))
    await waitFor(() => expect(popup.location.href).toBe('https://pay.example/checkout'))
    expect(modal().getByTestId('onramp-waiting').textContent).toContain('Waiting for Devnet Card')
    for (let waited = 0; waited <= PURCHASE_WAIT_MS; waited += PURCHASE_POLL_MS) {
      await act(async () => {
        clock.advance(PURCHASE_POLL_MS)
        await settle()
      })
    }
    expect((await modal().findByTestId('onramp-failed')).textContent).toContain(PURCHASE_TIMEOUT_MESSAGE)
    // Asked about every 2 s meanwhile, then no more.
    const reads = api.callsTo(`/v1/account/${ADDRESS}/history`).length
    expect(reads).toBeGreaterThan(PURCHASE_WAIT_MS / PURCHASE_POLL_MS - 5)
    await act(async () => {
      clock.advance(PURCHASE_POLL_MS * 5)
      await settle()
    })
    expect(api.callsTo(`/v1/account/${ADDRESS}/history`)).toHaveLength(reads)
    expect(tracked.at(-1)).toEqual({ event: 'ONRAMP_ERROR', properties: { message: PURCHASE_TIMEOUT_MESSAGE } })
  })

  it('refuses a generator URL that is not http(s), closing the window it opened', async () => {
    const { kit } = await connected((fake) => {
      fake.route('/v1/onramp/options', jsonResponse(OPTIONS))
      fake.route('/v1/onramp/quote', jsonResponse({ quotes: [quote('devnet-card', 'Devnet Card', 1, '1.00', '0.0396')] }))
      fake.route('/v1/generators/onrampurl', jsonResponse({ url: 'javascript:alert(document.domain)' }))
      fake.route(`/v1/account/${ADDRESS}/history`, jsonResponse({ data: [] }))
    })
    const popup = { closed: false, opener: {} as unknown, location: { href: '' }, close: vi.fn() }
    vi.stubGlobal('open', vi.fn(() => popup))
    act(() => kit.open({ view: 'OnRampProviders' }))
    await modal().findByTestId('onramp-quote-devnet-card')
    fireEvent.click(modal().getByRole('button', { name: 'Continue' }))
    expect((await modal().findByTestId('onramp-failed')).textContent).toContain('not an http(s) URL')
    expect(popup.location.href).toBe('')
    expect(popup.close).toHaveBeenCalled()
  })

  it("speaks the visitor's language: the button, title, form and quotes in Japanese, figures in German, the host's wording over both", async () => {
    const { kit } = await connected(
      (fake) => {
        fake.route('/v1/onramp/options', jsonResponse(OPTIONS))
        fake.route('/v1/onramp/quote', jsonResponse({ quotes: [quote('devnet-card', 'Devnet Card', 1, '1.00', '0.0396')] }))
      },
      undefined,
      { locale: 'ja', messages: { 'onramp.continue': 'お支払いへ' } },
    )
    fireEvent.click(await modal().findByRole('button', { name: '暗号資産を購入' }))
    expect(await modal().findByRole('dialog', { name: '暗号資産を購入' })).toBeTruthy()
    fireEvent.change(await modal().findByRole('textbox', { name: '金額' }), { target: { value: '5' } })
    expect(modal().getByTestId('onramp-limit').textContent).toBe('カード払いでは 10.00〜7500.00 USD の金額を入力してください')
    expect([...(modal().getByRole('combobox', { name: '支払い方法' }) as HTMLSelectElement).options].map((o) => o.text)).toEqual(['カード', '銀行振込'])
    fireEvent.change(modal().getByRole('textbox', { name: '金額' }), { target: { value: '100' } })
    expect((await modal().findByTestId('onramp-quote-devnet-card')).textContent).toBe('Devnet Card手数料 1.00 USD（1%）0.0396 ETH')
    expect(modal().getByRole('button', { name: 'お支払いへ' })).toBeTruthy()
    act(() => kit.setLocale('de'))
    await waitFor(() => expect(modal().getByTestId('onramp-quote-devnet-card').textContent).toBe('Devnet CardGebühr 1,00 USD (1%)0,0396 ETH'))
    expect(modal().getByRole('button', { name: 'お支払いへ' })).toBeTruthy()
  })
})
