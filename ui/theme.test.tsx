import { act } from '@testing-library/react'
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { KitError, type Kit, type KitOptionsInput } from '../kernel/index.js'
import { createTestKit, modalHost } from './testing/test-kit.js'

afterEach(() => vi.unstubAllGlobals())

/** A kit with its modal mounted, torn down after the test. */
async function startKit(options: Partial<KitOptionsInput> = {}): Promise<Kit> {
  const kit = await createTestKit({ options })
  onTestFinished(async () => {
    await kit.destroy()
    document.body.innerHTML = ''
  })
  return kit
}

/** A visitor's OS colour scheme that the test can flip, as an OS does at dusk. */
function stubColorScheme(initial: 'light' | 'dark') {
  let dark = initial === 'dark'
  const listeners = new Set<() => void>()
  const query = {
    get matches() {
      return dark
    },
    media: '(prefers-color-scheme: dark)',
    addEventListener: (_: string, listener: () => void) => void listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => void listeners.delete(listener),
  }
  vi.stubGlobal('matchMedia', (media: string) => (media === query.media ? query : { matches: false, addEventListener() {}, removeEventListener() {} }))
  return {
    set(scheme: 'light' | 'dark') {
      dark = scheme === 'dark'
      for (const listener of [...listeners]) listener()
    },
    listeners,
  }
}

const themeOf = () => modalHost().shadowRoot!.querySelector('[data-tessera-root]')!.getAttribute('data-theme')

describe('theme mode', () => {
  it("defaults to the visitor's colour scheme and follows it live", async () => {
    const scheme = stubColorScheme('dark')
    const kit = await startKit()
    expect(kit.theme.get().themeMode).toBe('system')
    expect(themeOf()).toBe('dark')
    act(() => scheme.set('light'))
    expect(themeOf()).toBe('light')
    act(() => scheme.set('dark'))
    expect(themeOf()).toBe('dark')
  })

  it('a fixed mode ignores the colour scheme; switching back to system follows it again', async () => {
    const scheme = stubColorScheme('dark')
    const kit = await startKit({ themeMode: 'light' })
    expect(themeOf()).toBe('light')
    act(() => scheme.set('light'))
    act(() => kit.theme.setThemeMode('dark'))
    expect(themeOf()).toBe('dark')
    act(() => kit.theme.setThemeMode('system'))
    expect(themeOf()).toBe('light')
  })

  it('stops listening to the colour scheme when the kit goes', async () => {
    const scheme = stubColorScheme('light')
    const kit = await startKit()
    expect(scheme.listeners.size).toBe(1)
    await kit.destroy()
    await Promise.resolve()
    expect(scheme.listeners.size).toBe(0)
  })

  it('rejects a mode it does not know', async () => {
    const kit = await startKit()
    expect(() => kit.theme.setThemeMode('blue' as 'dark')).toThrow(KitError)
  })
})

describe('theme variables', () => {
  it('change at run time: merged over the current ones, and a key set to undefined goes back to the default', async () => {
    const kit = await startKit({ themeVariables: { accent: '#ff0066', zIndex: 5000 } })
    const host = modalHost()
    act(() => kit.theme.setThemeVariables({ colorMix: '#7c3aed', colorMixStrength: 10, qrColor: '#1e1b4b', fontSizeMaster: 16 }))
    expect(host.style.getPropertyValue('--tessera-accent')).toBe('#ff0066')
    expect(host.style.getPropertyValue('--tessera-color-mix')).toBe('#7c3aed')
    expect(host.style.getPropertyValue('--tessera-color-mix-strength')).toBe('10%')
    expect(host.style.getPropertyValue('--tessera-qr-color')).toBe('#1e1b4b')
    expect(host.style.getPropertyValue('--tessera-font-size-master')).toBe('16px')
    act(() => kit.theme.setThemeVariables({ accent: undefined }))
    expect(host.style.getPropertyValue('--tessera-accent')).toBe('')
    expect(host.style.getPropertyValue('--tessera-z-index')).toBe('5000')
  })

  it.each([
    [{ accent: 'red; background: url(x)' }, /accent/],
    [{ accent: 'url(https://tracker.example/x)' }, /url\(\) is not allowed/],
    [{ colorMixStrength: 90 }, /between 0 and 40/],
    [{ colorMixStrength: '10%' }, /colorMixStrength/],
    [{ zIndex: Number.NaN }, /finite/],
    [{ shadow: '0 0 1px red' }, /no key "shadow"/],
  ])('refuses %o at run time with a clear error, and keeps the theme as it was', async (variables, message) => {
    const kit = await startKit({ themeVariables: { accent: '#ff0066' } })
    const before = kit.theme.get()
    expect(() => kit.theme.setThemeVariables(variables as never)).toThrow(message)
    expect(kit.theme.get()).toBe(before)
  })
})
