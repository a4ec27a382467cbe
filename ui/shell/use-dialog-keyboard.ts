import { useEffect, type RefObject } from 'react'
import type { KitInternals } from '../../kernel/internals.js'
import { activeElementOf, focusableIn } from './focus.js'
import { requestClose } from './request-close.js'

/**
 * Esc closes and Tab cycles inside the card. Listening on the document catches keys pressed while focus
 * sits outside the card too (on the page behind the overlay, or nowhere after a row unmounted).
 */
export function useDialogKeyboard(cardRef: RefObject<HTMLElement | null>, internals: KitInternals, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return
    const onKeyDown = (event: KeyboardEvent) => {
      const card = cardRef.current
      if (!card || event.defaultPrevented || event.isComposing) return
      if (event.key === 'Escape') {
        event.preventDefault()
        requestClose(internals)
      } else if (event.key === 'Tab') {
        trapTab(card, event)
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [cardRef, internals, enabled])
}

function trapTab(card: HTMLElement, event: KeyboardEvent) {
  const items = focusableIn(card)
  const first = items[0]
  const last = items[items.length - 1]
  if (!first || !last) {
    event.preventDefault()
    card.focus()
    return
  }
  const active = activeElementOf(card)
  const outside = !active || active === card || !card.contains(active)
  if (event.shiftKey ? outside || active === first : outside || active === last) {
    event.preventDefault()
    ;(event.shiftKey ? last : first).focus()
  }
}
