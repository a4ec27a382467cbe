import { describe, expect, it } from 'vitest'
import { DEFAULT_ALLOWED_ORIGINS } from '../registry/index.mjs'
import { DEFAULT_ANCESTOR_ORIGINS, cspSource, isAllowedOrigin, originMatches } from './origins.mjs'

describe('allowed-origin matching (spec §5 wildcards)', () => {
  it.each([
    ['http://127.0.0.1:*', 'http://127.0.0.1:5173', true],
    ['http://127.0.0.1:*', 'http://127.0.0.1', true],
    ['http://127.0.0.1:*', 'https://127.0.0.1:5173', false],
    ['http://127.0.0.1:*', 'http://127.0.0.2:5173', false],
    ['https://*.example.com', 'https://shop.example.com', true],
    ['https://*.example.com', 'https://a.b.example.com', true],
    ['https://*.example.com', 'https://example.com', false],
    ['https://*.example.com', 'https://evil-example.com', false],
    ['https://*.example.com', 'https://shop.example.com.evil.test', false],
    ['https://*.example.com', 'https://shop.example.com:8443', false],
    ['https://*.example.com', 'http://shop.example.com', false],
    ['*.example.com', 'http://shop.example.com', true],
    ['*://app.example.com', 'https://app.example.com', true],
    ['https://app.example.com', 'https://APP.example.com', true],
    ['https://app.example.com', 'https://app.example.com:443', true],
    ['https://app-*.example.com', 'https://app-preview-7.example.com', true],
    ['https://app-*.example.com', 'https://api.example.com', false],
    ['https://app.example.com', 'https://appXexample.com', false],
    ['https://app.example.com', 'null', false],
  ])('%s × %s → %s', (pattern, origin, expected) => {
    expect(originMatches(pattern, origin)).toBe(expected)
  })

  it('accepts spec §6 defaults on top of the project list, and nothing else', () => {
    const patterns = ['https://*.example.com', ...DEFAULT_ANCESTOR_ORIGINS]
    expect(isAllowedOrigin('http://localhost:3000', patterns)).toBe(true)
    expect(isAllowedOrigin('https://my-app.vercel.app', patterns)).toBe(true)
    expect(isAllowedOrigin('https://preview.my-app.pages.dev', patterns)).toBe(true)
    expect(isAllowedOrigin('https://abc.ngrok-free.app', patterns)).toBe(true)
    expect(isAllowedOrigin('https://secure-mobile.walletconnect.org', patterns)).toBe(true)
    expect(isAllowedOrigin('https://vercel.app', patterns)).toBe(false)
    expect(isAllowedOrigin('http://127.0.0.1:3000', patterns)).toBe(false)
    expect(isAllowedOrigin('https://evil.test', patterns)).toBe(false)
    expect(isAllowedOrigin(`https://${'a'.repeat(400)}.example.com`, patterns)).toBe(false)
  })

  it('writes each entry CSP can say as a frame-ancestors source, and leaves out the ones it cannot', () => {
    // Every entry the devnet and spec §6 list is one CSP takes as it is.
    const listed = [...DEFAULT_ALLOWED_ORIGINS, ...DEFAULT_ANCESTOR_ORIGINS]
    expect(listed.map(cspSource)).toEqual(listed)
    expect(cspSource('https://APP.example.com:8443')).toBe('https://app.example.com:8443')
    expect(cspSource('*.example.com')).toBe('*.example.com')
    expect(cspSource('https://app-*.example.com')).toBeUndefined()
    expect(cspSource("https://a.example.com 'unsafe-inline'")).toBeUndefined()
    expect(cspSource('https://a.example.com; script-src *')).toBeUndefined()
  })
})
