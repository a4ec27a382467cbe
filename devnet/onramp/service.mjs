// @ts-check
import http from 'node:http'
import { z } from 'zod'
import { readBody } from '../data-api/http.mjs'
import { DEFAULT_PROJECT_IDS } from '../data-api/state.mjs'
import { choosePort, closeServer, listen } from '../listen.mjs'
import { SOLANA_DEVNET } from '../solana/cluster.mjs'
import { createEvmCredit } from './credit-evm.mjs'
import { createSolanaCredit } from './credit-solana.mjs'
import { PAGE_HEADERS, renderCheckout, renderDone, renderProblem } from './page.mjs'
import { ONRAMP_PROVIDERS, TEST_CARD_NUMBER, centsText, purchaseCurrencies, toCents } from './providers.mjs'

export const DEFAULT_ONRAMP_PORT = 8802
export const ONRAMP_PORT_ENV = 'DEVNET_ONRAMP_PORT'

const caip2 = z.string().regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/)
const symbol = z.string().regex(/^[A-Za-z0-9]{1,16}$/)
const Wallets = z
  .array(z.object({ address: z.string().min(1).max(128), blockchains: z.array(caip2).min(1).max(16), assets: z.array(symbol).max(16).optional() }))
  .min(1)
  .max(8)
/** What the data API's generator put in the page's URL (and the form posts back). */
const Checkout = z.object({
  destinationWallets: z
    .string()
    .max(8000)
    .transform((text, context) => {
      try {
        return JSON.parse(text)
      } catch {
        context.addIssue({ code: 'custom', message: 'is not JSON' })
        return z.NEVER
      }
    })
    .pipe(Wallets),
  defaultNetwork: caip2,
  partnerUserId: z.string().min(1).max(128),
  defaultExperience: z.literal('buy'),
  presetFiatAmount: z.string().regex(/^\d{1,12}(\.\d{1,2})?$/).optional(),
  fiatCurrency: z.enum(['USD', 'EUR']).default('USD'),
  defaultAsset: symbol.optional(),
  defaultPaymentMethod: z.enum(['card', 'bank']).optional(),
})
const Card = z.object({
  cardNumber: z.string().max(23).transform((text) => text.replace(/[\s-]/g, '')),
  expiry: z.string().regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'Expiry must be MM/YY'),
  cvc: z.string().regex(/^\d{3,4}$/, 'CVC must be 3 or 4 digits'),
})
const Quotes = z.object({
  quotes: z.array(z.object({ provider: z.string().max(64), fee: z.string().max(32), purchaseAmount: z.string().regex(/^\d{1,30}(\.\d{1,18})?$/) })).max(8),
})

/**
 * The devnet's onramp providers as a service (key `onramp`), after the data API: it tells the data API where its
 * pages are, quotes through it, and reports each purchase to it.
 * @param {{ port?: number | undefined }} [options] default: env DEVNET_ONRAMP_PORT, else 8802; 0 picks a free port
 * @returns {import('../index.mjs').ServiceDefinition}
 */
export function onrampService(options = {}) {
  return {
    key: 'onramp',
    async start({ host, chains, services }) {
      const dataApiUrl = services?.dataApi?.url
      if (!dataApiUrl) throw new Error('The onramp providers need the data API (its quotes and history): start the devnet with it.')
      const started = await startOnramp({ host, port: choosePort(options.port, ONRAMP_PORT_ENV, DEFAULT_ONRAMP_PORT), chains, dataApiUrl, solanaRpcUrl: services?.solana?.url })
      return { name: 'Onramp providers', url: started.url, stop: started.close }
    },
  }
}

/**
 * @param {{ host: string, port: number, chains: readonly import('../index.mjs').DevnetChain[], dataApiUrl: string, solanaRpcUrl?: string | undefined }} options
 */
export async function startOnramp({ host, port, chains, dataApiUrl, solanaRpcUrl }) {
  const evm = createEvmCredit(chains)
  const solana = solanaRpcUrl ? await createSolanaCredit(solanaRpcUrl) : undefined
  const networks = purchaseCurrencies(chains, solana !== undefined).flatMap((currency) => currency.networks)
  const networkName = (/** @type {string} */ id) => networks.find((network) => network.caipNetworkId === id)?.name ?? id
  const sdk = `projectId=${encodeURIComponent(DEFAULT_PROJECT_IDS[0] ?? '')}&st=onramp&sv=devnet`

  /** @param {{ provider: string, purchaseCurrency: string, paymentCurrency: string, amount: string, network: string }} ask */
  async function quote(ask) {
    const response = await fetch(`${dataApiUrl}/v1/onramp/quote?${sdk}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ purchaseCurrency: ask.purchaseCurrency, paymentCurrency: ask.paymentCurrency, amount: ask.amount, network: ask.network }),
    })
    const body = await response.json().catch(() => undefined)
    if (!response.ok) throw new Error(body?.reasons?.[0]?.description ?? `The data API answered ${response.status}`)
    const found = Quotes.parse(body).quotes.find((candidate) => candidate.provider === ask.provider)
    if (!found) throw new Error('This provider does not sell that on this network')
    return found
  }

  /**
   * The purchase a checkout describes: its provider, the wallet for the default network, and the asset.
   * @param {string} providerId
   * @param {Record<string, string>} fields
   */
  function checkout(providerId, fields) {
    const provider = ONRAMP_PROVIDERS.find((candidate) => candidate.id === providerId)
    if (!provider) return { problem: `No provider ${providerId}` }
    const parsed = Checkout.safeParse(fields)
    if (!parsed.success) return { problem: `This checkout link is not valid (${parsed.error.issues[0]?.path.join('.') || 'query'})`, provider }
    const order = parsed.data
    const wallet = order.destinationWallets.find((candidate) => candidate.blockchains.includes(order.defaultNetwork))
    if (!wallet) return { problem: 'No destination wallet for the default network', provider }
    const native = order.defaultNetwork.startsWith('solana:') ? 'SOL' : 'ETH'
    const asset = (order.defaultAsset ?? wallet.assets?.[0] ?? native).toUpperCase()
    return { provider, order, wallet, asset }
  }

  const server = http.createServer((request, response) => {
    answer(request)
      .catch((error) => ({ status: 500, body: renderProblem('Something went wrong', error instanceof Error ? error.message : String(error)) }))
      .then(({ status, body }) => {
        response.writeHead(status, { ...PAGE_HEADERS, 'content-length': String(Buffer.byteLength(body)) })
        response.end(body)
      })
  })

  /** @param {http.IncomingMessage} request @returns {Promise<{ status: number, body: string }>} */
  async function answer(request) {
    const url = new URL(request.url ?? '/', 'http://onramp')
    const match = /^\/buy\/([a-z-]{1,32})(\/pay)?$/.exec(url.pathname)
    if (url.pathname === '/' && request.method === 'GET') {
      const list = ONRAMP_PROVIDERS.map((provider) => `${provider.name} (${provider.feePercent}% fee; ${provider.namespaces.join(', ')})`).join('; ')
      return { status: 200, body: renderProblem('Devnet onramp providers', `${list}. Open one through the data API's POST /v1/generators/onrampurl.`) }
    }
    if (!match) return { status: 404, body: renderProblem('Not found', url.pathname) }
    const providerId = /** @type {string} */ (match[1])
    if (!match[2] && request.method === 'GET') return showCheckout(providerId, Object.fromEntries(url.searchParams))
    if (match[2] && request.method === 'POST') return pay(providerId, Object.fromEntries(new URLSearchParams(await readBody(request))))
    return { status: 405, body: renderProblem('Method not allowed', `${request.method} ${url.pathname}`) }
  }

  /**
   * @param {string} providerId
   * @param {Record<string, string>} fields
   * @param {string} [error]
   */
  async function showCheckout(providerId, fields, error) {
    const found = checkout(providerId, fields)
    if (!found.order || !found.wallet || !found.asset) return { status: 400, body: renderProblem(found.provider?.name ?? 'Onramp', found.problem ?? 'Invalid checkout') }
    const { provider, order, wallet, asset } = found
    const amount = order.presetFiatAmount ?? '100.00'
    const priced = await quote({ provider: provider.id, purchaseCurrency: asset, paymentCurrency: order.fiatCurrency, amount, network: order.defaultNetwork }).catch(
      (/** @type {unknown} */ reason) => reason,
    )
    const { cardNumber: _card, expiry: _expiry, cvc: _cvc, ...kept } = fields
    return {
      status: error ? 402 : 200,
      body: renderCheckout({
        provider,
        wallet: wallet.address,
        networkName: networkName(order.defaultNetwork),
        fields: { ...kept, presetFiatAmount: amount },
        amount,
        paymentCurrency: order.fiatCurrency,
        symbol: asset,
        quote: priced instanceof Error ? undefined : /** @type {{ fee: string, purchaseAmount: string }} */ (priced),
        error: error ?? (priced instanceof Error ? priced.message : undefined),
      }),
    }
  }

  /**
   * @param {string} providerId
   * @param {Record<string, string>} fields
   */
  async function pay(providerId, fields) {
    const found = checkout(providerId, fields)
    if (!found.order || !found.wallet || !found.asset) return { status: 400, body: renderProblem(found.provider?.name ?? 'Onramp', found.problem ?? 'Invalid checkout') }
    const { provider, order, wallet, asset } = found
    const card = Card.safeParse(fields)
    if (!card.success) return showCheckout(providerId, fields, card.error.issues[0]?.message ?? 'Check the card details')
    if (card.data.cardNumber !== TEST_CARD_NUMBER) return showCheckout(providerId, fields, `Card declined: use the test card ${TEST_CARD_NUMBER}`)
    const amount = order.presetFiatAmount ?? '100.00'
    const priced = await quote({ provider: provider.id, purchaseCurrency: asset, paymentCurrency: order.fiatCurrency, amount, network: order.defaultNetwork })
    const network = order.defaultNetwork
    const hash = network.startsWith('eip155:')
      ? await evm.send({ chainId: Number(network.slice('eip155:'.length)), to: /** @type {`0x${string}`} */ (wallet.address), symbol: asset, amount: priced.purchaseAmount })
      : network === SOLANA_DEVNET.caipNetworkId && solana
        ? await solana.send({ to: wallet.address, symbol: asset, amount: priced.purchaseAmount })
        : await Promise.reject(new Error(`${provider.name} cannot send on ${network}`))
    const reported = await fetch(`${dataApiUrl}/__devnet/onramp/purchases`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ provider: provider.id, hash, network, address: wallet.address, symbol: asset, amount: priced.purchaseAmount, paymentTotal: centsText(toCents(amount)), paymentCurrency: order.fiatCurrency }),
    })
    if (!reported.ok) throw new Error(`The data API refused the purchase report (${reported.status}): ${await reported.text()}`)
    return { status: 200, body: renderDone({ provider, symbol: asset, purchaseAmount: priced.purchaseAmount, wallet: wallet.address, networkName: networkName(network), hash }) }
  }

  const bound = await listen(server, { host, port, purpose: 'the onramp providers', portEnv: ONRAMP_PORT_ENV })
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${bound}`
  const registered = await fetch(`${dataApiUrl}/__devnet/onramp/page`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ url }) })
  if (!registered.ok) {
    await closeServer(server)
    throw new Error(`The data API refused the onramp page URL (${registered.status})`)
  }
  return { url, close: () => closeServer(server) }
}
