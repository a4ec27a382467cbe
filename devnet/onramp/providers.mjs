// @ts-check
import { DEVNET_TOKENS, NATIVE_CURRENCY } from '../tokens.mjs'
import { SOLANA_DEVNET } from '../solana/cluster.mjs'
import { SOLANA_DEV_TOKEN } from '../solana/spl-token.mjs'

/**
 * The devnet's two onramp providers (spec §9: two providers, fees 1–2 %; one for eip155, one for eip155 and solana).
 * The data API lists and quotes them; the onramp service serves their pages.
 */
export const ONRAMP_PROVIDERS = Object.freeze([
  Object.freeze({ id: 'devnet-card', name: 'Devnet Card', feePercent: 1, namespaces: Object.freeze(['eip155']), paymentMethods: Object.freeze(['card']) }),
  Object.freeze({ id: 'devnet-pay', name: 'Devnet Pay', feePercent: 2, namespaces: Object.freeze(['eip155', 'solana']), paymentMethods: Object.freeze(['card', 'bank']) }),
])

/** Spec §9's buy limits, in the payment currency, for each payment method. */
export const ONRAMP_LIMITS = Object.freeze({ card: Object.freeze({ min: '10.00', max: '7500.00' }), bank: Object.freeze({ min: '10.00', max: '25000.00' }) })

/** USD per unit of each payment currency the providers take. */
export const PAYMENT_CURRENCIES = Object.freeze({ USD: 1, EUR: 1.08 })

/** The card number every provider page accepts (Luhn-valid, as payment test cards are); any other is declined. */
export const TEST_CARD_NUMBER = '4242424242424242'

/**
 * What can be bought where: the network's own coin and DUSD on each anvil chain, SOL and SPL DUSD on the local
 * Solana cluster.
 * @param {readonly { id: number, name: string }[]} chains
 * @param {boolean} solana whether the local cluster runs
 * @returns {{ symbol: string, name: string, decimals: number, networks: { caipNetworkId: string, name: string, namespace: string, address?: string }[] }[]}
 */
export function purchaseCurrencies(chains, solana) {
  const dusd = /** @type {(typeof DEVNET_TOKENS)[number]} */ (DEVNET_TOKENS.find((token) => token.symbol === 'DUSD'))
  const evm = chains.map((chain) => ({ caipNetworkId: `eip155:${chain.id}`, name: chain.name, namespace: 'eip155' }))
  const local = solana ? [{ caipNetworkId: SOLANA_DEVNET.caipNetworkId, name: SOLANA_DEVNET.name, namespace: 'solana' }] : []
  return [
    { symbol: NATIVE_CURRENCY.symbol, name: NATIVE_CURRENCY.name, decimals: NATIVE_CURRENCY.decimals, networks: evm },
    {
      symbol: dusd.symbol,
      name: dusd.name,
      decimals: dusd.decimals,
      networks: [...evm.map((network) => ({ ...network, address: dusd.address })), ...local.map((network) => ({ ...network, address: SOLANA_DEV_TOKEN.mint }))],
    },
    ...(solana ? [{ symbol: 'SOL', name: 'Solana', decimals: 9, networks: local }] : []),
  ]
}

/**
 * A provider's quote: its fee, rounded to the cent, taken from the payment; the rest buys the currency at `price`
 * (USD per whole unit), rounded down to 6 decimals so the provider never promises more than it sends.
 * @param {{ amount: string, feePercent: number, paymentCurrency: keyof typeof PAYMENT_CURRENCIES, price: number }} input
 */
export function quoteFor({ amount, feePercent, paymentCurrency, price }) {
  const cents = toCents(amount)
  const feeCents = Math.round((cents * feePercent) / 100)
  const usd = ((cents - feeCents) / 100) * PAYMENT_CURRENCIES[paymentCurrency]
  // toPrecision first: 29.4 / 150 is 0.19599999… in binary, and must not floor to 0.195999.
  const units = price > 0 ? Math.floor(Number(((usd / price) * 1e6).toPrecision(12))) / 1e6 : 0
  return { paymentTotal: centsText(cents), fee: centsText(feeCents), purchaseAmount: trimZeros(units.toFixed(6)) }
}

/** @param {string} amount decimal text with at most 2 decimals */
export function toCents(amount) {
  const [whole = '0', fraction = ''] = amount.split('.')
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
}

/** @param {number} cents */
export const centsText = (cents) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`

/** @param {string} text */
const trimZeros = (text) => (text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text)
