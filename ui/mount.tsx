import { createRoot } from 'react-dom/client'
import type { Kit } from '../kernel/index.js'
import { kitInternals } from '../kernel/internals.js'
import { preloadParts, preloadViews } from './shell/lazy-view-cache.js'
import { adoptStyles } from './adopt-styles.js'
import { KitContext } from './kit-context.js'
import css from './modal.css?inline'
import { ModalRoot } from './ModalRoot.js'
import { followTheme } from './theme.js'

export interface MountModalOptions {
  /**
   * The host's own element to render in instead of document.body. With `enableEmbedded` the modal is inline
   * there, always visible, without overlay; otherwise (`disableAppend`) it is the usual modal, placed there.
   */
  readonly container?: HTMLElement
}

// Keyed by the kit itself, so it never outlives a kit nor lets two kits share a modal.
const mounted = new WeakMap<Kit, () => void>()

/**
 * Renders the kit's modal in a shadow root (so page CSS and modal CSS cannot touch each other) and returns
 * its unmount, which removes every node it added. Without a container the host element goes on
 * document.body, once per kit. The kit's destroy() unmounts too.
 */
/** Fetches the first views and the Connect and Account parts ahead, so the first open shows them at once. */
export function preloadModal(kit: Kit): void {
  const { views, slots } = kitInternals(kit)
  preloadViews(views)
  preloadParts(slots)
}

export function mountModal(kit: Kit, options: MountModalOptions = {}): () => void {
  if (typeof document === 'undefined' || kit.destroyed) return () => {}
  const { container } = options
  const existing = container ? undefined : mounted.get(kit)
  if (existing) return existing

  const internals = kitInternals(kit)
  preloadModal(kit)
  // Embedded follows the option, not the container, so the shell and the kernel's close() agree on it.
  const embedded = Boolean(container) && internals.options.enableEmbedded
  const host = document.createElement('tessera-modal')
  if (embedded) host.setAttribute('data-embedded', '')
  const shadow = host.attachShadow({ mode: 'open' })
  adoptStyles(shadow, css)
  const rootElement = document.createElement('div')
  rootElement.setAttribute('data-tessera-root', '')
  const stopTheme = followTheme(host, rootElement, kit.theme)
  shadow.appendChild(rootElement)
  ;(container ?? document.body).appendChild(host)

  // Not an inline literal: React 18's RootOptions lacks onCaughtError (React 19 routes caught view errors
  // to the kit's logger with it; 18 ignores it), and an excess-property check would reject it there.
  const rootOptions = { identifierPrefix: 'tessera-', onCaughtError: (error: unknown) => internals.log.error('a view failed', error) }
  const root = createRoot(rootElement, rootOptions)
  root.render(
    <KitContext.Provider value={kit}>
      <ModalRoot kit={kit} embedded={embedded} />
    </KitContext.Provider>,
  )

  let active = true
  const unmount = () => {
    if (!active) return
    active = false
    if (mounted.get(kit) === unmount) mounted.delete(kit)
    stopTheme()
    host.remove()
    // Called from a host component's effect cleanup, a synchronous unmount would run inside that root's commit.
    queueMicrotask(() => root.unmount())
  }
  if (!container) mounted.set(kit, unmount)
  internals.onDestroy(unmount)
  // An inline card has no "open" moment; it shows the spec §2 start view once plugins have registered theirs.
  if (embedded) {
    kit.ready.then(
      () => {
        if (active && !kit.destroyed && kit.getState().modal.history.length === 0) kit.open()
      },
      () => {},
    )
  }
  return unmount
}
