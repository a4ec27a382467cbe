/**
 * Wallet icons and links come from wallets, registries and hosts: only schemes that cannot run script
 * reach an attribute. Parsing with URL (rather than matching the raw string) sees the scheme the browser
 * would see, with leading spaces and embedded tabs or newlines already stripped.
 */
function parse(url: unknown): URL | undefined {
  if (typeof url !== 'string' || url.trim() === '') return undefined
  try {
    return new URL(url, globalThis.document?.baseURI)
  } catch {
    return undefined
  }
}

/** `https:`, `http:`, `blob:` and `data:image/*` (an `<img>` never runs script, even from SVG); else undefined. */
export function safeImageSrc(url: unknown): string | undefined {
  const parsed = parse(url)
  if (!parsed) return undefined
  switch (parsed.protocol) {
    case 'https:':
    case 'http:':
    case 'blob:':
      return parsed.href
    case 'data:':
      return /^image\//i.test(parsed.pathname) ? parsed.href : undefined
    default:
      return undefined
  }
}

/** Links a visitor may follow: web pages only. */
export function safeLinkHref(url: unknown): string | undefined {
  const parsed = parse(url)
  return parsed && (parsed.protocol === 'https:' || parsed.protocol === 'http:') ? parsed.href : undefined
}
