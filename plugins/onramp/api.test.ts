import { describe, expect, it } from 'vitest'
import { createHttp, createLogger } from '../../kernel/index.js'
import { createFakeClock, createFakeFetch, jsonResponse } from '../../kernel/testing/index.js'
import { FALLBACK_OPTIONS, checkoutUrl, fetchOptions, fetchQuotes, generateCheckoutUrl, mockQuote } from './api.js'

const OPTIONS = {
  providers: [{ id: 'devnet-card', name: 'Devnet Card', feePercent: 1, namespaces: ['eip155'], paymentMethods: ['card'] }],
  purchaseCurrencies: [{ symbol: 'ETH', name: 'Ether', networks: [{ caipNetworkId: 'eip155:31337', name: 'Devnet' }] }],
  paymentCurrencies: [{ id: 'USD', limits: [{ id: 'card', min: '10.00', max: '7500.00' }] }],
}
const ASK = { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '100', network: 'eip155:31337', paymentMethod: 'card', price: 2500 } as const

function api() {
  const clock = createFakeClock()
  const fake = createFakeFetch(clock)
  const http = createHttp({ options: { apiUrl: 'https://api.test', projectId: 'p1', sdkType: 'tessera', sdkVersion: '1.0.0' }, clock, signal: new AbortController().signal, log: createLogger('silent'), fetch: fake.fetch })
  return { fake, http, clock }
}

describe('options (spec §7)', () => {
  it('are the data API’s when it answers', async () => {
    const { fake, http } = api()
    fake.route('/v1/onramp/options', jsonResponse(OPTIONS))
    expect(await fetchOptions(http)).toEqual({ ...OPTIONS, fallback: false })
  })

  it('fall back to USDC and ETH on Ethereum and Polygon, in USD and EUR, when the call fails or answers garbage', async () => {
    expect(FALLBACK_OPTIONS.purchaseCurrencies.map((c) => [c.symbol, c.networks.map((n) => n.name)])).toEqual([
      ['USDC', ['Ethereum', 'Polygon']],
      ['ETH', ['Ethereum', 'Polygon']],
    ])
    expect(FALLBACK_OPTIONS.paymentCurrencies.map((p) => p.id)).toEqual(['USD', 'EUR'])
    const down = api()
    down.fake.route('/v1/onramp/options', jsonResponse({ status: 'FAILED' }, { status: 400 }))
    expect(await fetchOptions(down.http)).toBe(FALLBACK_OPTIONS)
    const garbage = api()
    garbage.fake.route('/v1/onramp/options', jsonResponse({ ...OPTIONS, providers: Array.from({ length: 21 }, () => OPTIONS.providers[0]) }))
    expect(await fetchOptions(garbage.http)).toBe(FALLBACK_OPTIONS)
  })
})

describe('quotes (spec §7)', () => {
  it('are the providers’ when the API quotes', async () => {
    const { fake, http } = api()
    fake.route('/v1/onramp/quote', jsonResponse({ quotes: [{ provider: 'devnet-card', providerName: 'Devnet Card', feePercent: 1, paymentTotal: '100.00', fee: '1.00', purchaseAmount: '0.0396', paymentCurrency: 'USD', purchaseCurrency: 'ETH' }] }))
    expect(await fetchQuotes(http, ASK)).toEqual([{ provider: 'devnet-card', providerName: 'Devnet Card', feeText: '1%', fee: '1.00', paymentCurrency: 'USD', purchaseAmount: '0.0396', purchaseCurrency: 'ETH', estimate: false }])
    expect(fake.callsTo('/v1/onramp/quote')[0]?.body).toEqual({ purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '100', network: 'eip155:31337', paymentMethod: 'card' })
  })

  it('become one mocked quote, marked as an estimate, when the call fails', async () => {
    const { fake, http } = api()
    fake.route('/v1/onramp/quote', jsonResponse({ status: 'FAILED', reasons: [{ field: 'network', description: 'unknown' }] }, { status: 400 }))
    const [quote, ...rest] = await fetchQuotes(http, ASK)
    expect(rest).toEqual([])
    // 2 % of 100 (the top of spec §9's range), the rest at 2500 USD an ETH.
    expect(quote).toEqual({ providerName: 'Estimate', feeText: '1–2%', fee: '2.00', paymentCurrency: 'USD', purchaseAmount: '0.0392', purchaseCurrency: 'ETH', estimate: true })
  })

  it('an estimate without a price or in another currency names no amount', () => {
    expect(mockQuote({ ...ASK, price: undefined as unknown as number }).purchaseAmount).toBeUndefined()
    expect(mockQuote({ ...ASK, paymentCurrency: 'EUR' }).purchaseAmount).toBeUndefined()
  })
})

describe('the checkout URL (spec §7 generator)', () => {
  it('asks with the destination wallet, network, partner user and preset amount, and keeps an http(s) answer', async () => {
    const { fake, http } = api()
    fake.route('/v1/generators/onrampurl', jsonResponse({ url: 'http://127.0.0.1:8802/buy/devnet-card?x=1' }))
    const url = await generateCheckoutUrl(http, { provider: 'devnet-card', address: '0xabc', network: 'eip155:31337', symbol: 'ETH', amount: '100', paymentCurrency: 'USD', paymentMethod: 'card', partnerUserId: 'eip155:31337:0xabc' })
    expect(url).toBe('http://127.0.0.1:8802/buy/devnet-card?x=1')
    expect(fake.callsTo('/v1/generators/onrampurl')[0]?.body).toEqual({
      provider: 'devnet-card',
      destinationWallets: [{ address: '0xabc', blockchains: ['eip155:31337'], assets: ['ETH'] }],
      defaultNetwork: 'eip155:31337',
      partnerUserId: 'eip155:31337:0xabc',
      defaultExperience: 'buy',
      presetFiatAmount: '100',
      fiatCurrency: 'USD',
      defaultAsset: 'ETH',
      defaultPaymentMethod: 'card',
    })
  })

  it('refuses any other scheme, so the window never runs a script URL', () => {
    expect(() => checkoutUrl('javascript:alert(1)')).toThrow('not an http(s) URL')
    expect(() => checkoutUrl('data:text/html,<script>1</script>')).toThrow('not an http(s) URL')
    expect(() => checkoutUrl('/relative')).toThrow('not a valid URL')
    expect(checkoutUrl('https://pay.example/checkout')).toBe('https://pay.example/checkout')
  })
})
