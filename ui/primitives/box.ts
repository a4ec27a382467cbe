/**
 * The sizes (CSS px) the primitives come in, each a `box-<size>` class in modal.css. Classes rather than style
 * attributes, so the modal's markup carries no inline style that a strict Content Security Policy would question.
 */
export type BoxSize = 16 | 18 | 20 | 24 | 28 | 32 | 40 | 48 | 56 | 64 | 72 | 240

export const boxClass = (size: BoxSize): string => `box-${size}`

/**
 * A ref that sets properties through CSSOM, for the few values only known at run time (a hue from a name, a grid's
 * scroll offset). CSSOM writes are not inline style markup, so no Content Security Policy blocks them; a new ref
 * each render makes React call it again with the current values.
 */
export function cssProperties(properties: Readonly<Record<string, string>>): (element: HTMLElement | null) => void {
  return (element) => {
    if (!element) return
    for (const [name, value] of Object.entries(properties)) element.style.setProperty(name, value)
  }
}
