import type { KitOptions, WalletListEntry } from '../kernel/index.js'

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

/**
 * Whether an image may be fetched: inline (`data:image/*`, `blob:`) or from one of `allowedOrigins`, compared as the
 * browser would (scheme, host and port after parsing), so `https://registry.example@evil.example` is evil's.
 * An image with credentials in it is refused: no origin should be handed a password by an `<img>`.
 */
export function isAllowedImageUrl(url: unknown, allowedOrigins: ReadonlySet<string>): boolean {
  const src = safeImageSrc(url)
  if (src === undefined) return false
  const parsed = new URL(src)
  if (parsed.protocol === 'data:' || parsed.protocol === 'blob:') return true
  return parsed.username === '' && parsed.password === '' && allowedOrigins.has(parsed.origin)
}

export type ImageOriginOptions = Pick<
  KitOptions,
  'registryUrl' | 'apiUrl' | 'allowedImageOrigins' | 'metadata' | 'networks' | 'defaultNetwork' | 'tokens' | 'customWallets'
>

const originsByOptions = new WeakMap<ImageOriginOptions, ReadonlySet<string>>()

/**
 * The origins a kit's images may come from: its registry and data API, the origins the host lists in
 * `allowedImageOrigins`, and those of images the host names in its own options (its icons, networks, tokens and
 * custom wallets), which are the host's choice. Anything a service or a wallet names elsewhere gets the placeholder.
 */
export function imageOriginsOf(options: ImageOriginOptions): ReadonlySet<string> {
  let origins = originsByOptions.get(options)
  if (origins) return origins
  const hostImages = [
    ...(options.metadata?.icons ?? []),
    ...[...options.networks, options.defaultNetwork].map((network) => network?.assets?.imageUrl),
    ...Object.values(options.tokens ?? {}).map((token) => token.image),
    ...(options.customWallets ?? []).map((wallet) => wallet.image_url),
  ]
  const found = new Set<string>()
  for (const url of [options.registryUrl, options.apiUrl, ...(options.allowedImageOrigins ?? []), ...hostImages]) {
    const parsed = parse(url)
    if (parsed && (parsed.protocol === 'https:' || parsed.protocol === 'http:')) found.add(parsed.origin)
  }
  origins = found
  originsByOptions.set(options, origins)
  return origins
}

const NO_ORIGINS: ReadonlySet<string> = new Set()

/** The URL to load when the image is safe and its origin allowed by the kit's options (none known: inline only). */
export function allowedImageSrc(url: unknown, options: ImageOriginOptions | undefined): string | undefined {
  return isAllowedImageUrl(url, options ? imageOriginsOf(options) : NO_ORIGINS) ? safeImageSrc(url) : undefined
}

/**
 * An image the host named for one of its own wallets (the Connect view's custom group, which a plugin fills from the
 * host's configuration, e.g. `registry({ customWallets })`): that exact URL loads, not others from its origin.
 */
export function hostWalletImage(url: unknown, custom: readonly WalletListEntry[] | undefined): string | undefined {
  const src = safeImageSrc(url)
  if (src === undefined || !custom?.some((wallet) => wallet.image_url !== undefined && safeImageSrc(wallet.image_url) === src)) return undefined
  const parsed = new URL(src)
  return parsed.username === '' && parsed.password === '' ? src : undefined
}
