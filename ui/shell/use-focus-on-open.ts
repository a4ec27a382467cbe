import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react'
import { deepActiveElement } from './focus.js'

/** Moves focus into the card when it opens and gives it back to whatever the page had focused when it closes. */
export function useFocusOnOpen(cardRef: RefObject<HTMLElement | null>, enabled: boolean): void {
  const previous = useRef<HTMLElement | null>(null)
  // A layout effect, so the page's focus is read before any view's effect moves it into the card.
  useLayoutEffect(() => {
    if (!enabled) return
    previous.current = deepActiveElement()
    cardRef.current?.focus({ preventScroll: true })
  }, [cardRef, enabled])
  // A passive cleanup runs after React's own post-commit focus restore, which would otherwise win.
  useEffect(() => {
    if (!enabled) return
    return () => {
      const element = previous.current
      if (element?.isConnected) element.focus({ preventScroll: true })
    }
  }, [enabled])
}
