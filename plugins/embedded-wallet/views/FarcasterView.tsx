import { useEffect, useState } from 'react'
import { useMessages } from '../../../ui/i18n/use-messages.js'
import { usePluginContext, usePluginState } from '../../../ui/plugin-context.js'
import { Button } from '../../../ui/primitives/Button.js'
import { CopyButton } from '../../../ui/primitives/CopyButton.js'
import { QrCode } from '../../../ui/primitives/QrCode.js'
import { Spinner } from '../../../ui/primitives/Spinner.js'
import { safeLinkHref } from '../../../ui/safe-url.js'
import { embeddedWalletMessages } from '../messages.js'
import { socialName } from '../social-providers.js'
import { shownFailure } from './failure-message.js'

/** Spec §4 connect farcaster: the approval link as a QR code and a link; the view waits until it is approved. */
export default function FarcasterView() {
  const ctx = usePluginContext()
  const { t } = useMessages(embeddedWalletMessages)
  const state = usePluginState((s) => s.embeddedWalletSocial)
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    const leave = new AbortController()
    void ctx.services.use('embedded-wallet/social').then((social) => social.farcaster(leave.signal), () => {})
    return () => leave.abort()
  }, [attempt])

  if (state.status === 'failed') {
    return (
      <div className="state-message">
        <p className="state-title">{t('embeddedWallet.social.failed', { provider: socialName('farcaster') })}</p>
        <p className="state-text" role="alert">
          {state.error === undefined ? null : shownFailure(state.error, t)}
        </p>
        <Button onClick={() => setAttempt((n) => n + 1)}>{t('embeddedWallet.tryAgain')}</Button>
      </div>
    )
  }
  const link = state.provider === 'farcaster' ? safeLinkHref(state.farcasterUrl) : undefined
  if (!link) {
    return (
      <div className="state-message">
        <Spinner size={32} label={t('embeddedWallet.farcaster.preparing')} />
      </div>
    )
  }
  return (
    <div className="state-message">
      <QrCode value={link} label={t('embeddedWallet.farcaster.qr')} size={240} />
      <div role="status" className="status-text">
        <p className="state-title">{t(state.status === 'connecting' ? 'embeddedWallet.social.signingIn' : 'embeddedWallet.farcaster.scan')}</p>
        <p className="state-text">{t('embeddedWallet.farcaster.hint')}</p>
      </div>
      <a className="explorer-link" href={link} target="_blank" rel="noopener noreferrer">
        {t('embeddedWallet.farcaster.open')}
      </a>
      <CopyButton value={link} label={t('embeddedWallet.farcaster.copy')} copiedMessage={t('embeddedWallet.farcaster.copied')} />
    </div>
  )
}
