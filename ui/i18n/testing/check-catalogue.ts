import { describe, expect, it } from 'vitest'
import type { MessageSource } from '../../../kernel/index.js'
import { KIT_LOCALES } from '../locale-loader.js'

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

/**
 * Fails when a locale of `source` misses one of its English keys, adds one, leaves one empty or changes its
 * placeholders: what each set of texts (the modal's, each plugin's) runs in its own test.
 */
export function checkCatalogue(name: string, source: MessageSource<string>): void {
  describe(`${name}: every locale`, () => {
    it.each(KIT_LOCALES)('%s has every English key, no other, each translated with the same placeholders', async (code) => {
      const loaded = await source.load(code)
      expect(loaded?.locale).toBe(code)
      const catalogue: Readonly<Record<string, string>> = loaded!.messages
      const missing = Object.keys(source.english).filter((key) => !Object.hasOwn(catalogue, key))
      const unknown = Object.keys(catalogue).filter((key) => !Object.hasOwn(source.english, key))
      expect({ missing, unknown }).toEqual({ missing: [], unknown: [] })
      for (const [key, english] of Object.entries(source.english)) {
        const text = catalogue[key]!
        expect(text.trim(), `${code} ${key}`).not.toBe('')
        expect(placeholders(text), `${code} ${key}`).toEqual(placeholders(english))
      }
    })

    it('reads the closest texts it has, and none for a language it lacks', async () => {
      expect((await source.load('pt-BR'))?.locale).toBe('pt')
      expect((await source.load('zh'))?.locale).toBe('zh-CN')
      expect(await source.load('xx')).toBeUndefined()
      expect(await source.load('constructor')).toBeUndefined()
    })
  })
}
