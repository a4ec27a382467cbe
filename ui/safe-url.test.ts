import { describe, expect, it } from 'vitest'
import type { CaipNetwork } from '../kernel/index.js'
import { allowedImageSrc, imageOriginsOf, isAllowedImageUrl, safeImageSrc, safeLinkHref, type ImageOriginOptions } from './safe-url.js'

describe('safeImageSrc', () => {
  it.each([
    'https://example.com/icon.png',
    'http://127.0.0.1:3000/icon.svg',
    'data:image/png;base64,iVBORw0KGgo=',
    'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg"/>',
    'DATA:IMAGE/PNG;base64,iVBORw0KGgo=',
    'blob:https://example.com/3f1c1b7e-2a3b-4c5d-8e9f-0a1b2c3d4e5f',
  ])('accepts %s', (url) => {
    expect(safeImageSrc(url)).toBeDefined()
  })

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:text/html;base64,PHNjcmlwdD4=',
    'file:///etc/passwd',
    '',
    '   ',
  ])('rejects %j', (url) => {
    expect(safeImageSrc(url)).toBeUndefined()
  })

  it('rejects what is not a string', () => {
    expect(safeImageSrc(undefined)).toBeUndefined()
    expect(safeImageSrc(null)).toBeUndefined()
    expect(safeImageSrc({ toString: () => 'https://example.com' })).toBeUndefined()
  })

  it('returns the URL the browser would load, so what is checked is what is rendered', () => {
    expect(safeImageSrc('  https://example.com/a.png')).toBe('https://example.com/a.png')
  })
})

describe('safeLinkHref', () => {
  it('keeps web links only', () => {
    expect(safeLinkHref('https://example.com/terms')).toBe('https://example.com/terms')
    expect(safeLinkHref('http://example.com/privacy')).toBe('http://example.com/privacy')
    expect(safeLinkHref('javascript:alert(1)')).toBeUndefined()
    expect(safeLinkHref(' JavaScript:alert(1)')).toBeUndefined()
    expect(safeLinkHref('data:image/png;base64,iVBORw0KGgo=')).toBeUndefined()
    expect(safeLinkHref('mailto:a@example.com')).toBeUndefined()
  })
})

describe('isAllowedImageUrl', () => {
  const allowed = new Set(['https://registry.example', 'http://127.0.0.1:8790'])

  it.each([
    'https://registry.example/getWalletImage/abc?projectId=p',
    'https://REGISTRY.example/a.png',
    'https://registry.example:443/a.png',
    'http://127.0.0.1:8790/icons/dusd.svg',
    'data:image/png;base64,iVBORw0KGgo=',
    'blob:https://page.example/3f1c1b7e-2a3b-4c5d-8e9f-0a1b2c3d4e5f',
  ])('loads %s', (url) => {
    expect(isAllowedImageUrl(url, allowed)).toBe(true)
  })

  it.each([
    'https://tracker.example/pixel.png',
    // The part before @ is a user name: the host is evil.example.
    'https://registry.example@evil.example/a.png',
    'https://registry.example:pass@evil.example/a.png',
    // Credentials to an allowed host are not sent from an <img>.
    'https://user:secret@registry.example/a.png',
    'https://registry.example.evil.example/a.png',
    'http://registry.example/a.png',
    'https://registry.example:8443/a.png',
    'http://127.0.0.1:8791/a.png',
    'http://localhost:8790/a.png',
    '//evil.example/a.png',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    '',
  ])('refuses %s', (url) => {
    expect(isAllowedImageUrl(url, allowed)).toBe(false)
  })

  it('refuses every remote image when no origin is allowed', () => {
    expect(isAllowedImageUrl('https://registry.example/a.png', new Set())).toBe(false)
    expect(isAllowedImageUrl('data:image/png;base64,iVBORw0KGgo=', new Set())).toBe(true)
  })
})

describe('imageOriginsOf', () => {
  const network = (imageUrl?: string): CaipNetwork =>
    ({ id: 1, chainNamespace: 'eip155', caipNetworkId: 'eip155:1', name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [] } }, ...(imageUrl ? { assets: { imageUrl } } : {}) }) as CaipNetwork
  const base: ImageOriginOptions = { networks: [network()], defaultNetwork: network() }

  it("takes the registry's and the data API's origins, and the host's own list", () => {
    const origins = imageOriginsOf({ ...base, registryUrl: 'https://registry.example/v3/', apiUrl: 'http://127.0.0.1:8790', allowedImageOrigins: ['https://cdn.example'] })
    expect([...origins].sort()).toEqual(['http://127.0.0.1:8790', 'https://cdn.example', 'https://registry.example'])
  })

  it('counts images the host names in its own options as its choice', () => {
    const origins = imageOriginsOf({
      ...base,
      metadata: { name: 'Dapp', icons: ['https://dapp.example/icon.png'] },
      networks: [network('https://chains.example/eth.svg'), network('data:image/svg+xml,<svg/>')],
      tokens: { 'eip155:1': { address: '0x1', image: 'https://tokens.example/t.png' } },
      customWallets: [{ id: 'mine', name: 'My Wallet', image_url: 'https://wallets.example/mine.png' }],
    })
    expect([...origins].sort()).toEqual(['https://chains.example', 'https://dapp.example', 'https://tokens.example', 'https://wallets.example'])
  })

  it('allows nothing remote when the options name no service', () => {
    expect(imageOriginsOf(base).size).toBe(0)
    expect(allowedImageSrc('https://tracker.example/pixel.png', base)).toBeUndefined()
    expect(allowedImageSrc('https://tracker.example/pixel.png', { ...base, allowedImageOrigins: ['https://tracker.example'] })).toBe('https://tracker.example/pixel.png')
    expect(allowedImageSrc('data:image/png;base64,iVBORw0KGgo=', undefined)).toBe('data:image/png;base64,iVBORw0KGgo=')
  })
})
