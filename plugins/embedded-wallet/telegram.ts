import type { SocialOption } from './social-providers.js'

/** What a Telegram mini-app's page has: the WebApp object of its script, or the webview's bridge. */
interface TelegramWindow {
  readonly Telegram?: { readonly WebApp?: unknown }
  readonly TelegramWebviewProxy?: unknown
}

export function isTelegram(win: object): boolean {
  const w = win as TelegramWindow
  return Boolean(w.Telegram?.WebApp || w.TelegramWebviewProxy)
}

type Platform = 'ios' | 'mac' | 'android' | 'other'

/** iOS first: an iPhone's user agent also says "like Mac OS X". */
function platformOf(userAgent: string): Platform {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios'
  if (/Android/i.test(userAgent)) return 'android'
  if (/Macintosh|Mac OS X/i.test(userAgent)) return 'mac'
  return 'other'
}

/** Spec §5: inside Telegram, the providers whose sign-in the platform's webview cannot complete are left out. */
const HIDDEN_IN_TELEGRAM: Readonly<Record<Platform, readonly SocialOption[]>> = {
  ios: ['google'],
  mac: ['x'],
  android: ['facebook', 'x'],
  other: [],
}

/** The Connect view's social buttons: the host's `features.socials`, in its order, less what Telegram cannot offer. */
export function visibleSocials(socials: readonly SocialOption[] | false, page: { readonly telegram: boolean; readonly userAgent: string }): SocialOption[] {
  if (!socials) return []
  const hidden = page.telegram ? HIDDEN_IN_TELEGRAM[platformOf(page.userAgent)] : []
  return socials.filter((social, index) => !hidden.includes(social) && socials.indexOf(social) === index)
}
