import { describe, expect, it } from 'vitest'
import { parseSocialResult, returnAddress, takeResultUri } from './social-result.js'

const STATE = 'S'.repeat(43)
const RESULT = 'http://127.0.0.1:8799/v1/social/redeem?result=abc'

function page(href: string) {
  const calls: string[] = []
  return {
    calls,
    win: { location: { href } as Location, history: { state: { keep: 1 }, replaceState: (_s: unknown, _t: string, url: string) => void calls.push(url) } as unknown as History },
  }
}

describe('the sign-in result', () => {
  it('reads a well-formed popup message, and nothing else', () => {
    expect(parseSocialResult({ type: '@tessera-auth/SOCIAL_RESULT', state: STATE, resultUri: RESULT })).toEqual({ type: '@tessera-auth/SOCIAL_RESULT', state: STATE, resultUri: RESULT })
    for (const bad of [
      null,
      'text',
      { type: '@other/SOCIAL_RESULT', state: STATE, resultUri: RESULT },
      { type: '@tessera-auth/SOCIAL_RESULT', state: 'short', resultUri: RESULT },
      { type: '@tessera-auth/SOCIAL_RESULT', state: `${STATE}<`, resultUri: RESULT },
      { type: '@tessera-auth/SOCIAL_RESULT', state: STATE, resultUri: 'javascript:alert(1)' },
      { type: '@tessera-auth/SOCIAL_RESULT', state: STATE, resultUri: `${RESULT}${'a'.repeat(2100)}` },
      { type: '@tessera-auth/SOCIAL_RESULT', state: STATE },
    ]) {
      expect(parseSocialResult(bad), JSON.stringify(bad)?.slice(0, 60)).toBeUndefined()
    }
  })

  it("takes result_uri out of the address at once, keeping the rest, and answers it only when well-formed", () => {
    const back = page(`http://127.0.0.1:4173/shop?tab=2&result_uri=${encodeURIComponent(RESULT)}#top`)
    expect(takeResultUri(back.win)).toBe(RESULT)
    expect(back.calls).toEqual(['http://127.0.0.1:4173/shop?tab=2#top'])

    const junk = page('http://127.0.0.1:4173/?result_uri=javascript%3Aalert(1)')
    expect(takeResultUri(junk.win)).toBeUndefined()
    expect(junk.calls).toEqual(['http://127.0.0.1:4173/'])

    const none = page('http://127.0.0.1:4173/?tab=2')
    expect(takeResultUri(none.win)).toBeUndefined()
    expect(none.calls).toEqual([])
  })

  it('returns to this page without an old result or fragment', () => {
    expect(returnAddress(`http://127.0.0.1:4173/a?x=1&result_uri=${encodeURIComponent(RESULT)}#f`)).toBe('http://127.0.0.1:4173/a?x=1')
  })
})
