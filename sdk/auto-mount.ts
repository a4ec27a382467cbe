import type { Kit } from '../kernel/index.js'
import { kitInternals } from '../kernel/internals.js'

const loadMount = () => import('./load-mount.js').then((m) => m.loadMount())

/**
 * Appends the modal to document.body the first time it opens (spec §2: once, and not when append is disabled
 * or in embedded mode). On idle it fetches the modal's code so the first click opens at once.
 */
export function autoMountModal(kit: Kit): void {
  if (typeof document === 'undefined') return
  // The hop's own small chunk comes at once, so a click before the idle preload fetches the modal's chunks in one
  // round, as if their list were still in the entry chunk.
  void import('./load-mount.js').catch(() => {})
  const internals = kitInternals(kit)
  let mounting = false
  const mount = () => {
    // The modal only opens once the runtime (and so the parsed options) is there.
    if (mounting || internals.options.disableAppend || internals.options.enableEmbedded) return
    mounting = true
    loadMount()
      .then(({ mountModal }) => {
        if (kit.destroyed) return
        off()
        internals.onDestroy(mountModal(kit))
      })
      .catch((error: unknown) => {
        // Still subscribed: the next open (e.g. a second click) tries to load the modal again.
        mounting = false
        internals.log.error('the modal could not load', error)
        internals.bus.emit('kit:error', { source: 'modal', error })
      })
  }
  const off = kit.subscribeState(() => kit.getState().modal.open && mount())
  internals.onDestroy(off)

  const idle = globalThis.requestIdleCallback ?? ((fn: () => void) => setTimeout(fn, 1500))
  const cancelIdle = globalThis.cancelIdleCallback ?? clearTimeout
  const handle = idle(() => void loadMount().then((m) => !kit.destroyed && m.preloadModal(kit), () => {}))
  internals.onDestroy(() => cancelIdle(handle as number))
}

/** Renders the modal inside the host's element: embedded mode, or a host that disabled appending. */
export async function mountKitModal(kit: Kit, container: HTMLElement): Promise<() => void> {
  const { mountModal } = await loadMount()
  const unmount = mountModal(kit, { container })
  kitInternals(kit).onDestroy(unmount)
  return unmount
}
