/**
 * The kits alive on this page, by storage namespace. It is the kernel's one piece of module-level state about kits, and it is
 * there because two kits on one page share its localStorage and cookies while neither can otherwise see the other:
 * only a list both reach can tell the second kit that the spec's keys are taken. It holds one small entry per live
 * kit and nothing else; a kit joins when it is created and leaves when it is destroyed.
 */
const live = new Set<{ readonly namespace: string | undefined }>()

export interface PageSlot {
  /** After the spec's prefix (`@appkit-wallet/<namespace>/…`); undefined for the spec's own keys. */
  readonly namespace: string | undefined
  /**
   * Why the host should hear about it (the runtime words the warning, so its text stays out of the first paint):
   * another live kit has the same id, or this is a second kit without one.
   */
  readonly conflict: 'same-id' | 'no-id' | undefined
  /** Frees the namespace for a kit created later; safe to call twice. */
  leave(): void
}

/**
 * Where a new kit keeps its saved state. A kit with an `id` stores under it. The first kit without one keeps the
 * spec's exact keys; a later one, while that one lives, gets `kit-<n>` — n the smallest number from 2 not in use —
 * so a page that creates its kits in the same order on every load finds each one's saved state again.
 *
 * Only a page joins: on a server one realm serves many visitors, whose kits share no storage, and a kit made per
 * request must neither be renamed by the ones before it nor be kept alive by this list. (`in`, so that a server
 * render never reads `document`.)
 */
export function joinPage(id: string | undefined): PageSlot {
  if (!('document' in globalThis)) return { namespace: id, conflict: undefined, leave: () => {} }
  const taken = new Set([...live].map((kit) => kit.namespace))
  const conflict = !taken.has(id) ? undefined : id === undefined ? 'no-id' : 'same-id'
  let namespace = id
  if (conflict === 'no-id') {
    let n = 2
    while (taken.has(`kit-${n}`)) n++
    namespace = `kit-${n}`
  }
  const entry = { namespace }
  live.add(entry)
  return { namespace, conflict, leave: () => void live.delete(entry) }
}
