import { describe, expect, it } from 'vitest'
import { createTranslator, fillMessage } from './translate.js'
import { directionOf } from './direction.js'
import { resolveLocale } from './resolve-locale.js'

const LOCALES = ['es', 'pt', 'zh-CN', 'ar']

describe('resolveLocale', () => {
  it('takes the exact tag, else its language, else another region of the language, else English', () => {
    expect(resolveLocale('zh-CN', LOCALES)).toBe('zh-CN')
    expect(resolveLocale('pt-BR', LOCALES)).toBe('pt')
    expect(resolveLocale('ES', LOCALES)).toBe('es')
    expect(resolveLocale('zh-TW', LOCALES)).toBe('zh-CN')
    expect(resolveLocale('en-GB', LOCALES)).toBeUndefined()
  })
})

describe('directionOf', () => {
  it('is right to left for Arabic and Hebrew only', () => {
    expect(directionOf('ar')).toBe('rtl')
    expect(directionOf('he-IL')).toBe('rtl')
    expect(directionOf('ja')).toBe('ltr')
  })
})

describe('the translator', () => {
  const english = { 'a.hello': 'Continue in {wallet}', 'a.bye': 'Bye' }
  it('prefers the host’s wording, then the locale, then English, and fills placeholders', () => {
    const t = createTranslator({ english }, { 'a.hello': '{wallet}で続行' }, { 'a.bye': 'Ciao' })
    expect(t('a.hello', { wallet: 'Rabby' })).toBe('Rabbyで続行')
    expect(t('a.bye')).toBe('Ciao')
    expect(createTranslator({ english }, undefined, {})('a.hello', { wallet: 'Rabby' })).toBe('Continue in Rabby')
  })

  it('leaves a placeholder without a value visible, and never reads the prototype', () => {
    expect(fillMessage('Hi {name} {constructor}', { name: 'Ann' })).toBe('Hi Ann {constructor}')
    const t = createTranslator({ english }, undefined, {})
    expect(t('toString' as keyof typeof english)).toBe('toString')
    // Overrides arrive unchecked before the options schema runs: anything but text is passed over.
    const unchecked = createTranslator({ english }, undefined, { 'a.bye': 42, 'a.hello': { toString: () => 'x' } } as unknown as Record<string, string>)
    expect(unchecked('a.bye')).toBe('Bye')
  })
})
