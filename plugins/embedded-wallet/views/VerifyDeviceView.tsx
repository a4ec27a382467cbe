import { useEffect, useState } from 'react'
import { usePluginContext } from '../../../ui/plugin-context.js'
import { useMessages } from '../../../ui/i18n/use-messages.js'
import type { ViewProps } from '../../../ui/view-props.js'
import { finishLogin } from '../finish-login.js'
import { embeddedWalletMessages } from '../messages.js'
import { shownFailure } from './failure-message.js'

/** Spec §4 VERIFY_DEVICE: the account's address got an approval link; the view waits until it is followed. */
export default function VerifyDeviceView({ params }: ViewProps<'EmbeddedWalletVerifyDevice'>) {
  const ctx = usePluginContext()
  const { t } = useMessages(embeddedWalletMessages)
  const [failure, setFailure] = useState<{ readonly cause: unknown }>()

  useEffect(() => {
    const leave = new AbortController()
    void (async () => {
      try {
        const { login } = await ctx.services.use('embedded-wallet/session')
        await login.waitForDevice(leave.signal)
        if (!leave.signal.aborted) await finishLogin(ctx)
      } catch (cause) {
        if (!leave.signal.aborted) setFailure({ cause })
      }
    })()
    return () => leave.abort()
  }, [])

  return (
    <div className="state-message">
      <div role="status" className="status-text">
        <p className="state-title">{t('embeddedWallet.device.title')}</p>
        <p className="state-text">{t('embeddedWallet.device.prompt', { email: params.email })}</p>
      </div>
      {failure ? (
        <p className="state-text" role="alert">
          {shownFailure(failure.cause, t)}
        </p>
      ) : null}
    </div>
  )
}
