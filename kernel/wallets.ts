import type { KitStorage, WalletListEntry } from './storage.js'
import type { KitStore } from './store.js'
import type { WalletLists } from './types.js'

/** Spec §3/§9: at most two recent wallets are kept. */
export const RECENT_WALLETS_LIMIT = 2

export interface WalletListsWriter {
  /** Replaces the given groups (recommended, featured, custom, count), as a wallet registry learns them. */
  set(lists: Partial<Omit<WalletLists, 'recent'>>): void
  /** Puts a wallet first in the recent list, persisted. */
  addRecent(wallet: WalletListEntry): void
}

export function createWalletLists(store: KitStore, storage: KitStorage): WalletListsWriter {
  const recent = storage.get('recent_wallets') ?? []
  if (recent.length)
    store.update((d) => {
      d.wallets.recent = recent as typeof d.wallets.recent
    })
  return {
    set(lists) {
      store.update((d) => {
        Object.assign(d.wallets, lists)
      })
    },
    addRecent(wallet) {
      const next = [wallet, ...store.get().wallets.recent.filter((w) => w.id !== wallet.id)].slice(0, RECENT_WALLETS_LIMIT)
      storage.set('recent_wallets', next)
      store.update((d) => {
        d.wallets.recent = next as typeof d.wallets.recent
      })
    },
  }
}
