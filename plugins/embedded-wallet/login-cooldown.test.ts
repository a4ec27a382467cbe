import { describe, expect, it } from 'vitest'
import { loginCooldownMessage, loginCooldownSeconds } from './login-cooldown.js'

const sent = 1_700_000_000_000

describe('the login email cooldown (spec §4, §5, §9)', () => {
  it('refuses a new email for 30 s, counting the whole seconds left up', () => {
    expect(loginCooldownMessage(sent, sent)).toBe('Please try again after 30 seconds')
    expect(loginCooldownMessage(sent + 1, sent)).toBe('Please try again after 30 seconds')
    expect(loginCooldownMessage(sent + 12_001, sent)).toBe('Please try again after 18 seconds')
    expect(loginCooldownMessage(sent + 29_999, sent)).toBe('Please try again after 1 seconds')
    expect(loginCooldownMessage(sent + 30_000, sent)).toBeUndefined()
  })

  it('lets the first email through, and never waits longer than 30 s on a stored time from the future', () => {
    expect(loginCooldownSeconds(sent, undefined)).toBe(0)
    expect(loginCooldownSeconds(sent, Number.NaN)).toBe(0)
    expect(loginCooldownSeconds(sent, sent + 3_600_000)).toBe(30)
  })
})
