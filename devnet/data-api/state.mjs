// @ts-check
import { getAddress, isAddress } from 'viem'
import { SEEDED_NAME } from '../name-resolver.mjs'
import { TEST_WALLET_ADDRESSES } from '../test-wallet.mjs'
import { NATIVE_CURRENCY, DEVNET_TOKENS } from '../tokens.mjs'
import { BITCOIN_NATIVE } from './bitcoin-reader.mjs'
import { ApiError } from './http.mjs'

/** @typedef {import('./service.mjs').Identity} Identity */
/** @typedef {import('./service.mjs').LoggedRequest} LoggedRequest */

export const DEFAULT_PROJECT_IDS = Object.freeze(['tessera-devnet-project'])

/** USD per whole token, by symbol. */
export const DEFAULT_PRICES = Object.freeze({
  [NATIVE_CURRENCY.symbol]: 2500,
  DUSD: 1,
  TSR: 0.5,
  ZERO: 0.1,
  // The local Solana cluster's native coin, priced like ETH: a fixed round figure near the market's.
  SOL: 150,
  // The local Bitcoin ledger's coin, a round figure likewise.
  BTC: 100_000,
})

// One seeded name for the API and the chain's resolver alike.
export { SEEDED_NAME }
export const SEEDED_AVATAR_FILE = 'tessera-tester.svg'
// A fixed date, so every start answers the same registration times.
const SEEDED_AT = 1_735_689_600

const LOG_LIMIT = 1_000
/** More than the 230,000 tokens of the largest list a test asks for; the bound keeps a typo from exhausting memory. */
export const MAX_EXTRA_TOKENS = 1_000_000

/**
 * The server's mutable data: what the controls change and reset puts back.
 * @param {{ baseUrl: string, prices?: Record<string, number> | undefined }} options
 */
export function createState({ baseUrl, prices: priceOverrides = {} }) {
  const seedPrices = { ...DEFAULT_PRICES, ...priceOverrides }
  const knownSymbols = new Set([NATIVE_CURRENCY.symbol, ...DEVNET_TOKENS.map((token) => token.symbol), BITCOIN_NATIVE.symbol])
  /** @type {Map<string, number>} */
  const prices = new Map()
  /** @type {Map<string, Identity>} lowercase address → identity */
  const identities = new Map()
  /** @type {Map<string, number>} lowercase address → how many filler tokens its balance lists after the real ones */
  const extraTokens = new Map()
  /** @type {LoggedRequest[]} */
  let log = []
  let nextRequestId = 1

  const seed = () => {
    prices.clear()
    for (const [symbol, price] of Object.entries(seedPrices)) prices.set(symbol, price)
    identities.clear()
    extraTokens.clear()
    const first = /** @type {string} */ (TEST_WALLET_ADDRESSES[0])
    identities.set(first.toLowerCase(), {
      address: getAddress(first),
      name: SEEDED_NAME,
      avatar: `${baseUrl}/v1/assets/avatar/${SEEDED_AVATAR_FILE}`,
      registered: SEEDED_AT,
      updated: SEEDED_AT,
    })
  }
  seed()

  return {
    /** @param {string} symbol */
    price(symbol) {
      return prices.get(symbol) ?? 0
    },

    priceTable() {
      return Object.fromEntries(prices)
    },

    /**
     * @param {string} symbol
     * @param {unknown} price
     */
    setPrice(symbol, price) {
      if (!knownSymbols.has(symbol)) {
        throw new ApiError(404, 'symbol', `Unknown symbol ${symbol}: one of ${[...knownSymbols].join(', ')}`)
      }
      if (typeof price !== 'number' || !Number.isFinite(price) || price < 0) {
        throw new ApiError(400, 'price', 'price must be a number ≥ 0 (USD per whole token)')
      }
      prices.set(symbol, price)
    },

    /** @param {string} address */
    identity(address) {
      return identities.get(address.toLowerCase())
    },

    /** @param {string} name */
    identityByName(name) {
      const wanted = name.toLowerCase()
      return [...identities.values()].find((identity) => identity.name.toLowerCase() === wanted)
    },

    /**
     * @param {string} address
     * @param {unknown} input `{ name, avatar?: string | null }`
     * @returns {Identity}
     */
    setIdentity(address, input) {
      if (!isAddress(address, { strict: false })) throw new ApiError(400, 'address', 'The address provided is invalid')
      const body = /** @type {Record<string, unknown> | null} */ (typeof input === 'object' ? input : null)
      const name = body?.name
      const avatar = body?.avatar ?? null
      if (typeof name !== 'string' || name.trim() === '') throw new ApiError(400, 'name', 'name is required')
      if (avatar !== null && (typeof avatar !== 'string' || !/^(https?:|data:)/.test(avatar))) {
        throw new ApiError(400, 'avatar', 'avatar is an http(s) or data: URL, or null')
      }
      const taken = this.identityByName(name)
      if (taken && taken.address.toLowerCase() !== address.toLowerCase()) {
        throw new ApiError(409, 'name', `${name} already belongs to ${taken.address}`)
      }
      const now = Math.floor(Date.now() / 1000)
      const previous = identities.get(address.toLowerCase())
      /** @type {Identity} */
      const identity = {
        address: getAddress(address),
        name,
        avatar: /** @type {string | null} */ (avatar),
        registered: previous?.registered ?? now,
        updated: now,
      }
      identities.set(address.toLowerCase(), identity)
      return identity
    },

    /** @param {string} address */
    extraTokens(address) {
      return extraTokens.get(address.toLowerCase()) ?? 0
    },

    /**
     * @param {string} address
     * @param {unknown} count
     */
    setExtraTokens(address, count) {
      if (!isAddress(address, { strict: false })) throw new ApiError(400, 'address', 'The address provided is invalid')
      if (typeof count !== 'number' || !Number.isInteger(count) || count < 0 || count > MAX_EXTRA_TOKENS) {
        throw new ApiError(400, 'count', `count must be a whole number from 0 to ${MAX_EXTRA_TOKENS}`)
      }
      if (count === 0) extraTokens.delete(address.toLowerCase())
      else extraTokens.set(address.toLowerCase(), count)
    },

    /** @param {string} address */
    clearIdentity(address) {
      return identities.delete(address.toLowerCase())
    },

    /**
     * Notes a call as it arrives; the returned entry is completed when it is answered.
     * @param {Omit<LoggedRequest, 'id' | 'at' | 'status'>} request
     * @returns {LoggedRequest}
     */
    logRequest(request) {
      const entry = { id: nextRequestId++, at: Date.now(), ...request, status: null }
      log.push(entry)
      if (log.length > LOG_LIMIT) log = log.slice(-LOG_LIMIT)
      return entry
    },

    /** @param {{ pathPrefix?: string | null, sinceId?: number }} [filter] */
    requests({ pathPrefix, sinceId = 0 } = {}) {
      return log
        .filter((entry) => entry.id > sinceId && (!pathPrefix || entry.path.startsWith(pathPrefix)))
        .map((entry) => structuredClone(entry))
    },

    clearRequests() {
      log = []
    },

    /** Back to the start: seeded prices and names, no filler tokens, empty log. */
    reset() {
      seed()
      log = []
    },
  }
}

/** @typedef {ReturnType<typeof createState>} DataApiState */
