import * as z from 'zod/mini'
import type { Http, HttpQuery, KitOptions, Logger, WalletListEntry } from '../../kernel/index.js'
import { LIST_ENTRIES, SEARCH_ENTRIES } from './constants.js'
import { safeDeepLink, safeWebLink } from './links.js'

export type BadgeType = 'certified' | 'none'

/** Spec §7 getWallets parameters (projectId, st and sv are added by the kit's HTTP client). */
export interface GetWalletsParameters {
  /** From 1. */
  readonly page?: number
  /** Up to 40 for a page, up to 100 for a search. */
  readonly entries?: number
  /** Registry ids: only these. */
  readonly include?: readonly string[]
  readonly exclude?: readonly string[]
  /** CAIP-2 ids: wallets serving any of them. */
  readonly chains?: readonly string[]
  readonly search?: string
  readonly badge_type?: BadgeType
  readonly signal?: AbortSignal
}

/** A spec §3 wallet list entry as the registry describes it, links already checked, `image_url` filled in. */
export interface RegistryWallet extends WalletListEntry {
  readonly homepage?: string
  readonly app_store?: string
  readonly play_store?: string
}

export interface WalletsPage {
  /** How many wallets match, across all pages. */
  readonly count: number
  readonly data: readonly RegistryWallet[]
}

export interface RegistryClient {
  getWallets(parameters?: GetWalletsParameters): Promise<WalletsPage>
  walletImageUrl(imageId: string): string
  assetImageUrl(id: string): string
  currencyImageUrl(id: string): string
  tokenImageUrl(id: string): string
}

/** A page holds at most what was asked for (100); past this bound the registry is not answering the question. */
export const MAX_PAGE_WALLETS = 500
/** More wallets than any registry lists; a larger count would only drive endless paging. */
export const MAX_WALLETS_COUNT = 100_000
/** Chains one wallet may name. */
export const MAX_WALLET_CHAINS = 1_000

// The envelope must be right for the page to be usable; entries are judged one by one below.
const pageSchema = z.object({
  count: z.number().check(z.int(), z.gte(0), z.lte(MAX_WALLETS_COUNT)),
  data: z.array(z.unknown()).check(z.maxLength(MAX_PAGE_WALLETS)),
})
const text = z.optional(z.nullable(z.string()))
const entrySchema = z.object({
  id: z.string().check(z.regex(/^[A-Za-z0-9._:-]{1,128}$/)),
  // Long enough for any real name; a megabyte "name" is an attack on layout, not a wallet.
  name: z.string().check(z.minLength(1), z.maxLength(4096)),
  image_id: text,
  image_url: text,
  chains: z.optional(z.nullable(z.array(z.unknown()).check(z.maxLength(MAX_WALLET_CHAINS)))),
  mobile_link: text,
  desktop_link: text,
  webapp_link: text,
  rdns: text,
  homepage: text,
  app_store: text,
  play_store: text,
})

const IMAGE_ID = /^[A-Za-z0-9._-]{1,128}$/
const CAIP2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,64}$/
const RDNS = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i

/** The query string getWallets sends (lists comma-joined, empty ones left out); checks the numbers. */
export function walletsQuery(parameters: GetWalletsParameters = {}): HttpQuery {
  const search = parameters.search?.trim() || undefined
  const page = parameters.page ?? 1
  const entries = parameters.entries ?? (search ? SEARCH_ENTRIES : LIST_ENTRIES)
  if (!Number.isInteger(page) || page < 1) throw new RangeError(`page must be a whole number from 1, got ${page}`)
  const limit = search ? SEARCH_ENTRIES : LIST_ENTRIES
  if (!Number.isInteger(entries) || entries < 1 || entries > limit) throw new RangeError(`entries must be from 1 to ${limit}, got ${entries}`)
  return {
    page,
    entries,
    include: joined(parameters.include),
    exclude: joined(parameters.exclude),
    chains: joined(parameters.chains),
    search,
    badge_type: parameters.badge_type,
  }
}

function joined(values: readonly string[] | undefined): string | undefined {
  const unique = [...new Set((values ?? []).map((v) => v.trim()).filter(Boolean))]
  return unique.length > 0 ? unique.join(',') : undefined
}

export interface RegistryClientDeps {
  readonly http: Http
  readonly options: Pick<KitOptions, 'registryUrl' | 'projectId' | 'sdkType' | 'sdkVersion'>
  readonly log?: Logger
}

export function createRegistryClient({ http, options, log }: RegistryClientDeps): RegistryClient {
  const root = (options.registryUrl ?? '').replace(/\/+$/, '')
  // An <img> cannot send headers, so the project id travels in the query as on every registry call.
  const auth = new URLSearchParams({ projectId: options.projectId, st: options.sdkType, sv: options.sdkVersion }).toString()
  const imageUrl = (path: string, id: string) => `${root}${path}/${encodeURIComponent(id)}?${auth}`
  const walletImageUrl = (imageId: string) => imageUrl('/getWalletImage', imageId)

  return {
    async getWallets(parameters = {}) {
      const answer = await http.request({ service: 'registry', path: '/getWallets', query: walletsQuery(parameters), schema: pageSchema, signal: parameters.signal })
      const data: RegistryWallet[] = []
      let dropped = 0
      for (const raw of answer.data) {
        const wallet = toWallet(raw, walletImageUrl)
        if (wallet) data.push(wallet)
        else dropped++
      }
      if (dropped > 0) log?.debug(`dropped ${dropped} unreadable registry entries`)
      // A page can never hold more than the total; trust what arrived over a count that says less.
      return { count: Math.max(answer.count, data.length), data }
    },
    walletImageUrl,
    assetImageUrl: (id) => imageUrl('/public/getAssetImage', id),
    currencyImageUrl: (id) => imageUrl('/public/getCurrencyImage', id),
    tokenImageUrl: (id) => imageUrl('/public/getTokenImage', id),
  }
}

/** One entry, its unsafe parts dropped; undefined when it is not a wallet at all. */
export function toWallet(raw: unknown, walletImageUrl?: (imageId: string) => string): RegistryWallet | undefined {
  const parsed = entrySchema.safeParse(raw)
  if (!parsed.success) return undefined
  const e = parsed.data
  const imageId = e.image_id && IMAGE_ID.test(e.image_id) ? e.image_id : undefined
  const chains = e.chains?.filter((c): c is string => typeof c === 'string' && CAIP2.test(c))
  const wallet: RegistryWallet = {
    id: e.id,
    name: e.name,
    image_id: imageId,
    image_url: (imageId && walletImageUrl ? walletImageUrl(imageId) : undefined) ?? safeWebLink(e.image_url),
    chains,
    mobile_link: safeDeepLink(e.mobile_link),
    desktop_link: safeDeepLink(e.desktop_link),
    webapp_link: safeWebLink(e.webapp_link),
    rdns: e.rdns && RDNS.test(e.rdns) ? e.rdns : undefined,
    homepage: safeWebLink(e.homepage),
    app_store: safeWebLink(e.app_store),
    play_store: safeWebLink(e.play_store),
  }
  // Absent rather than undefined keys: entries travel through storage and router params.
  return Object.fromEntries(Object.entries(wallet).filter(([, v]) => v !== undefined)) as RegistryWallet
}
