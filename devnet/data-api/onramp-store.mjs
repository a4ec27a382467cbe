// @ts-check
import { z } from 'zod'
import { ONRAMP_PROVIDERS } from '../onramp/providers.mjs'

const PURCHASES_LIMIT = 10_000
const providerId = z.enum(ONRAMP_PROVIDERS.map((provider) => provider.id))

/** What the onramp service tells the data API at start: where its provider pages are. */
export const ProviderPageBody = z.strictObject({ url: z.url({ protocol: /^https?$/ }).max(200) })

/** A purchase the onramp service reports once it has credited the destination. */
export const PurchaseBody = z.strictObject({
  provider: providerId,
  hash: z.string().regex(/^(0x[0-9a-fA-F]{64}|[1-9A-HJ-NP-Za-km-z]{64,88})$/),
  network: z.string().regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/),
  address: z.string().min(1).max(128),
  symbol: z.string().min(1).max(16),
  amount: z.string().regex(/^\d{1,30}(\.\d{1,18})?$/),
  paymentTotal: z.string().regex(/^\d{1,12}\.\d{2}$/),
  paymentCurrency: z.enum(['USD', 'EUR']),
})

/** @typedef {z.output<typeof PurchaseBody>} OnrampPurchase */

/**
 * The onramp purchases the devnet's providers reported, by transaction hash, and where their pages are. The
 * transactions themselves are the chain's: history lists a purchase only while its chain still has it.
 */
export function createOnrampStore() {
  /** @type {Map<string, OnrampPurchase>} */
  const purchases = new Map()
  /** @type {string | undefined} */
  let pageUrl
  const key = (/** @type {string} */ hash) => (hash.startsWith('0x') ? hash.toLowerCase() : hash)
  return {
    get pageUrl() {
      return pageUrl
    },
    /** @param {string} url */
    setPageUrl(url) {
      pageUrl = url.replace(/\/+$/, '')
    },
    /** @param {OnrampPurchase} purchase */
    record(purchase) {
      if (purchases.size >= PURCHASES_LIMIT) purchases.delete(/** @type {string} */ (purchases.keys().next().value))
      purchases.set(key(purchase.hash), purchase)
    },
    /** @param {string} hash */
    find: (hash) => purchases.get(key(hash)),
  }
}

/** @typedef {ReturnType<typeof createOnrampStore>} OnrampStore */
