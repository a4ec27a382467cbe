import type { ReactNode } from 'react'
import type { PluginContext } from '../../../kernel/index.js'
import { boxClass } from '../../../ui/primitives/box-size.js'
import { Button } from '../../../ui/primitives/Button.js'
import { Icon } from '../../../ui/primitives/Icon.js'
import { QrCode, preloadQrEncoder } from '../../../ui/primitives/QrCode.js'
import { Spinner } from '../../../ui/primitives/Spinner.js'
import { PAIRING_DECLINED } from '../pairing.js'
import type { Pairing } from './use-pairing.js'

// The pairing screens load ahead, while the Connect view shows: the encoder comes with them, so a code is drawn in
// the frame its URI arrives in.
preloadQrEncoder()

/** Spec §2's connect label. */
export const CONNECT_LABEL = 'Open and continue in the wallet app'

/** The URI a wallet can use now: none while it is being created, after it expired, or after a failure. */
export function liveUri(pairing: Pairing): string | undefined {
  return pairing.failure === undefined && pairing.state.status === 'pairing' ? pairing.state.uri : undefined
}

/** A failure with its way out; keyed so each new failure is a freshly inserted alert that screen readers announce. */
export function PairingFailure({ pairing }: { readonly pairing: Pairing }) {
  const { declined } = pairing
  // The wallet's refusal of the proposal gets the usual explanation; a connection step's, its own words.
  const text = pairing.failure === PAIRING_DECLINED ? 'Connection can be declined if a previous request is still active' : pairing.failure
  return (
    <div className="state-message" key={pairing.failure}>
      <div role="alert" className="status-text">
        <p className="state-title">{declined ? 'Connection declined' : 'Connection failed'}</p>
        <p className="state-text">{text}</p>
      </div>
      <Button onClick={pairing.retry} disabled={pairing.retryBlocked}>
        Try again
      </Button>
    </div>
  )
}

/** The code to scan, or a spinner while the URI is being created (or replaced after it expired). */
export function PairingCode({ uri, logo, label }: { readonly uri: string | undefined; readonly logo?: ReactNode; readonly label: string }) {
  if (uri) return <QrCode value={uri} label={label} logo={logo} />
  return (
    <div className={`qr qr-loading ${boxClass(240)}`}>
      <Spinner size={28} label="Creating a connection link" />
    </div>
  )
}

export function CopyLinkButton({ ctx, uri }: { readonly ctx: Pick<PluginContext, 'modal'>; readonly uri: string | undefined }) {
  const copy = async () => {
    if (!uri) return
    try {
      // Missing on insecure origins and in some embedded browsers; writeText also rejects without permission.
      if (!navigator.clipboard?.writeText) throw new Error('clipboard unavailable')
      await navigator.clipboard.writeText(uri)
      ctx.modal.showToast('Link copied', 'success')
    } catch {
      ctx.modal.showToast('Copying is not available here', 'error')
    }
  }
  return (
    <Button variant="secondary" disabled={!uri} onClick={() => void copy()}>
      <Icon name="copy" size={18} />
      Copy link
    </Button>
  )
}

/** Where the pairing stands, for screen readers as much as for the eye. */
export function PairingStatus({ uri, children }: { readonly uri: string | undefined; readonly children?: ReactNode }) {
  return (
    <div role="status" className="status-text">
      <p className="state-title">{CONNECT_LABEL}</p>
      <p className="state-text">{uri ? (children ?? 'Scan the code with your phone, or copy the link into the wallet') : 'Preparing a connection link…'}</p>
    </div>
  )
}
