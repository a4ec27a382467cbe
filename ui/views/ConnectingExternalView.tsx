import { useEffect } from 'react'
import { ConnectionStepError, isUserRejection, renameWallet, toKitError } from '../../kernel/index.js'
import { usePluginContext, usePluginState } from '../plugin-context.js'
import { Button } from '../primitives/Button.js'
import { WalletImage } from '../primitives/WalletImage.js'
import { useRouteState } from '../route-state.js'
import type { ViewProps } from '../view-props.js'
import { useCoreMessages } from '../i18n/core-messages.js'
import { knownMessage } from '../i18n/known-messages.js'

type Status =
  | { readonly kind: 'connecting' }
  | { readonly kind: 'declined'; readonly message?: string }
  | { readonly kind: 'failed'; readonly message: string }

export default function ConnectingExternalView({ params }: ViewProps<'ConnectingExternal'>) {
  const ctx = usePluginContext()
  const { t } = useCoreMessages()
  const { connectorId, namespace } = params
  const connector = ctx.connectors.get(connectorId, namespace)
  const summary = usePluginState((s) => s.connectors.find((c) => c.id === connectorId && (!namespace || c.chains.includes(namespace))))
  // Kept with the route entry: a connection step may cover this view with its own, and its outcome must be here
  // when the visitor comes back, without asking the wallet a second time.
  const [status, setStatus] = useRouteState<Status>('status', { kind: 'connecting' })
  const [, setRequested, requested] = useRouteState('requested', false)

  const connect = async () => {
    setStatus({ kind: 'connecting' })
    try {
      // On success the kernel takes the modal where it belongs (the account).
      await ctx.connection.connect(connectorId, { namespace: connector?.chain ?? namespace })
    } catch (error) {
      // A step's refusal ("you declined to sign in") is its own message; a wallet's gets the usual wording.
      const step = error instanceof ConnectionStepError ? error.shortMessage : undefined
      setStatus(isUserRejection(error) ? { kind: 'declined', message: step } : { kind: 'failed', message: toKitError(error).shortMessage })
    }
  }

  useEffect(() => {
    // StrictMode runs effects twice on mount; a wallet must still get one request, not two popups.
    if (connector && !requested()) {
      setRequested(true)
      void connect()
    }
  }, [])

  if (!connector) {
    return (
      <div className="state-message" role="alert">
        <p className="state-title">{t('connect.walletUnavailable')}</p>
        <p className="state-text">{t('connect.walletUnavailableHint')}</p>
        <Button variant="secondary" onClick={() => (ctx.store.get().modal.history.length > 1 ? ctx.router.goBack() : ctx.router.reset('Connect'))}>
          {t('modal.back')}
        </Button>
      </div>
    )
  }

  const name = renameWallet(connector.name)
  const failed = status.kind !== 'connecting'
  return (
    <div className="state-message">
      <span className="connecting-image" data-state={failed ? 'error' : 'connecting'}>
        <WalletImage src={summary?.imageUrl ?? connector.imageUrl} name={connector.name} size={72} />
      </span>
      {/* Keyed by status, so a failure is a freshly inserted alert that screen readers announce. */}
      <div key={status.kind} role={failed ? 'alert' : 'status'} className="status-text">
        <p className="state-title">{status.kind === 'connecting' ? t('connect.continueIn', { wallet: name }) : status.kind === 'declined' ? t('connect.declined') : t('connect.failed')}</p>
        <p className="state-text">
          {status.kind === 'connecting'
            ? t('connect.accept')
            : status.kind === 'declined'
              ? status.message === undefined
                ? t('connect.declinedHint')
                : knownMessage(status.message, t)
              : knownMessage(status.message, t)}
        </p>
      </div>
      {failed ? <Button onClick={() => void connect()}>{t('modal.tryAgain')}</Button> : null}
    </div>
  )
}
