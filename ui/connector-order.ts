import { DEFAULT_FEATURES, renameWallet, type ConnectorSummary, type ConnectorType, type Features, type Namespace, type WalletListEntry, type WalletLists } from '../kernel/index.js'

/** The groups of spec §9's connector type order; plugins may bring groups of their own. */
export type ConnectorGroupId = Features['connectorTypeOrder'][number] | (string & {})

export interface ConnectorGroup<T> {
  readonly id: ConnectorGroupId
  readonly items: readonly T[]
}

const GROUP_OF_TYPE: Partial<Record<ConnectorType, ConnectorGroupId>> = {
  WALLET_CONNECT: 'walletConnect',
  INJECTED: 'injected',
  ANNOUNCED: 'injected',
  MULTI_CHAIN: 'injected',
  EXTERNAL: 'external',
  // AUTH has no row: an embedded-wallet plugin adds its own email and social sections (the 'connect.section' slot).
}

/** The kernel's connectors sorted into the groups their type belongs to, keeping registration order. */
export function groupConnectorsByType(connectors: readonly ConnectorSummary[]): Record<string, ConnectorSummary[]> {
  const groups: Record<string, ConnectorSummary[]> = {}
  for (const connector of connectors) {
    const group = GROUP_OF_TYPE[connector.type]
    if (group) (groups[group] ??= []).push(connector)
  }
  return groups
}

/**
 * Groups in the host's order, then the groups it does not name in the default order, then plugins' own
 * groups (as AppKit does, so a partial order never hides wallets). Empty groups are dropped, and an item already shown by an earlier group (a recent
 * wallet that is also installed) is not repeated.
 */
export function orderConnectorGroups<T>(
  groups: Readonly<Record<string, readonly T[] | undefined>>,
  order: readonly ConnectorGroupId[],
  keyOf: (item: T) => string,
  /** Most items a group shows, counted after de-duplication; an item past the limit stays free for later groups. */
  limits: Readonly<Partial<Record<string, number>>> = {},
): ConnectorGroup<T>[] {
  const ids = [...new Set([...order, ...DEFAULT_FEATURES.connectorTypeOrder, ...Object.keys(groups)])]
  const seen = new Set<string>()
  const result: ConnectorGroup<T>[] = []
  for (const id of ids) {
    const limit = limits[id] ?? Number.POSITIVE_INFINITY
    const items: T[] = []
    for (const item of groups[id] ?? []) {
      if (items.length >= limit) break
      const key = keyOf(item)
      if (seen.has(key)) continue
      seen.add(key)
      items.push(item)
    }
    if (items.length > 0) result.push({ id, items })
  }
  return result
}

/** Spec §9: the Connect view shows at most this many recommended wallets, and spec §3 at most 2 recent ones. */
export const CONNECT_RECOMMENDED_LIMIT = 4
export const CONNECT_RECENT_LIMIT = 2

/** A row of the Connect view: a live connector, or a wallet a plugin reaches (its own link, pairing). */
export type ConnectEntry =
  | { readonly kind: 'connector'; readonly key: string; readonly connector: ConnectorSummary }
  | { readonly kind: 'wallet'; readonly key: string; readonly wallet: WalletListEntry }

export interface ConnectListInput {
  readonly connectors: readonly ConnectorSummary[]
  readonly wallets: Pick<WalletLists, 'recent' | 'featured' | 'custom' | 'recommended'>
  readonly order: readonly ConnectorGroupId[]
  /** The modal was opened for this namespace only. */
  readonly namespace?: Namespace
  /** Whether a wallet that is not installed can be reached (a plugin's opener serves it: its link, pairing). */
  readonly canReach: (wallet: WalletListEntry) => boolean
  /** The host's excludeWalletIds: also drops stale recent entries from before the host excluded them. */
  readonly excludedWalletIds?: readonly string[]
}

const comparableName = (name: string) => renameWallet(name.trim()).toLowerCase()

/**
 * The installed connector behind a wallet list entry: same rdns first, then the same registry id, then the same
 * name ignoring case (and the 'Trust Wallet' → 'Trust' rename), so choosing a wallet that is also installed
 * connects through the browser wallet.
 */
export function installedConnectorFor(wallet: Pick<WalletListEntry, 'id' | 'name' | 'rdns'>, connectors: readonly ConnectorSummary[]): ConnectorSummary | undefined {
  const installed = connectors.filter((c) => c.installed)
  const rdns = wallet.rdns?.toLowerCase()
  const name = comparableName(wallet.name)
  return (
    (rdns ? installed.find((c) => c.rdns?.toLowerCase() === rdns) : undefined) ??
    installed.find((c) => c.explorerId !== undefined && c.explorerId.toLowerCase() === wallet.id.toLowerCase()) ??
    installed.find((c) => comparableName(c.name) === name)
  )
}

export const connectorKey = (connector: ConnectorSummary) => `connector:${connector.id}`
export const walletKey = (wallet: WalletListEntry) => `wallet:${wallet.id.toLowerCase()}`

/**
 * The Connect view's rows in spec §9's group order (or the host's). Each wallet is shown once: a registry,
 * featured or custom wallet that is installed appears as its installed connector; a recent one that is installed
 * keeps its "recent" place but connects through the connector (which then is not repeated among the installed);
 * a recent wallet is not repeated in featured or recommended. Wallets that can be neither connected nor paired
 * are left out.
 */
export function connectGroups(input: ConnectListInput): ConnectorGroup<ConnectEntry>[] {
  const { namespace, canReach } = input
  const offered = namespace ? input.connectors.filter((c) => c.chains.includes(namespace)) : input.connectors
  const excluded = new Set((input.excludedWalletIds ?? []).map((id) => id.toLowerCase()))
  const serves = (w: WalletListEntry) => !namespace || !w.chains?.length || w.chains.some((c) => c.startsWith(`${namespace}:`))
  const usable = (list: readonly WalletListEntry[]) => list.filter((w) => !excluded.has(w.id.toLowerCase()) && serves(w))

  const asConnector = (connector: ConnectorSummary): ConnectEntry => ({ kind: 'connector', key: connectorKey(connector), connector })
  const asWallet = (wallet: WalletListEntry): ConnectEntry => ({ kind: 'wallet', key: walletKey(wallet), wallet })
  /** Installed wallets give way to their connector's own row; the rest need a plugin that reaches them. */
  const walletsOnly = (list: readonly WalletListEntry[]) =>
    usable(list).filter((w) => !installedConnectorFor(w, offered) && canReach(w)).map(asWallet)

  const byType = groupConnectorsByType(offered)
  const groups: Record<string, ConnectEntry[]> = {}
  for (const [id, items] of Object.entries(byType)) groups[id] = items.map(asConnector)
  groups.recent = usable(input.wallets.recent).flatMap((w) => {
    const connector = installedConnectorFor(w, offered)
    if (connector) return [asConnector(connector)]
    return canReach(w) ? [asWallet(w)] : []
  })
  groups.featured = walletsOnly(input.wallets.featured)
  groups.custom = walletsOnly(input.wallets.custom)
  groups.recommended = walletsOnly(input.wallets.recommended)

  // Limits count after de-duplication, so a recent wallet that was also recommended does not cost a slot.
  return orderConnectorGroups(groups, input.order, (entry) => entry.key, { recent: CONNECT_RECENT_LIMIT, recommended: CONNECT_RECOMMENDED_LIMIT })
}
