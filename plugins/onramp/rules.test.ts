import { afterEach, describe, expect, it, vi } from 'vitest'
import { BUY_LIMITS, cardOnrampChain, checkAmount, currentTimeZone, isRestrictedTimeZone } from './rules.js'

afterEach(() => vi.restoreAllMocks())

/** Pretends the browser is in `timeZone`, as Intl reports it. */
function fakeTimeZone(timeZone: string) {
  const real = Intl.DateTimeFormat.prototype.resolvedOptions
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...real.call(this), timeZone }
  })
}

describe('restricted time zones (spec §9)', () => {
  it.each(['Asia/Shanghai', 'Asia/Urumqi', 'Asia/Chongqing', 'Asia/Harbin', 'Asia/Kashgar', 'Asia/Macau', 'Asia/Hong_Kong', 'PRC'])('%s is restricted', (zone) => {
    fakeTimeZone(zone)
    expect(isRestrictedTimeZone(currentTimeZone())).toBe(true)
  })

  it.each(['Europe/Berlin', 'Asia/Tokyo', 'Asia/Taipei', 'America/New_York', 'UTC', ''])('%s is not', (zone) => {
    fakeTimeZone(zone)
    expect(isRestrictedTimeZone(currentTimeZone())).toBe(false)
  })

  it('reads the zone from Intl, and an Intl that throws counts as no zone', () => {
    fakeTimeZone('Asia/Hong_Kong')
    expect(currentTimeZone()).toBe('Asia/Hong_Kong')
    vi.restoreAllMocks()
    vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(() => {
      throw new RangeError('no Intl')
    })
    expect(currentTimeZone()).toBe('')
  })
})

describe('buy limits (spec §9 fallback)', () => {
  it('card takes 10.00 to 7500.00, bank transfer 10.00 to 25000.00', () => {
    expect(BUY_LIMITS).toEqual({ card: { min: '10.00', max: '7500.00' }, bank: { min: '10.00', max: '25000.00' } })
    expect(checkAmount('10', 'card', 'USD')).toEqual({ ok: true, amount: '10' })
    expect(checkAmount('7500.00', 'card', 'USD')).toEqual({ ok: true, amount: '7500.00' })
    expect(checkAmount('7500.01', 'card', 'USD')).toEqual({ ok: false, problem: 'range', message: 'Enter between 10.00 and 7500.00 USD for card' })
    expect(checkAmount('9.99', 'card', 'EUR')).toEqual({ ok: false, problem: 'range', message: 'Enter between 10.00 and 7500.00 EUR for card' })
    expect(checkAmount('25000', 'bank', 'USD').ok).toBe(true)
    expect(checkAmount('25000.01', 'bank', 'USD')).toEqual({ ok: false, problem: 'range', message: 'Enter between 10.00 and 25000.00 USD for bank transfer' })
  })

  it('refuses what is not an amount of money', () => {
    expect(checkAmount('', 'card', 'USD')).toEqual({ ok: false, problem: 'empty', message: 'Enter an amount' })
    for (const typed of ['1e3', '10.001', '-20', '0x20', '１００', '100,5']) expect(checkAmount(typed, 'card', 'USD')).toEqual({ ok: false, problem: 'decimals', message: 'Enter an amount with at most 2 decimals' })
  })

  it('uses the limits the data API gave when it gave some', () => {
    expect(checkAmount('20', 'card', 'USD', { min: '25.00', max: '100.00' })).toEqual({ ok: false, problem: 'range', message: 'Enter between 25.00 and 100.00 USD for card' })
  })
})

describe('card onramp chains (spec §9)', () => {
  it('names a listed chain by its network name and falls back to ethereum', () => {
    expect(cardOnrampChain('Base')).toBe('base')
    expect(cardOnrampChain('Avalanche C-Chain')).toBe('avalanche-c-chain')
    expect(cardOnrampChain('Arbitrum One')).toBe('arbitrum')
    expect(cardOnrampChain('Devnet')).toBe('ethereum')
  })
})
