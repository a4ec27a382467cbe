import { useState } from 'react'
import { usePluginContext } from '../../../ui/plugin-context.js'
import { Button } from '../../../ui/primitives/Button.js'
import type { ViewProps } from '../../../ui/view-props.js'
import { finishLogin } from '../finish-login.js'
import { useLoginStep } from './use-login-step.js'

/** Spec §4: the 6-digit code mailed to the visitor; CONNECT connects, VERIFY_DEVICE asks to approve this device. */
export default function OtpView({ params }: ViewProps<'EmbeddedWalletOtp'>) {
  const ctx = usePluginContext()
  const [otp, setOtp] = useState('')

  const { error, errorId, busy, submit, field, t } = useLoginStep(async () => {
    const { login } = await ctx.services.use('embedded-wallet/session')
    const next = await login.submitOtp(otp)
    if (next === 'VERIFY_DEVICE') ctx.router.replace('EmbeddedWalletVerifyDevice', { email: params.email })
    else await finishLogin(ctx)
  })

  return (
    <form className="state-message" noValidate onSubmit={submit}>
      <p className="state-text">{t('embeddedWallet.otp.prompt', { email: params.email })}</p>
      <input
        className="search"
        inputMode="numeric"
        autoComplete="one-time-code"
        aria-label={t('embeddedWallet.code')}
        maxLength={6}
        value={otp}
        {...field}
        onChange={(e) => setOtp(e.target.value.replace(/\D/g, '').slice(0, 6))}
      />
      {error ? (
        <p id={errorId} className="state-text" role="alert">
          {error}
        </p>
      ) : null}
      <Button type="submit" loading={busy} disabled={otp.length !== 6}>
        {t('embeddedWallet.confirm')}
      </Button>
    </form>
  )
}
