import { describe, expect, it } from 'vitest'
import { createLocaleContainer, isLocale, MAX_MESSAGE_OVERRIDES } from './locale.js'
import { parseKitOptions } from './options.js'
import { testNetworks } from './testing/test-networks.js'

const base = { projectId: 'p', networks: [testNetworks.mainnet] }
const issuesOf = (input: Record<string, unknown>) => {
  const result = parseKitOptions({ ...base, ...input })
  return result.ok ? [] : result.issues.map((i) => i.path.join('.'))
}

describe('the locale option', () => {
  it('accepts language tags and refuses anything else', () => {
    for (const tag of ['en', 'ja', 'pt-BR', 'zh-Hans-CN', 'ar']) expect(isLocale(tag)).toBe(true)
    for (const bad of ['', 'e', 'en_US', 'en-', '<b>', 'a'.repeat(40), 42]) expect(isLocale(bad)).toBe(false)
    expect(issuesOf({ locale: 'ja' })).toEqual([])
    expect(issuesOf({ locale: 'ja"><script>' })).toEqual(['locale'])
  })

  it('bounds the host’s message overrides', () => {
    expect(issuesOf({ messages: { 'connect.title': 'Sign in' } })).toEqual([])
    expect(issuesOf({ messages: { 'connect.title': 'x'.repeat(1001) } })).toEqual(['messages.connect.title'])
    expect(issuesOf({ messages: { ['k'.repeat(129)]: 'x' } })).not.toEqual([])
    const many = Object.fromEntries(Array.from({ length: MAX_MESSAGE_OVERRIDES + 1 }, (_, i) => [`k${i}`, 'x']))
    expect(issuesOf({ messages: many })).toEqual(['messages'])
  })

  it('starts the buttons in English when the given locale is not a tag', () => {
    expect(createLocaleContainer({ locale: 'not a tag' }, () => {}).get()).toEqual({ locale: 'en', messages: {} })
    expect(createLocaleContainer({ locale: 'ko', messages: 'x' }, () => {}).get()).toEqual({ locale: 'ko', messages: {} })
  })
})
