import { useMemo, useState } from 'react'
import { usePluginContext } from '../../../ui/plugin-context.js'
import { Button } from '../../../ui/primitives/Button.js'
import { createEmailChange } from '../email-change.js'
import type { EmbeddedWalletMessageKey } from '../messages.js'
import { useLoginStep } from './use-login-step.js'

const PROMPTS = {
  email: { label: 'embeddedWallet.update.newEmail', text: 'embeddedWallet.update.emailPrompt', button: 'embeddedWallet.continue' },
  primary: { label: 'embeddedWallet.code', text: 'embeddedWallet.update.currentCode', button: 'embeddedWallet.confirm' },
  secondary: { label: 'embeddedWallet.code', text: 'embeddedWallet.update.newCode', button: 'embeddedWallet.confirm' },
} as const satisfies Record<string, Record<string, EmbeddedWalletMessageKey>>

/** Spec §4's email change from the Account view: the new address, a code to the current one, a code to the new one. */
export default function UpdateEmailView() {
  const ctx = usePluginContext()
  const change = useMemo(
    () => createEmailChange({ frame: async () => (await ctx.services.use('embedded-wallet/session')).frame(), email: ctx.storage.item('email') }),
    [],
  )
  const [value, setValue] = useState('')
  const [step, setStep] = useState(change.step())
  const { error, errorId, busy, submit, field, t } = useLoginStep(async () => {
    if (step === 'email') await change.request(value)
    else if (step === 'primary') await change.confirmPrimary(value)
    else if (step === 'secondary') {
      await change.confirmSecondary(value)
      // The account shows the new address at once, not at the next reload.
      const session = await ctx.services.use('embedded-wallet/session')
      session.userChanged()
    }
    setValue('')
    setStep(change.step())
  })

  if (step === 'done') {
    const email = ctx.storage.item('email').get()
    return (
      <div className="state-message" role="status">
        <p className="state-title">{t('embeddedWallet.update.done')}</p>
        <p className="state-text">{email ? t('embeddedWallet.update.signInWith', { email }) : t('embeddedWallet.update.signInWithNew')}</p>
      </div>
    )
  }
  const prompt = PROMPTS[step]
  const otp = step !== 'email'
  return (
    <form className="state-message" noValidate onSubmit={submit}>
      <p className="state-text">{t(prompt.text)}</p>
      <input
        className="search"
        key={step}
        aria-label={t(prompt.label)}
        {...(otp ? { inputMode: 'numeric' as const, autoComplete: 'one-time-code', maxLength: 6 } : { type: 'email', autoComplete: 'email', maxLength: 254 })}
        value={value}
        {...field}
        onChange={(e) => setValue(otp ? e.target.value.replace(/\D/g, '').slice(0, 6) : e.target.value)}
      />
      {error ? (
        <p id={errorId} className="state-text" role="alert">
          {error}
        </p>
      ) : null}
      <Button type="submit" loading={busy} disabled={otp ? value.length !== 6 : value.trim() === ''}>
        {t(prompt.button)}
      </Button>
    </form>
  )
}
