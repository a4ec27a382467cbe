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
