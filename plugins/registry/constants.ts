/** Spec §9 page sizes: the Connect view's recommended wallets, a page of All Wallets, a search. */
export const RECOMMENDED_ENTRIES = 4
export const LIST_ENTRIES = 40
export const SEARCH_ENTRIES = 100
/** Spec §9: a search waits at least this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 300
