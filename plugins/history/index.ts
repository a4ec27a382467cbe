export { history, type HistoryFeed, type HistoryService, type HistoryState } from './plugin.js'
export { PENDING_LIMIT, SETTLED_LIMIT, type LocalTransaction } from './local-transactions.js'
export type { ActivityItem, ActivityKind, ActivityTransfer } from './activity-item.js'
export { HISTORY_PAGE_MAX } from './history-schema.js'
