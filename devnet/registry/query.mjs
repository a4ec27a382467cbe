// @ts-check

/** @typedef {import('./index.mjs').RegistryWallet} RegistryWallet */

/** Most entries one list page may ask for (the kit's "all wallets" page size). */
export const LIST_ENTRIES_LIMIT = 40
/** Most entries a search may ask for. */
export const SEARCH_ENTRIES_LIMIT = 100

const CAIP2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/
const BADGE_TYPES = ['certified', 'none']

export class BadQuery extends Error {
  /**
   * @param {string} field
   * @param {string} description
   */
  constructor(field, description) {
    super(description)
    this.field = field
  }
}

/**
 * `GET /getWallets`: filter, then page. `count` is the number that matched, before paging.
 * @param {readonly RegistryWallet[]} wallets in display order
 * @param {URLSearchParams} query
 * @returns {{ count: number, data: RegistryWallet[] }}
 */
export function queryWallets(wallets, query) {
  const search = (query.get('search') ?? '').trim().toLowerCase()
  const limit = search ? SEARCH_ENTRIES_LIMIT : LIST_ENTRIES_LIMIT
  const page = positiveInteger(query, 'page', 1)
  const entries = positiveInteger(query, 'entries', limit)
  if (entries > limit) {
    throw new BadQuery('entries', `entries must be at most ${limit}${search ? ' for a search' : ''}`)
  }
  const include = idList(query, 'include')
  const exclude = new Set(idList(query, 'exclude'))
  const chains = list(query, 'chains')
  const badChain = chains.find((chain) => !CAIP2.test(chain))
  if (badChain !== undefined) throw new BadQuery('chains', `${badChain} is not a CAIP-2 chain id`)
  const badge = query.get('badge_type') || undefined
  if (badge !== undefined && !BADGE_TYPES.includes(badge)) {
    throw new BadQuery('badge_type', `badge_type must be one of ${BADGE_TYPES.join(', ')}`)
  }

  const included = include.length > 0 ? new Set(include) : undefined
  const matching = wallets.filter(
    (wallet) =>
      (!included || included.has(wallet.id)) &&
      !exclude.has(wallet.id) &&
      (chains.length === 0 || chains.some((chain) => wallet.chains.includes(chain))) &&
      (!search || wallet.name.toLowerCase().includes(search)) &&
      (!badge || wallet.badge_type === badge),
  )
  const start = (page - 1) * entries
  return { count: matching.length, data: matching.slice(start, start + entries) }
}

/**
 * @param {URLSearchParams} query
 * @param {string} name
 * @param {number} fallback
 */
function positiveInteger(query, name, fallback) {
  const raw = query.get(name)
  if (raw === null || raw === '') return fallback
  const value = Number(raw)
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value) || value < 1) {
    throw new BadQuery(name, `${name} must be a whole number from 1`)
  }
  return value
}

/**
 * A comma list; repeated parameters add up.
 * @param {URLSearchParams} query
 * @param {string} name
 */
function list(query, name) {
  return query
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean)
}

/**
 * Ids the registry does not know simply match nothing, as a kit's custom wallet ids would.
 * @param {URLSearchParams} query
 * @param {string} name
 */
function idList(query, name) {
  return list(query, name).map((id) => id.toLowerCase())
}
