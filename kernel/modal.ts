import type { Bus } from './bus.js'
import type { Clock, TimerId } from './clock.js'
import type { Namespace } from './caip.js'
import type { KitStore } from './store.js'
import type { Alert, KitEvents, KitViews, RouteEntry, Router, ToastVariant, Unsubscribe, ViewId } from './types.js'

/** Spec §9. */
export const SHAKE_MS = 500
export const TOAST_RESHOW_MS = 150
export const TOAST_DURATION_MS = 2500

export interface OpenOptions<V extends ViewId = ViewId> {
  readonly view?: V
  readonly params?: KitViews[V]
  /** Offer only this namespace's connectors. */
  readonly namespace?: Namespace
}

/** Returns false to keep the modal open; `force` skips guards. */
export type CloseGuard = (current: RouteEntry | undefined) => boolean

export interface ModalController {
  open(options?: OpenOptions): void
  /** Returns whether the modal closed (or, in embedded mode, went home). */
  close(options?: { readonly force?: boolean }): boolean
  addCloseGuard(guard: CloseGuard): Unsubscribe
  setLoading(loading: boolean, namespace?: Namespace): void
  shake(): void
  showToast(message: string, variant?: ToastVariant): void
  hideToast(): void
  showAlert(alert: Alert): void
  dismissAlert(): void
  dispose(): void
}

export interface ModalDeps {
  readonly store: KitStore
  readonly router: Router
  readonly bus: Bus<KitEvents>
  readonly clock: Clock
  readonly embedded: boolean
  readonly debug: boolean
  readonly isMobile: () => boolean
  readonly pluginsStarted: () => boolean
  readonly onAlert: (alert: Alert) => void
}

export function createModalController(deps: ModalDeps): ModalController {
  const { store, router, bus, clock } = deps
  const guards = new Set<CloseGuard>()
  let shakeTimer: TimerId | undefined
  let toastTimer: TimerId | undefined
  let toastId = 0

  /** Spec §2 opening rules. */
  function initialView(): RouteEntry {
    const s = store.get()
    if (s.activeCaipAddress) return { view: 'Account' }
    // Before plugins have registered, "no adapters" is not yet known: Connect fills in as they arrive.
    if (s.namespaces.length === 0 && deps.pluginsStarted()) return { view: deps.isMobile() ? 'AllWallets' : 'ConnectingWalletConnectBasic' }
    return { view: 'Connect' }
  }

  function goHome() {
    const home: RouteEntry = store.get().activeCaipAddress ? { view: 'Account' } : { view: 'Connect' }
    store.update((d) => {
      d.modal.history = [home] as typeof d.modal.history
    })
  }

  return {
    open(options = {}) {
      const first: RouteEntry = options.view ? ({ view: options.view, params: options.params } as RouteEntry) : initialView()
      const wasOpen = store.get().modal.open
      store.update((d) => {
        d.modal.open = true
        d.modal.history = [first.params === undefined ? { view: first.view } : first] as typeof d.modal.history
        d.modal.namespace = options.namespace
      })
      if (!wasOpen) {
        bus.emit('modal:opened', { view: first.view })
        bus.emit('kit:tracked', { event: 'MODAL_OPEN', properties: { connected: Boolean(store.get().activeCaipAddress) } })
      }
    },
    close(options = {}) {
      const current = router.current
      if (!options.force) {
        // Spec §2: an unsafe request waiting for approval must be answered, not dismissed.
        if (current?.view === 'ApproveTransaction') return false
        for (const guard of guards) if (!guard(current)) return false
      }
      if (deps.embedded) {
        goHome()
        return true
      }
      if (!store.get().modal.open) return true
      store.update((d) => {
        d.modal.open = false
        d.modal.loading = false
        d.modal.namespace = undefined
      })
      bus.emit('modal:closed', {})
      bus.emit('kit:tracked', { event: 'MODAL_CLOSE', properties: { connected: Boolean(store.get().activeCaipAddress) } })
      return true
    },
    addCloseGuard(guard) {
      guards.add(guard)
      return () => void guards.delete(guard)
    },
    setLoading(loading, namespace) {
      store.update((d) => {
        if (namespace) d.modal.loadingNamespaces[namespace] = loading
        else d.modal.loading = loading
      })
    },
    shake() {
      clock.clearTimeout(shakeTimer)
      store.update((d) => {
        d.modal.shake = true
      })
      shakeTimer = clock.setTimeout(() => {
        store.update((d) => {
          d.modal.shake = false
        })
      }, SHAKE_MS)
    },
    showToast(message, variant = 'info') {
      clock.clearTimeout(toastTimer)
      const show = () => {
        const id = ++toastId
        store.update((d) => {
          d.modal.toast = { id, message, variant }
        })
        toastTimer = clock.setTimeout(() => {
          store.update((d) => {
            if (d.modal.toast?.id === id) d.modal.toast = undefined
          })
        }, TOAST_DURATION_MS)
      }
      // Spec §4: a toast shown over another closes the first and appears after 150 ms.
      if (store.get().modal.toast) {
        store.update((d) => {
          d.modal.toast = undefined
        })
        toastTimer = clock.setTimeout(show, TOAST_RESHOW_MS)
      } else show()
    },
    hideToast() {
      clock.clearTimeout(toastTimer)
      store.update((d) => {
        d.modal.toast = undefined
      })
    },
    showAlert(alert) {
      deps.onAlert(alert)
      // Spec §8: alerts are shown in debug mode; otherwise they are only logged.
      if (!deps.debug) return
      store.update((d) => {
        d.modal.alert = alert
      })
    },
    dismissAlert() {
      store.update((d) => {
        d.modal.alert = undefined
      })
    },
    dispose() {
      clock.clearTimeout(shakeTimer)
      clock.clearTimeout(toastTimer)
      guards.clear()
    },
  }
}
