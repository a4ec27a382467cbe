import { afterEach, describe, expect, it, vi } from 'vitest'
import { adoptStyles } from './adopt-styles.js'

function shadowRoot(): ShadowRoot {
  const host = document.createElement('div')
  document.body.append(host)
  return host.attachShadow({ mode: 'open' })
}

afterEach(() => {
  document.body.innerHTML = ''
  document.head.querySelectorAll('style').forEach((style) => style.remove())
  document.adoptedStyleSheets = []
  vi.unstubAllGlobals()
})

describe('adoptStyles', () => {
  it('adopts one constructed sheet per text, shared by every root, once each, beside the sheets already there', () => {
    const own = new CSSStyleSheet()
    document.adoptedStyleSheets = [own]
    const a = shadowRoot()
    const b = shadowRoot()
    adoptStyles(document, '.x { color: red }')
    adoptStyles(document, '.x { color: red }')
    adoptStyles(a, '.x { color: red }')
    adoptStyles(b, '.x { color: red }')
    adoptStyles(b, '.y { color: blue }')

    expect(document.adoptedStyleSheets).toHaveLength(2)
    expect(document.adoptedStyleSheets[0]).toBe(own)
    const shared = document.adoptedStyleSheets[1]
    expect(a.adoptedStyleSheets).toEqual([shared])
    expect(b.adoptedStyleSheets[0]).toBe(shared)
    expect(b.adoptedStyleSheets).toHaveLength(2)
    expect(document.querySelectorAll('style')).toHaveLength(0)
    expect(a.querySelectorAll('style')).toHaveLength(0)
  })

  it('styles what it is given', () => {
    const root = shadowRoot()
    adoptStyles(root, 'p { margin-left: 7px }')
    const p = document.createElement('p')
    root.append(p)
    expect(getComputedStyle(p).marginLeft).toBe('7px')
  })

  it('falls back to one <style> element per root where the engine cannot construct sheets', () => {
    vi.stubGlobal('CSSStyleSheet', undefined)
    const root = shadowRoot()
    const css = '.only-without-constructable-sheets { color: red }'
    adoptStyles(root, css)
    adoptStyles(root, css)
    adoptStyles(document, css)
    expect([...root.querySelectorAll('style')].map((style) => style.textContent)).toEqual([css])
    expect([...document.head.querySelectorAll('style')].map((style) => style.textContent)).toEqual([css])
  })
})
