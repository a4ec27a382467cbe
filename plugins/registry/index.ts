export { registry, type RegistryService } from './plugin.js'
export { RECOMMENDED_ENTRIES, LIST_ENTRIES, SEARCH_ENTRIES, SEARCH_DEBOUNCE_MS } from './constants.js'
export type { BadgeType, GetWalletsParameters, RegistryWallet, WalletsPage } from './client.js'
