import { describe, expect, it } from 'vitest'
import { CORE_LOCALES, loadCoreLocale } from './load-core-locale.js'
import { CORE_MESSAGES } from './core-messages.js'

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

describe('the core locales', () => {
  it('cover the twelve languages the kit promises beside English', () => {
    expect([...CORE_LOCALES].sort()).toEqual(['ar', 'de', 'es', 'fr', 'hi', 'id', 'ja', 'ko', 'pt', 'ru', 'tr', 'zh-CN'])
  })

  it.each(CORE_LOCALES)('%s has every English key, no other, each translated with the same placeholders', async (code) => {
    const loaded = await loadCoreLocale(code)
    expect(loaded?.locale).toBe(code)
    const catalogue: Record<string, string> = loaded!.messages
    const missing = Object.keys(CORE_MESSAGES).filter((key) => !Object.hasOwn(catalogue, key))
    const unknown = Object.keys(catalogue).filter((key) => !Object.hasOwn(CORE_MESSAGES, key))
    expect({ missing, unknown }).toEqual({ missing: [], unknown: [] })
    for (const [key, english] of Object.entries(CORE_MESSAGES)) {
      const text = catalogue[key]!
      expect(text.trim(), `${code} ${key}`).not.toBe('')
      expect(placeholders(text), `${code} ${key}`).toEqual(placeholders(english))
    }
  })

  it('reads the closest texts it has, and none for a language it lacks', async () => {
    expect((await loadCoreLocale('pt-BR'))?.locale).toBe('pt')
    expect((await loadCoreLocale('zh'))?.locale).toBe('zh-CN')
    expect(await loadCoreLocale('xx')).toBeUndefined()
    expect(await loadCoreLocale('constructor')).toBeUndefined()
  })
})
