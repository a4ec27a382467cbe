import { describe, expect, it } from 'vitest'
import { KIT_LOCALES } from './locale-loader.js'
import { coreMessages } from './core-messages.js'
import { checkCatalogue } from './testing/check-catalogue.js'

describe('the core locales', () => {
  it('cover the twelve languages the kit promises beside English', () => {
    expect([...KIT_LOCALES].sort()).toEqual(['ar', 'de', 'es', 'fr', 'hi', 'id', 'ja', 'ko', 'pt', 'ru', 'tr', 'zh-CN'])
  })
})

checkCatalogue('the modal', coreMessages)
