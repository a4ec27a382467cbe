import type { KitOptions, KitState, Namespace } from '../../kernel/index.js'
import type { RegistryClient, RegistryWallet } from './client.js'
import { LIST_ENTRIES, RECOMMENDED_ENTRIES } from './constants.js'
import { safeDeepLink, safeWebLink } from './links.js'

type CustomWallet = NonNullable<KitOptions['customWallets']>[number]

/** The host's own wallets (spec §3 customWallets), with the same link rules as registry entries. */
export function customWalletEntries(wallets: readonly CustomWallet[] | undefined, excluded: readonly string[] = []): RegistryWallet[] {
  const skip = new Set(excluded.map((id) => id.toLowerCase()))
  return (wallets ?? [])
    .filter((w) => !skip.has(w.id.toLowerCase()))
    .map((w) => {
      const entry: RegistryWallet = {
        id: w.id,
        name: w.name,
        image_url: w.image_url,
        mobile_link: safeDeepLink(w.mobile_link),
        desktop_link: safeDeepLink(w.desktop_link),
        webapp_link: safeWebLink(w.webapp_link),
        rdns: w.rdns ?? undefined,
        homepage: safeWebLink(w.homepage),
        app_store: safeWebLink(w.app_store),
        play_store: safeWebLink(w.play_store),
      }
      return Object.fromEntries(Object.entries(entry).filter(([, v]) => v !== undefined)) as RegistryWallet
    })
}

/**
 * The CAIP-2 ids the kit serves, which registry wallets must support: the modal's namespace when it was opened
 * for one, else every registered namespace's networks (the configured ones until an adapter registers).
 */
export function servedChains(state: Readonly<KitState>, networks: KitOptions['networks']): string[] {
  const only: Namespace | undefined = state.modal.namespace
  const registered = Object.values(state.chains).flatMap((chain) => chain?.caipNetworks ?? [])
  const all = registered.length > 0 ? registered : networks
  const ids = all.filter((n) => !only || n.chainNamespace === only).map((n) => n.caipNetworkId)
  return [...new Set(ids)].sort()
}

export interface WalletListsResult {
  readonly recommended: readonly RegistryWallet[]
  readonly count: number
}

/**
 * Spec §9: the first page of 4, within the host's include list, without what the Connect view already shows
 * (excluded, featured and installed wallets known by registry id).
 */
export async function fetchRecommended(
  client: RegistryClient,
  parameters: { readonly options: Pick<KitOptions, 'includeWalletIds' | 'excludeWalletIds' | 'featuredWalletIds'>; readonly chains: readonly string[]; readonly installedIds: readonly string[]; readonly signal?: AbortSignal },
): Promise<WalletListsResult> {
  const { options } = parameters
  const page = await client.getWallets({
    page: 1,
    entries: RECOMMENDED_ENTRIES,
    include: options.includeWalletIds,
    exclude: [...(options.excludeWalletIds ?? []), ...(options.featuredWalletIds ?? []), ...parameters.installedIds],
    chains: parameters.chains,
    signal: parameters.signal,
  })
  return { recommended: page.data, count: page.count }
}

/** The host's featured wallets, in the host's order (the registry answers in its own). */
export async function fetchFeatured(client: RegistryClient, options: Pick<KitOptions, 'featuredWalletIds' | 'excludeWalletIds'>, signal?: AbortSignal): Promise<RegistryWallet[]> {
  const excluded = new Set((options.excludeWalletIds ?? []).map((id) => id.toLowerCase()))
  const ids = [...new Set(options.featuredWalletIds ?? [])].filter((id) => !excluded.has(id.toLowerCase()))
  const found = await fetchByIds(client, ids, signal)
  const byId = new Map(found.map((w) => [w.id.toLowerCase(), w]))
  return ids.flatMap((id) => byId.get(id.toLowerCase()) ?? [])
}

/**
 * What excluded registry ids stand for in the browser: their rdns and names, so a host that excludes a wallet
 * by id does not see it come back as an installed extension (spec §6).
 */
export async function resolveExclusions(client: RegistryClient, excludeWalletIds: readonly string[] | undefined, signal?: AbortSignal): Promise<string[]> {
  const wallets = await fetchByIds(client, [...new Set(excludeWalletIds ?? [])], signal)
  return [...new Set(wallets.flatMap((w) => [w.rdns, w.name].filter((v): v is string => typeof v === 'string' && v !== '')))]
}

/** `include` lists, a registry page at a time. */
async function fetchByIds(client: RegistryClient, ids: readonly string[], signal?: AbortSignal): Promise<RegistryWallet[]> {
  const chunks: string[][] = []
  for (let i = 0; i < ids.length; i += LIST_ENTRIES) chunks.push(ids.slice(i, i + LIST_ENTRIES))
  const pages = await Promise.all(chunks.map((include) => client.getWallets({ page: 1, entries: include.length, include, signal })))
  return pages.flatMap((p) => p.data)
}
