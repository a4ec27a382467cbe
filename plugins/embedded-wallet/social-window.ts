import type { PluginContext } from '../../kernel/index.js'
import type { SocialProvider } from './social-providers.js'
import { isTelegram } from './telegram.js'

const WIDTH = 500
const HEIGHT = 640

/**
 * Opens the sign-in window now, in the visitor's click (a popup blocker allows nothing later), empty until the
 * frame gives its address. Null when it is blocked: the page then goes there itself.
 */
function openSocialWindow(win: Window): Window | null {
  const left = Math.max(0, Math.round(win.screenX + (win.outerWidth - WIDTH) / 2))
  const top = Math.max(0, Math.round(win.screenY + (win.outerHeight - HEIGHT) / 2))
  try {
    return win.open('', 'tessera-social', `popup,width=${WIDTH},height=${HEIGHT},left=${left},top=${top}`)
  } catch {
    return null
  }
}

/**
 * A social button's click: the popup first (synchronously), then the ConnectingSocial view and the sign-in. Inside a
 * Telegram mini-app the page itself goes to the provider and comes back with `result_uri` (spec §2).
 */
export function beginSocialLogin(ctx: PluginContext, provider: SocialProvider, win: Window = window): void {
  const popup = isTelegram(win) ? null : openSocialWindow(win)
  // Try again stays on the view: showing it anew would end the new attempt as the old view leaves.
  if (ctx.router.current?.view !== 'EmbeddedWalletConnectingSocial') ctx.router.push('EmbeddedWalletConnectingSocial', { provider })
  ctx.services.use('embedded-wallet/social').then(
    (social) => social.start(provider, popup),
    (error: unknown) => {
      popup?.close()
      ctx.log.warn('social sign-in could not start', error)
    },
  )
}
