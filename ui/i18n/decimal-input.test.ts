import { describe, expect, it } from 'vitest'
import { decimalInput, decimalSign } from './decimal-input.js'

describe('an amount typed the way the visitor writes numbers', () => {
  it('reads the locale’s decimal comma as a point', () => {
    expect(decimalInput('0,25', 'de')).toBe('0.25')
    expect(decimalInput('1,5', 'fr')).toBe('1.5')
    expect(decimalInput('12,000001', 'pt-BR')).toBe('12.000001')
  })

  it('keeps a point as typed, in every locale', () => {
    expect(decimalInput('0.25', 'de')).toBe('0.25')
    expect(decimalInput('0.25', 'en')).toBe('0.25')
    expect(decimalInput('0.25', 'ja')).toBe('0.25')
  })

  it('never guesses grouping: both signs, several commas, or a comma in English stay as typed for the form to refuse', () => {
    expect(decimalInput('1.234,5', 'de')).toBe('1.234,5')
    expect(decimalInput('1,234', 'en')).toBe('1,234')
    expect(decimalInput('1,2,3', 'de')).toBe('1.2.3')
  })

  it('falls back to a point for a tag Intl does not know', () => {
    expect(decimalSign('en')).toBe('.')
    expect(decimalSign('de')).toBe(',')
    expect(decimalSign('not a tag')).toBe('.')
  })
})
