import type { ReactNode } from 'react'
import type { PluginContext } from '../../../kernel/index.js'
import { knownMessage } from '../../../ui/i18n/known-messages.js'
import { useKitMessages } from '../../../ui/i18n/use-kit-messages.js'
import { useMessages } from '../../../ui/i18n/use-messages.js'
import { boxClass } from '../../../ui/primitives/box-size.js'
import { Button } from '../../../ui/primitives/Button.js'
import { Icon } from '../../../ui/primitives/Icon.js'
import { QrCode, preloadQrEncoder } from '../../../ui/primitives/QrCode.js'
import { Spinner } from '../../../ui/primitives/Spinner.js'
import { WALLETCONNECT_MESSAGES, walletConnectMessages } from '../messages.js'
import { failureText } from './failure-text.js'
import type { Pairing } from './use-pairing.js'

// The pairing screens load ahead, while the Connect view shows: the encoder comes with them, so a code is drawn in
// the frame its URI arrives in.
preloadQrEncoder()

/** The URI a wallet can use now: none while it is being created, after it expired, or after a failure. */
export function liveUri(pairing: Pairing): string | undefined {
  return pairing.failure === undefined && pairing.state.status === 'pairing' ? pairing.state.uri : undefined
}

/** A failure with its way out; keyed so each new failure is a freshly inserted alert that screen readers announce. */
export function PairingFailure({ pairing }: { readonly pairing: Pairing }) {
  const { t } = useMessages(walletConnectMessages)
  // The kit's own spec sentences (a connector not connected) read in the locale too.
  const { t: tAny } = useKitMessages()
  const { declined } = pairing
  return (
    <div className="state-message" key={pairing.failure}>
      <div role="alert" className="status-text">
        <p className="state-title">{t(declined ? 'walletconnect.declined' : 'walletconnect.failed')}</p>
        <p className="state-text">{pairing.failure === undefined ? null : knownMessage(failureText(pairing.failure, t), tAny)}</p>
      </div>
      <Button onClick={pairing.retry} disabled={pairing.retryBlocked}>
        {t('walletconnect.tryAgain')}
      </Button>
    </div>
  )
}

/** The code to scan, or a spinner while the URI is being created (or replaced after it expired). */
export function PairingCode({ uri, logo, label }: { readonly uri: string | undefined; readonly logo?: ReactNode; readonly label: string }) {
  const { t } = useMessages(walletConnectMessages)
  if (uri) return <QrCode value={uri} label={label} logo={logo} />
  return (
    <div className={`qr qr-loading ${boxClass(240)}`}>
      <Spinner size={28} label={t('walletconnect.creating')} />
    </div>
  )
}

export function CopyLinkButton({ ctx, uri }: { readonly ctx: Pick<PluginContext, 'modal'>; readonly uri: string | undefined }) {
  const { t } = useMessages(walletConnectMessages)
  const copy = async () => {
    if (!uri) return
    try {
      // Missing on insecure origins and in some embedded browsers; writeText also rejects without permission.
      if (!navigator.clipboard?.writeText) throw new Error('clipboard unavailable')
      await navigator.clipboard.writeText(uri)
      // By key: the toast follows the visitor's locale, even one changed while it shows.
      ctx.modal.showToast(WALLETCONNECT_MESSAGES['walletconnect.linkCopied'], 'success', { key: 'walletconnect.linkCopied' })
    } catch {
      ctx.modal.showToast(WALLETCONNECT_MESSAGES['walletconnect.copyUnavailable'], 'error', { key: 'walletconnect.copyUnavailable' })
    }
  }
  return (
    <Button variant="secondary" disabled={!uri} onClick={() => void copy()}>
      <Icon name="copy" size={18} />
      {t('walletconnect.copyLink')}
    </Button>
  )
}

/** Where the pairing stands, for screen readers as much as for the eye. */
export function PairingStatus({ uri, children }: { readonly uri: string | undefined; readonly children?: ReactNode }) {
  const { t } = useMessages(walletConnectMessages)
  return (
    <div role="status" className="status-text">
      <p className="state-title">{t('walletconnect.continue')}</p>
      <p className="state-text">{uri ? (children ?? t('walletconnect.scan')) : t('walletconnect.preparing')}</p>
    </div>
  )
}
