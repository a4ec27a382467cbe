import { AlreadyRegisteredError } from './registry-errors.js'
import type { KitSlots, SlotId, Unsubscribe } from './types.js'

/** The order each slot follows: the host's option for it, then the rest in registration order. */
export interface SlotOrders {
  readonly connectMethodsOrder: readonly string[]
  readonly walletFeaturesOrder: readonly string[]
}

/** The Account view's tabs come in this order; a plugin's own tab follows them. */
export const ACCOUNT_TABS_ORDER: readonly string[] = ['tokens', 'activity']

/** A contribution and the plugin that made it (none for the kit's own), whose context its component gets. */
export interface SlotEntry<S extends SlotId> {
  readonly contribution: KitSlots[S]
  readonly owner?: string
}

export interface SlotRegistry {
  register<S extends SlotId>(slot: S, contribution: KitSlots[S], owner?: string): Unsubscribe
  /** The slot's contributions in registration order. */
  list<S extends SlotId>(slot: S): readonly SlotEntry<S>[]
  /** Changes on every registration and removal, for screens that re-render on it. */
  version(): number
  subscribe(listener: () => void): Unsubscribe
  clear(): void
}

/**
 * What plugins contribute to the core screens (Connect sections, Account buttons and tabs). Lives with the
 * kit's shell, as views do, so the sdk's own contributions exist before the runtime loads.
 */
export function createSlotRegistry(): SlotRegistry {
  const slots = new Map<string, { readonly contribution: { readonly id: string }; readonly owner?: string }[]>()
  const listeners = new Set<() => void>()
  let version = 0
  const changed = () => {
    version += 1
    for (const listener of [...listeners]) listener()
  }
  return {
    register(slot, contribution, owner) {
      const list = slots.get(slot) ?? []
      if (list.some((e) => e.contribution.id === contribution.id)) {
        throw new AlreadyRegisteredError('slot contribution', `${slot}/${contribution.id}`)
      }
      const entry = owner === undefined ? { contribution } : { contribution, owner }
      list.push(entry)
      slots.set(slot, list)
      changed()
      return () => {
        const at = list.indexOf(entry)
        if (at < 0) return
        list.splice(at, 1)
        changed()
      }
    },
    list: <S extends SlotId>(slot: S) => [...(slots.get(slot) ?? [])] as unknown as readonly SlotEntry<S>[],
    version: () => version,
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    clear() {
      slots.clear()
      listeners.clear()
    },
  }
}

/** The order a slot's contributions are shown in (spec §9 connectMethodsOrder, walletFeaturesOrder). */
export function slotOrder(slot: SlotId, orders: SlotOrders): readonly string[] {
  if (slot === 'connect.section') return orders.connectMethodsOrder
  if (slot === 'account.feature') return orders.walletFeaturesOrder
  if (slot === 'account.tab') return ACCOUNT_TABS_ORDER
  return []
}

/** Contributions named in `order` first, in that order; the others after them, as registered. */
export function orderContributions<T extends { readonly id: string }>(contributions: readonly T[], order: readonly string[]): T[] {
  const rank = (c: T) => {
    const at = order.indexOf(c.id)
    return at < 0 ? order.length : at
  }
  return contributions
    .map((c, index) => ({ c, index }))
    .sort((a, b) => rank(a.c) - rank(b.c) || a.index - b.index)
    .map(({ c }) => c)
}
