import { describe, expect, it } from 'vitest'
import { safeImageSrc, safeLinkHref } from './safe-url.js'

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
