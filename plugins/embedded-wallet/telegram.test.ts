import { describe, expect, it } from 'vitest'
import { DEFAULT_FEATURES } from '../../kernel/index.js'
import { isTelegram, visibleSocials } from './telegram.js'

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148'
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148'
const MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15'
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36'
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36'
const defaults = DEFAULT_FEATURES.socials as NonNullable<typeof DEFAULT_FEATURES.socials>

describe('the social buttons (spec §5 Telegram filtering, spec §9 order)', () => {
  it("outside Telegram: the host's list as given, in its order, on every platform", () => {
    expect(visibleSocials(defaults, { telegram: false, userAgent: IPHONE })).toEqual(['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'])
    expect(visibleSocials(['apple', 'google', 'x'], { telegram: false, userAgent: ANDROID })).toEqual(['apple', 'google', 'x'])
    expect(visibleSocials(false, { telegram: false, userAgent: WINDOWS })).toEqual([])
    expect(visibleSocials([], { telegram: false, userAgent: WINDOWS })).toEqual([])
  })

  it('inside Telegram: iOS removes google, Mac removes x, Android removes facebook and x, others keep all', () => {
    expect(visibleSocials(defaults, { telegram: true, userAgent: IPHONE })).toEqual(['x', 'discord', 'farcaster', 'github', 'apple', 'facebook'])
    expect(visibleSocials(defaults, { telegram: true, userAgent: IPAD })).toEqual(['x', 'discord', 'farcaster', 'github', 'apple', 'facebook'])
    expect(visibleSocials(defaults, { telegram: true, userAgent: MAC })).toEqual(['google', 'discord', 'farcaster', 'github', 'apple', 'facebook'])
    expect(visibleSocials(defaults, { telegram: true, userAgent: ANDROID })).toEqual(['google', 'discord', 'farcaster', 'github', 'apple'])
    expect(visibleSocials(defaults, { telegram: true, userAgent: WINDOWS })).toEqual(defaults)
    expect(visibleSocials(['x', 'facebook'], { telegram: true, userAgent: ANDROID })).toEqual([])
  })

  it('knows a Telegram mini-app by its WebApp object or the webview bridge', () => {
    expect(isTelegram({})).toBe(false)
    expect(isTelegram({ Telegram: {} })).toBe(false)
    expect(isTelegram({ Telegram: { WebApp: { platform: 'ios' } } })).toBe(true)
    expect(isTelegram({ TelegramWebviewProxy: { postEvent() {} } })).toBe(true)
  })
})
