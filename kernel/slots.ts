import { AlreadyRegisteredError } from './registry-errors.js'
import type { KitSlots, SlotId, Unsubscribe } from './types.js'

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
