import { useEffect, useState } from 'react'
import { usePluginContext } from '../../../ui/plugin-context.js'
import type { ViewProps } from '../../../ui/view-props.js'
import { failureText, finishLogin } from '../finish-login.js'

/** Spec §4 VERIFY_DEVICE: the account's address got an approval link; the view waits until it is followed. */
export default function VerifyDeviceView({ params }: ViewProps<'EmbeddedWalletVerifyDevice'>) {
  const ctx = usePluginContext()
  const [error, setError] = useState<string>()

  useEffect(() => {
    const leave = new AbortController()
    void (async () => {
      try {
        const { login } = await ctx.services.use('embedded-wallet/session')
        await login.waitForDevice(leave.signal)
        if (!leave.signal.aborted) await finishLogin(ctx)
      } catch (failure) {
        if (!leave.signal.aborted) setError(failureText(failure))
      }
    })()
    return () => leave.abort()
  }, [])

  return (
    <div className="state-message">
      <div role="status" className="status-text">
        <p className="state-title">Register this device</p>
        <p className="state-text">{`Approve the login link we sent to ${params.email} to continue.`}</p>
      </div>
      {error ? (
        <p className="state-text" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}
