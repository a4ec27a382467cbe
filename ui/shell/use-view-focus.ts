import { useCallback, useRef, type RefObject } from 'react'
import { activeElementOf, focusableIn } from './focus.js'

/**
 * Puts focus on a newly shown view's first control, unless it already sits on a control of the card (the
 * Back button a keyboard user just pressed). Inline (embedded) cards only take focus back after a click
 * inside them dropped it, never from the page on load. A control marked `data-no-initial-focus` is passed over:
 * a field whose focus means something (opens a phone's keyboard, loads what it needs) waits for the visitor.
 */
export function useViewFocus(cardRef: RefObject<HTMLElement | null>, bodyRef: RefObject<HTMLElement | null>, embedded: boolean): () => void {
  const shown = useRef(0)
  return useCallback(() => {
    const card = cardRef.current
    const body = bodyRef.current
    const isFirst = shown.current++ === 0
    if (!card || !body) return
    const active = activeElementOf(card)
    if (active && active !== card && card.contains(active)) return
    if (embedded) {
      if (isFirst) return
      // Focus on the page outside this widget belongs to the visitor.
      const page = document.activeElement
      if (page && page !== document.body && page !== (card.getRootNode() as ShadowRoot).host) return
    }
    ;(focusableIn(body).find((el) => !el.hasAttribute('data-no-initial-focus')) ?? card).focus({ preventScroll: true })
  }, [cardRef, bodyRef, embedded])
}
