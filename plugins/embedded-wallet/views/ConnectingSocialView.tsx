import { useEffect } from 'react'
import { useMessages } from '../../../ui/i18n/use-messages.js'
import { usePluginContext, usePluginState } from '../../../ui/plugin-context.js'
import { Button } from '../../../ui/primitives/Button.js'
import { Spinner } from '../../../ui/primitives/Spinner.js'
import type { ViewProps } from '../../../ui/view-props.js'
import { embeddedWalletMessages } from '../messages.js'
import { socialName } from '../social-providers.js'
import { beginSocialLogin } from '../social-window.js'
import { shownFailure } from './failure-message.js'

/** Spec §4 connect social: the visitor signs in in the provider's window; a failure says why, with retry (and the header's back). */
export default function ConnectingSocialView({ params }: ViewProps<'EmbeddedWalletConnectingSocial'>) {
  const ctx = usePluginContext()
  const { t } = useMessages(embeddedWalletMessages)
  const state = usePluginState((s) => s.embeddedWalletSocial)
  const provider = params?.provider
  const name = provider ? socialName(provider) : undefined

  // Leaving the view gives the sign-in up: its window closes and a late result is ignored.
  useEffect(() => () => void ctx.services.use('embedded-wallet/social').then((social) => social.cancel(), () => {}), [])

  if (state.status === 'failed') {
    return (
      <div className="state-message">
        <p className="state-title">{name ? t('embeddedWallet.social.failed', { provider: name }) : t('embeddedWallet.social.failedNoProvider')}</p>
        <p className="state-text" role="alert">
          {state.error === undefined ? null : shownFailure(state.error, t)}
        </p>
        {provider ? <Button onClick={() => beginSocialLogin(ctx, provider)}>{t('embeddedWallet.tryAgain')}</Button> : null}
      </div>
    )
  }
  const connecting = state.status === 'connecting' || !provider
  return (
    <div className="state-message">
      <Spinner size={32} />
      <div role="status" className="status-text">
        <p className="state-title">{connecting ? t('embeddedWallet.social.signingIn') : t('embeddedWallet.social.continueIn', { provider: name ?? '' })}</p>
        <p className="state-text">{t(connecting ? 'embeddedWallet.social.settingUp' : 'embeddedWallet.social.windowHint')}</p>
      </div>
      {connecting ? null : (
        <Button variant="secondary" onClick={() => ctx.router.goBack()}>
          {t('embeddedWallet.cancel')}
        </Button>
      )}
    </div>
  )
}
