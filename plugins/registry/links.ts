/**
 * Registry entries and host options carry links that end up in href attributes and window.open calls.
 * A wallet's deep link is legitimately a custom scheme ("trust://", "metamask://wc"), so an allow-list of web
 * schemes would break wallets; instead the schemes that run or smuggle content in the page's own context are
 * refused. URL parsing (not a regex on the raw text) sees the scheme a browser would, with leading spaces,
 * tabs and newlines already stripped.
 */
const REFUSED_SCHEMES = new Set(['javascript:', 'vbscript:', 'data:', 'blob:', 'file:', 'filesystem:', 'about:', 'view-source:', 'ws:', 'wss:'])

function parse(value: unknown): URL | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined
  try {
    // No base: a relative link would resolve against the host page, which is never what a wallet meant.
    return new URL(value)
  } catch {
    return undefined
  }
}

/** A deep or universal link a visitor may be sent to (custom app schemes allowed); undefined when unsafe. */
export function safeDeepLink(value: unknown): string | undefined {
  const url = parse(value)
  if (!url || REFUSED_SCHEMES.has(url.protocol.toLowerCase())) return undefined
  return url.href
}

/** A web page (homepage, store page, web app): http(s) only. */
export function safeWebLink(value: unknown): string | undefined {
  const url = parse(value)
  return url && (url.protocol === 'https:' || url.protocol === 'http:') ? url.href : undefined
}
