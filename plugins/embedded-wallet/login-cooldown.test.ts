import { describe, expect, it } from 'vitest'
import { loginCooldownSeconds } from './login-cooldown.js'

const sent = 1_700_000_000_000

describe('the login email cooldown (spec §4, §5, §9)', () => {
  it('refuses a new email for 30 s, counting the whole seconds left up', () => {
    expect(loginCooldownSeconds(sent, sent)).toBe(30)
    expect(loginCooldownSeconds(sent + 1, sent)).toBe(30)
    expect(loginCooldownSeconds(sent + 12_001, sent)).toBe(18)
    expect(loginCooldownSeconds(sent + 29_999, sent)).toBe(1)
    expect(loginCooldownSeconds(sent + 30_000, sent)).toBe(0)
  })

  it('lets the first email through, and never waits longer than 30 s on a stored time from the future', () => {
    expect(loginCooldownSeconds(sent, undefined)).toBe(0)
    expect(loginCooldownSeconds(sent, Number.NaN)).toBe(0)
    expect(loginCooldownSeconds(sent, sent + 3_600_000)).toBe(30)
  })
})
