import { useState } from 'react'
import { usePluginContext } from '../../../ui/plugin-context.js'
import { Button } from '../../../ui/primitives/Button.js'
import { finishLogin } from '../finish-login.js'
import { useLoginStep } from './use-login-step.js'

/** The Connect view's email section (slot `connect.section`, id 'email'): the address, refused inline when invalid. */
export default function EmailSection() {
  const ctx = usePluginContext()
  const [email, setEmail] = useState('')
  const session = () => ctx.services.use('embedded-wallet/session')

  // The frame needs a moment to load: it starts as soon as the visitor is about to type.
  const warm = () => void session().then((s) => s.frame()).catch(() => {})

  const { error, errorId, busy, submit, field, t } = useLoginStep(async () => {
    const { login } = await session()
    const next = await login.sendEmail(email)
    if (next === 'CONNECT') await finishLogin(ctx)
    else ctx.router.push('EmbeddedWalletOtp', { email: email.trim() })
  })

  return (
    <form className="email-login" noValidate onSubmit={submit}>
      <input
        className="search"
        type="email"
        name="email"
        autoComplete="email"
        aria-label={t('embeddedWallet.email')}
        placeholder={t('embeddedWallet.email')}
        maxLength={254}
        // Focus loads the secure frame: it waits for the visitor, not the modal's opening.
        data-no-initial-focus=""
        value={email}
        {...field}
        onFocus={warm}
        onChange={(e) => setEmail(e.target.value)}
      />
      {error ? (
        <p id={errorId} className="state-text" role="alert">
          {error}
        </p>
      ) : null}
      <Button type="submit" loading={busy} disabled={email.trim() === ''}>
        {t('embeddedWallet.continue')}
      </Button>
    </form>
  )
}
