import type { KitPlugin } from '../../kernel/index.js'
import type { ActivityItem } from './activity-item.js'
import type { LocalTransaction } from './local-transactions.js'

/** Spec §3 Transaction store, for the account and network in view. */
export interface HistoryFeed {
  /** `caipNetworkId|address` the pages are for. */
  readonly key?: string
  /** Newest first, spam dropped, this network's only. */
  readonly transactions: readonly ActivityItem[]
  /** The data API's cursor for the next page; undefined when there is none. */
  readonly next?: string
  readonly loading: boolean
  /** The last page could not be fetched (spec §8 'Failed to fetch transactions'); retry asks again. */
  readonly failed: boolean
  /** The first page came back empty. */
  readonly empty: boolean
}

export interface HistoryState {
  readonly feed: HistoryFeed
  /** Sent through the kit in this browser, newest first (spec §9: at most 99 pending). */
  readonly local: readonly LocalTransaction[]
}

/** `ctx.services.use('history')`: what the Activity tab asks. */
export interface HistoryService {
  /** 'api' reads the data API (plus what is still pending here); 'local' lists this browser's sends only. */
  readonly source: 'api' | 'local'
  /** Loads the first page for the account and network in view, unless it is loaded or loading. */
  load(): void
  /** The next page, when there is one. */
  loadMore(): void
  /** After a failure: the page that failed, again. */
  retry(): void
}

declare module '../../kernel/types.js' {
  interface KitState {
    history: HistoryState
  }
  interface KitServices {
    history: HistoryService
  }
}

declare module '../../kernel/context.js' {
  interface KitStorageKeys {
    /** Transactions sent through the kit in this browser, kept so Activity works with no data API. */
    history_transactions: readonly LocalTransaction[]
  }
}

/**
 * Activity: an Account-view tab listing the account's transactions on the connected network, newest first and
 * grouped by month, paged from the data API (`apiUrl`) as the visitor scrolls. Transactions the kit sends
 * (`transaction:sent`) show as pending at once and settle from the chain's RPC; with no data API those are the
 * list. The descriptor is all a host's entry chunk carries; the tab's code loads when it is first shown.
 */
export function history(): KitPlugin<'history'> {
  return {
    id: 'history',
    setup: async (ctx) => (await import('./setup.js')).setupHistory(ctx),
  }
}
