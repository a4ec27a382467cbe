import type { Bus } from './bus.js'
import type { Clock, TimerId } from './clock.js'
import type { Namespace } from './caip.js'
import type { Router } from './context.js'
import { PromptDismissedError } from './plugin-errors.js'
import type { KitStore } from './store.js'
import type { Alert, KitEvents, MessageRef, KitState, KitViews, RouteEntry, ToastVariant, TrackedEventPayload, Unsubscribe, ViewId, ViewTarget } from './types.js'

/** Spec §9. */
export const SHAKE_MS = 500
export const TOAST_RESHOW_MS = 150
export const TOAST_DURATION_MS = 2500

export interface OpenOptions<V extends ViewId = ViewId> {
  readonly view?: V
  readonly params?: KitViews[V]
  /** Spec §2's name for `params` (a view opened with arguments); `params` wins when both are given. */
  readonly arguments?: KitViews[V]
  /** Offer only this namespace's connectors. */
  readonly namespace?: Namespace
}

/** Returns false to keep the modal open; `force` skips guards. */
export type CloseGuard = (current: RouteEntry | undefined) => boolean

/** Where the modal goes home to, when the rule applies; undefined leaves it to the next rule. */
export type HomeRule = (state: Readonly<KitState>) => ViewTarget | undefined

export interface PromptOptions {
  /** false: the visitor must answer; the modal cannot be closed and the view has no back button (default true). */
  readonly dismissible?: boolean
  /**
   * Withdraws the prompt when aborted: its view leaves the stack and the promise rejects with the reason. A
   * connection step passes `pending.signal`, so an attempt given up for a newer one takes its question with it.
   */
  readonly signal?: AbortSignal
}

export interface ModalController {
  open(options?: OpenOptions): void
  /** Returns whether the modal closed (or, in embedded mode, went home). */
  close(options?: { readonly force?: boolean }): boolean
  isOpen(): boolean
  prompt<T>(target: ViewTarget, options?: PromptOptions): Promise<T>
  /** Settles a prompt from its view; the view leaves the stack (the modal closes when it was all there was). */
  answer(id: number, outcome: { readonly value: unknown } | { readonly error: unknown }): void
  addCloseGuard(guard: CloseGuard): Unsubscribe
  addHomeRule(rule: HomeRule): Unsubscribe
  home(): RouteEntry
  /**
   * Resets the stack to home (when the modal is open). `keepPrompts` leaves the prompts still waiting for an answer
   * on top: a request the host made meanwhile (a signature right after connecting) is not dismissed by the reset.
   */
  goHome(options?: { readonly keepPrompts?: boolean }): void
  setLoading(loading: boolean, namespace?: Namespace): void
  /** The Connect view offers only this namespace's connectors (all with undefined) until the modal closes. */
  limitConnectors(namespace: Namespace | undefined): void
  shake(): void
  /** `text` names the message's key, so the visitor reads it in their locale; `message` is its English. */
  showToast(message: string, variant?: ToastVariant, text?: MessageRef): void
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
  readonly onAlert: (alert: Alert) => void
}

interface PendingPrompt {
  readonly resolve: (value: unknown) => void
  readonly reject: (error: unknown) => void
}

export function createModalController(deps: ModalDeps): ModalController {
  const { store, router, bus, clock } = deps
  const guards = new Set<CloseGuard>()
  const alertsShown = new Set<string>()
  const homeRules: HomeRule[] = []
  const prompts = new Map<number, PendingPrompt>()
  let promptId = 0
  let shakeTimer: TimerId | undefined
  let toastTimer: TimerId | undefined
  let toastId = 0

  const track = (payload: TrackedEventPayload) => bus.emit('kit:tracked', payload)
  const entryOf = (target: ViewTarget, prompt?: RouteEntry['prompt']): RouteEntry =>
    ({ view: target.view, ...(target.params === undefined ? {} : { params: target.params }), ...(prompt ? { prompt } : {}) }) as RouteEntry

  /** Spec §2 opening rules: a plugin's rule first (no adapters: pairing), then Account if connected, else Connect. */
  function home(): RouteEntry {
    const state = store.get()
    for (const rule of homeRules) {
      const target = rule(state)
      if (target) return entryOf(target)
    }
    return { view: state.activeCaipAddress ? 'Account' : 'Connect' }
  }

  function setHistory(history: readonly RouteEntry[]) {
    store.update((d) => {
      d.modal.history = history as typeof d.modal.history
    })
  }

  // A prompt whose view left the stack (back, reset, close) was declined.
  const unwatch = store.select(
    (s) => (s.modal.open ? s.modal.history : undefined),
    (history) => {
      if (prompts.size === 0) return
      const shown = new Set((history ?? []).map((e) => e.prompt?.id))
      for (const [id, pending] of [...prompts]) {
        if (shown.has(id)) continue
        prompts.delete(id)
        pending.reject(new PromptDismissedError())
      }
    },
  )

  function openWith(first: RouteEntry, namespace?: Namespace) {
    const wasOpen = store.get().modal.open
    store.update((d) => {
      d.modal.open = true
      d.modal.history = [first] as typeof d.modal.history
      d.modal.namespace = namespace
    })
    if (!wasOpen) {
      bus.emit('modal:opened', { view: first.view })
      track({ event: 'MODAL_OPEN', properties: { connected: Boolean(store.get().activeCaipAddress) } })
    }
  }

  /** Settles a prompt; its view leaves the stack (the modal closes when it was all there was). */
  function settle(id: number, outcome: { readonly value: unknown } | { readonly error: unknown }) {
    const pending = prompts.get(id)
    if (!pending) return
    prompts.delete(id)
    const history = store.get().modal.history
    const rest = history.filter((e) => e.prompt?.id !== id)
    if (rest.length === 0 && store.get().modal.open) close({ force: true })
    else if (rest.length !== history.length) setHistory(rest)
    if ('error' in outcome) pending.reject(outcome.error)
    else pending.resolve(outcome.value)
  }

  function close(options: { readonly force?: boolean } = {}): boolean {
    const current = router.current
    if (!options.force) {
      // A prompt the visitor must answer keeps the modal open (spec §2: an unsafe request waiting for approval).
      if (store.get().modal.history.some((e) => e.prompt?.dismissible === false)) return false
      for (const guard of guards) if (!guard(current)) return false
    }
    if (deps.embedded) {
      setHistory([home()])
      return true
    }
    if (!store.get().modal.open) return true
    store.update((d) => {
      d.modal.open = false
      d.modal.loading = false
      d.modal.namespace = undefined
    })
    bus.emit('modal:closed', {})
    track({ event: 'MODAL_CLOSE', properties: { connected: Boolean(store.get().activeCaipAddress) } })
    return true
  }

  return {
    open(options = {}) {
      openWith(options.view ? entryOf({ view: options.view, params: options.params ?? options.arguments } as ViewTarget) : home(), options.namespace)
    },
    close,
    isOpen: () => store.get().modal.open,
    prompt<T>(target: ViewTarget, options: PromptOptions = {}) {
      const { signal } = options
      if (signal?.aborted) return Promise.reject(signal.reason)
      const id = ++promptId
      const entry = entryOf(target, { id, dismissible: options.dismissible ?? true })
      return new Promise<T>((resolve, reject) => {
        const withdraw = () => settle(id, { error: signal?.reason })
        signal?.addEventListener('abort', withdraw, { once: true })
        const done = () => signal?.removeEventListener('abort', withdraw)
        prompts.set(id, {
          resolve: (value) => (done(), resolve(value as T)),
          reject: (error) => (done(), reject(error)),
        })
        if (store.get().modal.open) setHistory([...store.get().modal.history, entry])
        else openWith(entry)
      })
    },
    answer: (id, outcome) => settle(id, outcome),
    addCloseGuard(guard) {
      guards.add(guard)
      return () => void guards.delete(guard)
    },
    addHomeRule(rule) {
      homeRules.push(rule)
      return () => {
        const at = homeRules.indexOf(rule)
        if (at >= 0) homeRules.splice(at, 1)
      }
    },
    home,
    goHome(options = {}) {
      const { open, history } = store.get().modal
      if (!open) return
      setHistory([home(), ...(options.keepPrompts ? history.filter((e) => e.prompt && prompts.has(e.prompt.id)) : [])])
    },
    limitConnectors(namespace) {
      store.update((d) => {
        d.modal.namespace = namespace
      })
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
    showToast(message, variant = 'info', text) {
      clock.clearTimeout(toastTimer)
      const show = () => {
        const id = ++toastId
        store.update((d) => {
          d.modal.toast = text ? { id, message, variant, text } : { id, message, variant }
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
      // Spec §8: an alert is never shown twice for the same cause (its message names the cause), nor logged twice.
      if (alertsShown.has(alert.message)) return
      alertsShown.add(alert.message)
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
      homeRules.length = 0
      unwatch()
      for (const pending of prompts.values()) pending.reject(new PromptDismissedError())
      prompts.clear()
    },
  }
}
