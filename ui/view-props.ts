import type { KitViews, PromptAnswer, ViewId } from '../kernel/index.js'

/** The answer a view gives when it was opened with `ctx.modal.prompt` (approve, confirm, sign). */
export interface ViewPrompt<T = unknown> {
  /** Typed by the view's entry in KitPromptAnswers; optional when the answer may be undefined. */
  resolve(...value: undefined extends T ? [value?: T] : [value: T]): void
  reject(error?: unknown): void
}

/** What the modal passes to a view's default export. */
export interface ViewProps<V extends ViewId = ViewId> {
  /** The params the route was pushed with. */
  readonly params: KitViews[V]
  /** Present when the view was opened with `ctx.modal.prompt`: leaving without answering declines. */
  readonly prompt?: ViewPrompt<PromptAnswer<V>>
}
