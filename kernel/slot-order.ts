import type { SlotId } from './types.js'

/** The order each slot follows: the host's option for it, then the rest in registration order. */
export interface SlotOrders {
  readonly connectMethodsOrder: readonly string[]
  readonly walletFeaturesOrder: readonly string[]
}

/** The Account view's tabs come in this order; a plugin's own tab follows them. */
export const ACCOUNT_TABS_ORDER: readonly string[] = ['tokens', 'activity']

/** The order a slot's contributions are shown in (spec §9 connectMethodsOrder, walletFeaturesOrder). */
export function slotOrder(slot: SlotId, orders: SlotOrders): readonly string[] {
  if (slot === 'connect.section') return orders.connectMethodsOrder
  if (slot === 'account.feature') return orders.walletFeaturesOrder
  if (slot === 'account.tab') return ACCOUNT_TABS_ORDER
  return []
}

/** Contributions named in `order` first, in that order; the others after them, as registered. */
export function orderContributions<T>(contributions: readonly T[], order: readonly string[], idOf: (contribution: T) => string): T[] {
  const rank = (c: T) => {
    const at = order.indexOf(idOf(c))
    return at < 0 ? order.length : at
  }
  return contributions
    .map((c, index) => ({ c, index }))
    .sort((a, b) => rank(a.c) - rank(b.c) || a.index - b.index)
    .map(({ c }) => c)
}
