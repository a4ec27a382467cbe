import type { KitStorage, WalletListEntry } from './storage.js'
import type { KitStore } from './store.js'
import type { Unsubscribe, ViewTarget, WalletLists } from './types.js'

/** Spec §3/§9: at most two recent wallets are kept. */
export const RECENT_WALLETS_LIMIT = 2

/** The view that reaches a wallet list entry, or undefined when this opener does not serve that wallet. */
export type WalletOpener = (wallet: WalletListEntry) => ViewTarget | undefined

export interface WalletOpenerOptions {
  /** Serves only wallets no other opener takes (a pairing screen reaches any wallet; a wallet's own link, one). */
  readonly fallback?: boolean
}

export interface WalletListsWriter {
  /** Replaces the given groups (recommended, featured, custom, count), as a wallet directory learns them. */
  set(lists: Partial<Omit<WalletLists, 'recent'>>): void
  /** Puts a wallet first in the recent list, persisted (the kernel does it when a connection through it succeeds). */
  addRecent(wallet: WalletListEntry): void
  /** How a wallet list entry that is not installed is reached: a wallet's own link, else a pairing screen. */
  setOpener(open: WalletOpener, options?: WalletOpenerOptions): Unsubscribe
  /** Asks the openers in registration order, fallbacks last; undefined when none is registered. */
  opener(): WalletOpener | undefined
  /** Where every wallet of a directory is browsed ("All Wallets"). */
  setBrowser(target: ViewTarget): Unsubscribe
  browser(): ViewTarget | undefined
}

export function createWalletLists(store: KitStore, storage: KitStorage): WalletListsWriter {
  const openers: WalletOpener[] = []
  const fallbacks: WalletOpener[] = []
  const open: WalletOpener = (wallet) => {
    for (const opener of [...openers, ...fallbacks]) {
      const target = opener(wallet)
      if (target) return target
    }
    return undefined
  }
  const browsers: ViewTarget[] = []
  const add = <T>(list: T[], item: T): Unsubscribe => {
    list.push(item)
    return () => {
      const at = list.indexOf(item)
      if (at >= 0) list.splice(at, 1)
    }
  }
  const recent = storage.get('recent_wallets') ?? []
  if (recent.length)
    store.update((d) => {
      d.wallets.recent = recent as typeof d.wallets.recent
    })
  return {
    set(lists) {
      store.update((d) => {
        if (lists.recommended) d.wallets.recommended = lists.recommended as typeof d.wallets.recommended
        if (lists.featured) d.wallets.featured = lists.featured as typeof d.wallets.featured
        if (lists.custom) d.wallets.custom = lists.custom as typeof d.wallets.custom
        if (lists.count !== undefined) d.wallets.count = lists.count
      })
    },
    addRecent(wallet) {
      const next = [wallet, ...store.get().wallets.recent.filter((w) => w.id !== wallet.id)].slice(0, RECENT_WALLETS_LIMIT)
      storage.set('recent_wallets', next)
      store.update((d) => {
        d.wallets.recent = next as typeof d.wallets.recent
      })
    },
    setOpener: (opener, options) => add(options?.fallback ? fallbacks : openers, opener),
    opener: () => (openers.length || fallbacks.length ? open : undefined),
    setBrowser: (target) => add(browsers, target),
    browser: () => browsers[0],
  }
}
