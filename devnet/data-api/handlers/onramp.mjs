// @ts-check
import { isAddress } from 'viem'
import { z } from 'zod'
import { SOLANA_DEVNET } from '../../solana/cluster.mjs'
import { ONRAMP_LIMITS, ONRAMP_PROVIDERS, PAYMENT_CURRENCIES, purchaseCurrencies, quoteFor, toCents } from '../../onramp/providers.mjs'
import { ApiError } from '../http.mjs'
import { ProviderPageBody, PurchaseBody } from '../onramp-store.mjs'
import { isSolanaAddress } from '../solana-reader.mjs'

/** @typedef {import('../server.mjs').HandlerContext} Context */
/** @typedef {import('../http.mjs').Reply} Reply */

const caip2 = z.string().regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/)
// Fiat with at most 2 decimals, within 12 digits: what a payment form takes.
const fiat = z.string().regex(/^\d{1,12}(\.\d{1,2})?$/)
const symbol = z.string().min(1).max(16)
const paymentCurrency = z.enum(/** @type {['USD', 'EUR']} */ (Object.keys(PAYMENT_CURRENCIES)))
const paymentMethod = z.enum(['card', 'bank'])

const QuoteBody = z.object({
  purchaseCurrency: symbol,
  paymentCurrency,
  amount: fiat,
  network: caip2,
  paymentMethod: paymentMethod.optional(),
  projectId: z.string().max(128).optional(),
})

const GeneratorBody = z.object({
  provider: z.enum(ONRAMP_PROVIDERS.map((provider) => provider.id)),
  destinationWallets: z
    .array(z.strictObject({ address: z.string().min(1).max(128), blockchains: z.array(caip2).min(1).max(16), assets: z.array(symbol).max(16).optional() }))
    .min(1)
    .max(8),
  defaultNetwork: caip2,
  partnerUserId: z.string().min(1).max(128),
  defaultExperience: z.literal('buy'),
  presetFiatAmount: fiat.optional(),
  presetCryptoAmount: z.string().regex(/^\d{1,30}(\.\d{1,18})?$/).optional(),
  fiatCurrency: paymentCurrency.optional(),
  defaultAsset: symbol.optional(),
  defaultPaymentMethod: paymentMethod.optional(),
  projectId: z.string().max(128).optional(),
})

/**
 * @template {z.ZodType} Schema
 * @param {Schema} schema
 * @param {unknown} body
 * @returns {z.output<Schema>}
 */
function parse(schema, body) {
  const parsed = schema.safeParse(body)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  const field = issue?.path.map(String).join('.') || 'body'
  throw new ApiError(400, field, `${field}: ${issue?.message ?? 'invalid'}`)
}

/** @param {Pick<Context, 'chains' | 'solanaRpcUrl'>} context */
const currencies = ({ chains, solanaRpcUrl }) => purchaseCurrencies(chains, solanaRpcUrl !== undefined)

/**
 * GET /v1/onramp/options: the providers, what they sell on which networks, and the payment currencies with spec
 * §9's limits.
 * @param {Context} context
 * @returns {Reply}
 */
export function onrampOptions(context) {
  return {
    json: {
      providers: ONRAMP_PROVIDERS.map(({ id, name, feePercent, namespaces, paymentMethods }) => ({ id, name, feePercent, namespaces, paymentMethods })),
      purchaseCurrencies: currencies(context),
      paymentCurrencies: Object.keys(PAYMENT_CURRENCIES).map((id) => ({
        id,
        limits: Object.entries(ONRAMP_LIMITS).map(([method, { min, max }]) => ({ id: method, min, max })),
      })),
    },
  }
}

/**
 * POST /v1/onramp/quote `{ purchaseCurrency, paymentCurrency, amount, network }`: each provider serving the network,
 * with its fee and what the buyer receives at this server's prices.
 * @param {Context} context
 * @returns {Reply}
 */
export function onrampQuote(context) {
  const body = parse(QuoteBody, context.body)
  const method = body.paymentMethod ?? 'card'
  const limits = ONRAMP_LIMITS[method]
  const cents = toCents(body.amount)
  if (cents < toCents(limits.min) || cents > toCents(limits.max)) {
    throw new ApiError(400, 'amount', `amount must be between ${limits.min} and ${limits.max} ${body.paymentCurrency} for ${method}`)
  }
  const currency = currencies(context).find((candidate) => candidate.symbol === body.purchaseCurrency.toUpperCase())
  if (!currency?.networks.some((network) => network.caipNetworkId === body.network)) {
    throw new ApiError(400, 'purchaseCurrency', `${body.purchaseCurrency} cannot be bought on ${body.network}`)
  }
  const namespace = body.network.split(':')[0] ?? ''
  const price = context.state.price(currency.symbol)
  const quotes = ONRAMP_PROVIDERS.filter((provider) => provider.namespaces.includes(namespace)).map((provider) => ({
    provider: provider.id,
    providerName: provider.name,
    feePercent: provider.feePercent,
    ...quoteFor({ amount: body.amount, feePercent: provider.feePercent, paymentCurrency: body.paymentCurrency, price }),
    paymentCurrency: body.paymentCurrency,
    purchaseCurrency: currency.symbol,
    network: body.network,
  }))
  return { json: { quotes } }
}

/**
 * POST /v1/generators/onrampurl: the provider's page for this purchase, carrying the destination wallets, the
 * default network, the partner's user id and the preset amounts.
 * @param {Context} context
 * @returns {Reply}
 */
export function onrampUrl(context) {
  const body = parse(GeneratorBody, context.body)
  const pageUrl = context.onramp.pageUrl
  if (!pageUrl) throw new ApiError(503, 'provider', 'No onramp provider is running (the devnet was started without it)')
  const provider = /** @type {(typeof ONRAMP_PROVIDERS)[number]} */ (ONRAMP_PROVIDERS.find((candidate) => candidate.id === body.provider))
  const served = new Set(currencies(context).flatMap((currency) => currency.networks.map((network) => network.caipNetworkId)))
  for (const [i, wallet] of body.destinationWallets.entries()) {
    for (const network of wallet.blockchains) {
      if (!served.has(network) || !provider.namespaces.includes(network.split(':')[0] ?? '')) {
        throw new ApiError(400, `destinationWallets.${i}.blockchains`, `${provider.name} does not sell on ${network}`)
      }
      if (!addressFits(wallet.address, network)) throw new ApiError(400, `destinationWallets.${i}.address`, `${wallet.address} is not an address on ${network}`)
    }
  }
  if (!body.destinationWallets.some((wallet) => wallet.blockchains.includes(body.defaultNetwork))) {
    throw new ApiError(400, 'defaultNetwork', 'defaultNetwork must be one of the destination wallets’ blockchains')
  }
  const url = new URL(`${pageUrl}/buy/${provider.id}`)
  url.searchParams.set('destinationWallets', JSON.stringify(body.destinationWallets))
  url.searchParams.set('defaultNetwork', body.defaultNetwork)
  url.searchParams.set('partnerUserId', body.partnerUserId)
  url.searchParams.set('defaultExperience', body.defaultExperience)
  for (const name of /** @type {const} */ (['presetFiatAmount', 'presetCryptoAmount', 'fiatCurrency', 'defaultAsset', 'defaultPaymentMethod'])) {
    const value = body[name]
    if (value !== undefined) url.searchParams.set(name, value)
  }
  return { json: { url: url.href } }
}

/**
 * @param {string} address
 * @param {string} network
 */
function addressFits(address, network) {
  if (network.startsWith('eip155:')) return isAddress(address, { strict: false })
  if (network === SOLANA_DEVNET.caipNetworkId) return isSolanaAddress(address)
  return false
}

/** PUT /__devnet/onramp/page `{ url }`: the onramp service, at start. @param {Context} context @returns {Reply} */
export function setOnrampPage({ body, onramp }) {
  onramp.setPageUrl(parse(ProviderPageBody, body).url)
  return { json: { url: onramp.pageUrl } }
}

/** POST /__devnet/onramp/purchases: a purchase the onramp service credited. @param {Context} context @returns {Reply} */
export function recordOnrampPurchase({ body, onramp }) {
  const purchase = parse(PurchaseBody, body)
  onramp.record(purchase)
  return { status: 201, json: { purchase } }
}
