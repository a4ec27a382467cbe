import { networkBadge } from '../../kernel/index.js'

/**
 * Display names of the extensions people know by another name than their injectedWeb3 key, with an inline badge
 * (no image host is contacted). Others show under their key, without an icon.
 */
export const KNOWN_EXTENSIONS: ReadonlyMap<string, { readonly name: string; readonly icon: string }> = /* @__PURE__ */ new Map([
  ['polkadot-js', { name: 'polkadot{.js}', icon: networkBadge('#ff8c00', 'P') }],
  ['talisman', { name: 'Talisman', icon: networkBadge('#d5ff5c', 'T') }],
  ['subwallet-js', { name: 'SubWallet', icon: networkBadge('#004bff', 'S') }],
])
