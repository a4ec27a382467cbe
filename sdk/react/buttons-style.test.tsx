import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestKit, fakeChainPlugin } from '../../kernel/testing/index.js'
import { defineKitElements } from '../elements.js'
import { ConnectButton } from './ConnectButton.js'
import { KitProvider } from './KitProvider.js'
import { NetworkButton } from './NetworkButton.js'

// The test runner stubs CSS imports with empty text; the buttons' look is the point here, so they get the real file.
vi.mock('./buttons.css?inline', async () => {
  const { readFileSync } = await import('node:fs')
  return { default: readFileSync(`${import.meta.dirname}/buttons.css`, 'utf8') }
})

async function kit() {
  const test = createTestKit({ plugins: [fakeChainPlugin('eip155')] })
  await test.kit.ready
  return test.kit
}

afterEach(() => {
  document.body.innerHTML = ''
  document.adoptedStyleSheets = []
})

const look = (button: Element) => {
  const style = getComputedStyle(button)
  return { radius: style.borderTopLeftRadius, padding: style.paddingLeft }
}

describe('the kit buttons under a strict Content Security Policy', () => {
  it('are styled by a class and one adopted sheet, with no style attribute, however many there are', async () => {
    const host = new CSSStyleSheet()
    document.adoptedStyleSheets = [host]
    const { rerender } = render(
      <KitProvider kit={await kit()}>
        <ConnectButton />
        <NetworkButton />
      </KitProvider>,
    )
    const buttons = screen.getAllByRole('button')
    expect(buttons).toHaveLength(2)
    for (const button of buttons) {
      expect(button.className).toBe('tessera-button')
      expect(button.hasAttribute('style')).toBe(false)
      expect(look(button)).toEqual({ radius: '12px', padding: '16px' })
    }
    rerender(
      <KitProvider kit={await kit()}>
        <ConnectButton />
        <ConnectButton label="Another" />
      </KitProvider>,
    )
    // The host's own sheet stays first; the kit's is added once.
    expect(document.adoptedStyleSheets).toHaveLength(2)
    expect(document.adoptedStyleSheets[0]).toBe(host)
    expect(document.querySelectorAll('style')).toHaveLength(0)
  })

  it("leave the look to a host's className, adopting nothing, and pass the host's style through", async () => {
    render(
      <KitProvider kit={await kit()}>
        <ConnectButton className="mine" style={{ marginTop: 3 }} />
        <NetworkButton className="mine" />
      </KitProvider>,
    )
    const [connect, network] = screen.getAllByRole('button')
    expect(connect!.className).toBe('mine')
    expect(connect!.style.marginTop).toBe('3px')
    expect(network!.className).toBe('mine')
    expect(network!.hasAttribute('style')).toBe(false)
    expect(document.adoptedStyleSheets).toHaveLength(0)
  })

  it('style <tessera-button> with the same sheet object, in a shadow root without any <style>', async () => {
    render(
      <KitProvider kit={await kit()}>
        <ConnectButton />
      </KitProvider>,
    )
    defineKitElements(await kit(), { prefix: 'csp' })
    document.body.append(document.createElement('csp-button'), document.createElement('csp-network-button'))
    const roots = [...document.querySelectorAll('csp-button, csp-network-button')].map((element) => element.shadowRoot!)
    expect(roots).toHaveLength(2)
    for (const root of roots) {
      expect(root.querySelectorAll('style')).toHaveLength(0)
      expect(root.adoptedStyleSheets).toEqual([document.adoptedStyleSheets[0]])
      const button = root.querySelector('button')!
      expect(button.className).toBe('tessera-button')
      expect(button.hasAttribute('style')).toBe(false)
      expect(look(button)).toEqual({ radius: '12px', padding: '16px' })
    }
  })
})
