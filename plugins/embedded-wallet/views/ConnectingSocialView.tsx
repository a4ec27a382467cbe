import { useEffect } from 'react'
import { usePluginContext, usePluginState } from '../../../ui/plugin-context.js'
import { Button } from '../../../ui/primitives/Button.js'
import { Spinner } from '../../../ui/primitives/Spinner.js'
import type { ViewProps } from '../../../ui/view-props.js'
import { socialName } from '../social-providers.js'
import { beginSocialLogin } from '../social-window.js'

/** Spec §4 connect social: the visitor signs in in the provider's window; a failure says why, with retry (and the header's back). */
export default function ConnectingSocialView({ params }: ViewProps<'EmbeddedWalletConnectingSocial'>) {
  const ctx = usePluginContext()
  const state = usePluginState((s) => s.embeddedWalletSocial)
  const provider = params?.provider
  const name = provider ? socialName(provider) : undefined

  // Leaving the view gives the sign-in up: its window closes and a late result is ignored.
  useEffect(() => () => void ctx.services.use('embedded-wallet/social').then((social) => social.cancel(), () => {}), [])

  if (state.status === 'failed') {
    return (
      <div className="state-message">
        <p className="state-title">{name ? `Could not sign in with ${name}` : 'Could not sign you in'}</p>
        <p className="state-text" role="alert">
          {state.error}
        </p>
        {provider ? <Button onClick={() => beginSocialLogin(ctx, provider)}>Try again</Button> : null}
      </div>
    )
  }
  const connecting = state.status === 'connecting' || !provider
  return (
    <div className="state-message">
      <Spinner size={32} />
      <div role="status" className="status-text">
        <p className="state-title">{connecting ? 'Signing you in' : `Continue in the ${name} window`}</p>
        <p className="state-text">{connecting ? 'Setting up your wallet…' : 'Sign in there; the window closes by itself when you are done.'}</p>
      </div>
      {connecting ? null : (
        <Button variant="secondary" onClick={() => ctx.router.goBack()}>
          Cancel
        </Button>
      )}
    </div>
  )
}
