import { useInsertionEffect } from 'react'
import { adoptStyles } from '../../ui/adopt-styles.js'
import { BUTTON_CSS } from '../button-sheet.js'

/**
 * Puts the buttons' style sheet on the page once (a constructed sheet: no <style> element, no style attribute, so a
 * strict Content Security Policy allows it). An insertion effect runs before layout and never on the server, where
 * a host that wants the first paint styled links tessera/styles.css instead.
 */
export function useButtonStyles(enabled: boolean): void {
  useInsertionEffect(() => {
    if (enabled) adoptStyles(document, BUTTON_CSS)
  }, [enabled])
}
