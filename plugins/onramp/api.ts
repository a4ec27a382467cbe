import * as z from 'zod/mini'
import { isCaipNetworkId, type CaipNetworkId, type Http } from '../../kernel/index.js'
import { BUY_LIMITS, centsText, toCents, type PaymentMethod } from './rules.js'

const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max))
const caip2 = z.custom<CaipNetworkId>((value) => isCaipNetworkId(value) && value.length <= 64, 'a CAIP-2 network id')
const fiat = z.string().check(z.regex(/^\d{1,12}(\.\d{1,2})?$/))
const decimal = z.string().check(z.regex(/^\d{1,30}(\.\d{1,18})?$/))
const method = z.enum(['card', 'bank'])
const limit = z.object({ id: method, min: fiat, max: fiat })

/** Spec §7 `GET /v1/onramp/options`, bounded: a longer list than any real answer is garbage. */
export const optionsSchema = z.object({
  providers: z
    .array(
      z.object({
        id: text(64),
        name: text(80),
        feePercent: z.number().check(z.minimum(0), z.maximum(100)),
        namespaces: z.array(text(16)).check(z.maxLength(16)),
        paymentMethods: z.array(method).check(z.maxLength(2)),
      }),
    )
    .check(z.maxLength(20)),
  purchaseCurrencies: z
    .array(
      z.object({
        symbol: text(16),
        name: text(80),
        networks: z.array(z.object({ caipNetworkId: caip2, name: text(80), address: z.optional(text(128)) })).check(z.maxLength(50)),
      }),
    )
    .check(z.maxLength(200)),
  paymentCurrencies: z.array(z.object({ id: text(8), limits: z.array(limit).check(z.maxLength(4)) })).check(z.maxLength(50)),
})
export type OnrampOptions = z.output<typeof optionsSchema> & { readonly fallback: boolean }
export type OnrampProvider = OnrampOptions['providers'][number]

const fallbackLimits = (Object.keys(BUY_LIMITS) as PaymentMethod[]).map((id) => ({ id, ...BUY_LIMITS[id] }))
const FALLBACK_NETWORKS: { readonly caipNetworkId: CaipNetworkId; readonly name: string }[] = [
  { caipNetworkId: 'eip155:1', name: 'Ethereum' },
  { caipNetworkId: 'eip155:137', name: 'Polygon' },
]

/** Spec §7: when the options call fails, USDC and ETH on Ethereum and Polygon, paid in USD or EUR. */
export const FALLBACK_OPTIONS: OnrampOptions = {
  providers: [],
  purchaseCurrencies: [
    { symbol: 'USDC', name: 'USD Coin', networks: FALLBACK_NETWORKS },
    { symbol: 'ETH', name: 'Ether', networks: FALLBACK_NETWORKS },
  ],
  paymentCurrencies: [
    { id: 'USD', limits: fallbackLimits },
    { id: 'EUR', limits: fallbackLimits },
  ],
  fallback: true,
}

export async function fetchOptions(http: Http, signal?: AbortSignal): Promise<OnrampOptions> {
  try {
    const answer = await http.request({ service: 'api', path: '/v1/onramp/options', schema: optionsSchema, ...(signal ? { signal } : {}) })
    return { ...answer, fallback: false }
  } catch (error) {
    if (signal?.aborted) throw error
    return FALLBACK_OPTIONS
  }
}

const quotesSchema = z.object({
  quotes: z
    .array(
      z.object({
        provider: text(64),
        providerName: text(80),
        feePercent: z.number().check(z.minimum(0), z.maximum(100)),
        paymentTotal: fiat,
        fee: fiat,
        purchaseAmount: decimal,
        paymentCurrency: text(8),
        purchaseCurrency: text(16),
      }),
    )
    .check(z.maxLength(20)),
})

export interface OnrampQuote {
  /** The provider's id; absent on the mocked estimate, which no provider made. */
  readonly provider?: string
  readonly providerName: string
  /** The fee as a percentage, or the spec's 1–2 % range on an estimate. */
  readonly feeText: string
  readonly fee: string
  readonly paymentCurrency: string
  /** What the buyer receives; absent on an estimate made without a price. */
  readonly purchaseAmount?: string
  readonly purchaseCurrency: string
  /** A mocked quote (spec §7 fallback), shown as an estimate. */
  readonly estimate: boolean
}

export interface QuoteAsk {
  readonly purchaseCurrency: string
  readonly paymentCurrency: string
  readonly amount: string
  readonly network: CaipNetworkId
  readonly paymentMethod: PaymentMethod
  /** USD per whole unit of the currency bought, when the kit knows it: the estimate's basis. */
  readonly price?: number
}

/** Spec §7 `POST /v1/onramp/quote`; on failure, a mocked quote at the top of spec §9's 1–2 % fee range. */
export async function fetchQuotes(http: Http, ask: QuoteAsk, signal?: AbortSignal): Promise<readonly OnrampQuote[]> {
  try {
    const { quotes } = await http.request({
      service: 'api',
      method: 'POST',
      idempotent: true,
      path: '/v1/onramp/quote',
      body: { purchaseCurrency: ask.purchaseCurrency, paymentCurrency: ask.paymentCurrency, amount: ask.amount, network: ask.network, paymentMethod: ask.paymentMethod },
      schema: quotesSchema,
      ...(signal ? { signal } : {}),
    })
    if (quotes.length > 0) {
      return quotes.map((quote) => ({
        provider: quote.provider,
        providerName: quote.providerName,
        feeText: `${quote.feePercent}%`,
        fee: quote.fee,
        paymentCurrency: quote.paymentCurrency,
        purchaseAmount: quote.purchaseAmount,
        purchaseCurrency: quote.purchaseCurrency,
        estimate: false,
      }))
    }
  } catch (error) {
    if (signal?.aborted) throw error
  }
  return [mockQuote(ask)]
}

/** The estimate shown when no provider quoted: the highest fee of the range, and the rest at the kit's price. */
export function mockQuote(ask: QuoteAsk): OnrampQuote {
  const cents = toCents(ask.amount)
  const feeCents = Math.round(cents * 0.02)
  // Only USD converts without a rate the kit does not have; other currencies get no amount.
  const usd = ask.paymentCurrency === 'USD' ? (cents - feeCents) / 100 : undefined
  const units = usd !== undefined && ask.price !== undefined && ask.price > 0 ? Math.floor(Number(((usd / ask.price) * 1e6).toPrecision(12))) / 1e6 : undefined
  return {
    providerName: 'Estimate',
    feeText: '1–2%',
    fee: centsText(feeCents),
    paymentCurrency: ask.paymentCurrency,
    ...(units !== undefined ? { purchaseAmount: String(units) } : {}),
    purchaseCurrency: ask.purchaseCurrency,
    estimate: true,
  }
}

const urlSchema = z.object({ url: z.string().check(z.maxLength(8192)) })

export interface CheckoutAsk {
  readonly provider: string
  readonly address: string
  readonly network: CaipNetworkId
  readonly symbol: string
  readonly amount: string
  readonly paymentCurrency: string
  readonly paymentMethod: PaymentMethod
  /** The visitor as the host knows them (spec §7 partnerUserId). */
  readonly partnerUserId: string
}

/**
 * Spec §7 `POST /v1/generators/onrampurl`: the provider's page for this purchase. Only an http(s) URL is
 * returned; anything else the API answers is refused, so the window never navigates to a script or data URL.
 */
export async function generateCheckoutUrl(http: Http, ask: CheckoutAsk, signal?: AbortSignal): Promise<string> {
  const { url } = await http.request({
    service: 'api',
    method: 'POST',
    path: '/v1/generators/onrampurl',
    body: {
      provider: ask.provider,
      destinationWallets: [{ address: ask.address, blockchains: [ask.network], assets: [ask.symbol] }],
      defaultNetwork: ask.network,
      partnerUserId: ask.partnerUserId,
      defaultExperience: 'buy',
      presetFiatAmount: ask.amount,
      fiatCurrency: ask.paymentCurrency,
      defaultAsset: ask.symbol,
      defaultPaymentMethod: ask.paymentMethod,
    },
    schema: urlSchema,
    ...(signal ? { signal } : {}),
  })
  return checkoutUrl(url)
}

export const INVALID_URL_MESSAGE = 'The provider’s URL is not a valid URL'
export const NOT_HTTP_URL_MESSAGE = 'The provider’s URL is not an http(s) URL'

/** The URL as given, when it is an absolute http(s) URL; an error otherwise. */
export function checkoutUrl(url: string): string {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    throw new Error(INVALID_URL_MESSAGE)
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error(NOT_HTTP_URL_MESSAGE)
  return parsed.href
}

const purchasesSchema = z.object({
  data: z
    .array(
      z.object({
        metadata: z.object({ hash: text(200), minedAt: text(40), operationType: z.optional(text(40)) }),
        transfers: z
          .array(z.object({ direction: z.enum(['in', 'out', 'self']), quantity: z.object({ numeric: decimal }), fungible_info: z.optional(z.object({ symbol: z.optional(z.string().check(z.maxLength(40))) })) }))
          .check(z.maxLength(50)),
      }),
    )
    .check(z.maxLength(100)),
})

export interface Purchase {
  readonly hash: string
  readonly minedAt: number
  readonly amount?: string
  readonly symbol?: string
}

/** Spec §7 history with `onramp=<provider>`: the account's purchases through that provider, newest first. */
export async function fetchPurchases(http: Http, parameters: { readonly address: string; readonly network: CaipNetworkId; readonly provider: string }, signal?: AbortSignal): Promise<readonly Purchase[]> {
  const { data } = await http.request({
    service: 'api',
    path: `/v1/account/${encodeURIComponent(parameters.address)}/history`,
    query: { chainId: parameters.network, onramp: parameters.provider },
    schema: purchasesSchema,
    ...(signal ? { signal } : {}),
  })
  return data.map(({ metadata, transfers }) => {
    const incoming = transfers.find((transfer) => transfer.direction === 'in')
    const symbol = incoming?.fungible_info?.symbol
    return {
      hash: metadata.hash,
      minedAt: Date.parse(metadata.minedAt),
      ...(incoming ? { amount: incoming.quantity.numeric } : {}),
      ...(symbol ? { symbol } : {}),
    }
  })
}
