/**
 * Styles go in as constructed style sheets where the browser has them: they are CSSOM, so a host page whose
 * Content Security Policy forbids inline styles (`style-src 'self'`) still gets them. Only engines without
 * constructable sheets get a <style> element instead.
 */

// One sheet per text, shared by every root that adopts it (all button elements, the page, each kit's modal).
const sheets = new Map<string, CSSStyleSheet | null>()
// Where the <style> fallback already went, so a root is never styled twice with the same text.
const fallbacks = new WeakMap<Node, Set<string>>()

/** Adds `css` to the root's styles once, keeping whatever the root (or the host) adopted before. */
export function adoptStyles(root: ShadowRoot | Document, css: string): void {
  const sheet = 'adoptedStyleSheets' in root ? constructedSheet(css) : undefined
  if (sheet) {
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]
    return
  }
  const done = fallbacks.get(root) ?? new Set<string>()
  if (done.has(css)) return
  done.add(css)
  fallbacks.set(root, done)
  const doc = 'head' in root ? root : root.ownerDocument
  const style = doc.createElement('style')
  style.textContent = css
  ;(root === doc ? doc.head : root).appendChild(style)
}

function constructedSheet(css: string): CSSStyleSheet | undefined {
  const known = sheets.get(css)
  if (known !== undefined) return known ?? undefined
  let sheet: CSSStyleSheet | null = null
  if (typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype) {
    try {
      sheet = new CSSStyleSheet()
      sheet.replaceSync(css)
    } catch {
      // Older engines without constructable sheets throw on `new CSSStyleSheet()`.
      sheet = null
    }
  }
  sheets.set(css, sheet)
  return sheet ?? undefined
}
