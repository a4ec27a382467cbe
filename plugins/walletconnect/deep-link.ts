/**
 * Wallet links (a registry's `mobile_link`, `desktop_link`, `webapp_link`) are untrusted text that ends up in a
 * navigation, so only schemes that open a wallet and cannot run script in the page pass. The checks run on the
 * string as a browser would read it: it drops tabs and newlines anywhere and spaces and controls at the ends, so
 * " java\nscript:" is `javascript:` to it and must be to us.
 */

export type WalletLinkKind = 'universal' | 'native'

export interface SafeWalletLink {
  /** The link normalised to end in '/', ready for `wc?uri=…`. */
  readonly href: string
  /** `universal`: an https (or loopback http) page; `native`: an app's own scheme. */
  readonly kind: WalletLinkKind
}

/** Schemes a custom-scheme link may never have, whatever follows them: they run script, read files or leave the web. */
const BLOCKED_SCHEMES = new Set(['javascript', 'data', 'vbscript', 'file', 'blob', 'about', 'view-source', 'filesystem'])
const SCHEME = /^([a-z][a-z0-9+.-]*):/i
const NATIVE = /^[a-z][a-z0-9+.-]*:\/\//
/** RFC 3986 authority and path characters: nothing that could close an attribute or start a new scheme. */
const NATIVE_REST = /^[A-Za-z0-9._~!$&'()*+,;=:@%/-]*$/
const CONTROL = /[\u0000-\u001f\u007f]/

/** The dev wallet runs on this machine; plain http anywhere else would hand the pairing key to the network. */
export function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname)
}

/** The link normalised when it may be opened, else undefined. */
export function safeWalletLink(link: unknown): SafeWalletLink | undefined {
  if (typeof link !== 'string') return undefined
  const text = link.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '')
  if (text === '' || CONTROL.test(text)) return undefined
  const scheme = SCHEME.exec(text)?.[1]?.toLowerCase()
  if (!scheme || BLOCKED_SCHEMES.has(scheme)) return undefined
  if (scheme === 'https' || scheme === 'http') return universal(text, scheme)
  const normalised = `${scheme}${text.slice(scheme.length)}`
  if (!NATIVE.test(normalised)) return undefined
  // The app reads only the path it registered; a query or fragment in the registry's link would swallow ours.
  const rest = normalised.slice(scheme.length + 3).split(/[?#]/, 1)[0] ?? ''
  if (!NATIVE_REST.test(rest)) return undefined
  return { href: `${scheme}://${rest === '' || rest.endsWith('/') ? rest : `${rest}/`}`, kind: 'native' }
}

function universal(text: string, scheme: 'https' | 'http'): SafeWalletLink | undefined {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return undefined
  }
  if (url.protocol !== `${scheme}:` || url.hostname === '' || !text.slice(scheme.length + 1).startsWith('//')) return undefined
  if (scheme === 'http' && !isLoopbackHost(url.hostname)) return undefined
  // A wallet link never needs credentials; `https://wallet.app@evil.example` only exists to mislead.
  if (url.username !== '' || url.password !== '') return undefined
  url.hash = ''
  if (!url.pathname.endsWith('/')) url.pathname = `${url.pathname}/`
  return { href: url.href, kind: 'universal' }
}

/**
 * The link that opens a wallet on a pairing: `{link}wc?uri={encoded}` for https pages (a query the page already
 * had is kept), `{scheme}://wc?uri={encoded}` for app schemes, as wallets' registry entries expect. Undefined
 * when the link is not safe to open or the URI is not a pairing URI.
 */
export function buildWalletLink(link: unknown, uri: string): string | undefined {
  if (!/^wc:[^\s]+$/.test(uri)) return undefined
  const safe = safeWalletLink(link)
  if (!safe) return undefined
  const encoded = encodeURIComponent(uri)
  if (safe.kind === 'native') return `${safe.href}wc?uri=${encoded}`
  const url = new URL(safe.href)
  url.pathname = `${url.pathname}wc`
  url.search = url.search ? `${url.search}&uri=${encoded}` : `?uri=${encoded}`
  return url.href
}
