/**
 * A constructed style sheet where the browser has them: it is CSSOM, so a host page whose Content Security
 * Policy forbids inline styles still styles the modal. Elsewhere a <style> element does the same job.
 */
export function adoptStyles(root: ShadowRoot, css: string): void {
  if ('adoptedStyleSheets' in root && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype) {
    try {
      const sheet = new CSSStyleSheet()
      sheet.replaceSync(css)
      root.adoptedStyleSheets = [sheet]
      return
    } catch {
      // Older engines without constructable sheets throw on `new CSSStyleSheet()`.
    }
  }
  const style = document.createElement('style')
  style.textContent = css
  root.appendChild(style)
}
