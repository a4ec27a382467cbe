import type { PluginContext } from '../../kernel/index.js'
import type { FrameClient } from './frame-client.js'
import type { LoginFlow } from './login-flow.js'
import { IDLE, type SocialLogin } from './social-login.js'
import { socialName } from './social-providers.js'
import { RESULT_URI_PARAM, takeResultUri } from './social-result.js'
import { declareSocialStorage } from './social-storage.js'
import type {} from './social-types.js'
import { isTelegram, visibleSocials } from './telegram.js'

/**
 * Social and Farcaster sign-in: spec §3's keys, the in-progress state, the sign-in service (loaded at first use), the
 * Connect view's social buttons and their views, and a `result_uri` the page came back with. Answers the login flow
 * with the social keys forgotten whenever the login data is (sign-out, a session the frame no longer knows).
 */
export function setupSocialLogin(ctx: PluginContext, frame: () => Promise<FrameClient>, login: LoginFlow): LoginFlow {
  const storage = declareSocialStorage(ctx)
  const slice = ctx.store.register('embeddedWalletSocial', IDLE)
  let service: Promise<SocialLogin> | undefined
  ctx.services.provide('embedded-wallet/social', () =>
    (service ??= import('./social-login.js').then(({ createSocialLogin }) => createSocialLogin({ ctx, frame, slice, storage, win: window }))),
  )
  const forgetting: LoginFlow = {
    ...login,
    forget() {
      login.forget()
      storage.forget()
    },
  }
  if (typeof window === 'undefined') return forgetting

  ctx.views.register('EmbeddedWalletConnectingSocial', {
    load: () => import('./views/ConnectingSocialView.js'),
    title: (params) =>
      params?.provider ? { key: 'embeddedWallet.title.continueWith', vars: { provider: socialName(params.provider) } } : { key: 'embeddedWallet.social.signingIn' },
  })
  ctx.views.register('EmbeddedWalletFarcaster', { load: () => import('./views/FarcasterView.js'), titleKey: 'embeddedWallet.title.farcaster' })
  if (visibleSocials(ctx.options.features.socials, { telegram: isTelegram(window), userAgent: navigator.userAgent }).length > 0) {
    ctx.slots.register('connect.section', { id: 'social', load: () => import('./views/SocialSection.js') })
  }

  // Spec §2: back from the provider (a redirect, a Telegram mini-app), the result leaves the address at once.
  const hadResult = new URLSearchParams(window.location.search).has(RESULT_URI_PARAM)
  const resultUri = takeResultUri(window)
  if (resultUri) void ctx.services.use('embedded-wallet/social').then((social) => social.complete(resultUri))
  else if (hadResult) ctx.log.warn(`ignored a malformed ${RESULT_URI_PARAM}`)
  return forgetting
}
