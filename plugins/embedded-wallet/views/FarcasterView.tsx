import { useEffect, useState } from 'react'
import { usePluginContext, usePluginState } from '../../../ui/plugin-context.js'
import { Button } from '../../../ui/primitives/Button.js'
import { CopyButton } from '../../../ui/primitives/CopyButton.js'
import { QrCode } from '../../../ui/primitives/QrCode.js'
import { Spinner } from '../../../ui/primitives/Spinner.js'
import { safeLinkHref } from '../../../ui/safe-url.js'

/** Spec §4 connect farcaster: the approval link as a QR code and a link; the view waits until it is approved. */
export default function FarcasterView() {
  const ctx = usePluginContext()
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
        <p className="state-title">Could not sign in with Farcaster</p>
        <p className="state-text" role="alert">
          {state.error}
        </p>
        <Button onClick={() => setAttempt((n) => n + 1)}>Try again</Button>
      </div>
    )
  }
  const link = state.provider === 'farcaster' ? safeLinkHref(state.farcasterUrl) : undefined
  if (!link) {
    return (
      <div className="state-message">
        <Spinner size={32} label="Preparing the Farcaster link" />
      </div>
    )
  }
  return (
    <div className="state-message">
      <QrCode value={link} label="QR code to sign in with Farcaster" size={240} />
      <div role="status" className="status-text">
        <p className="state-title">{state.status === 'connecting' ? 'Signing you in' : 'Scan with your phone'}</p>
        <p className="state-text">Scan the code with a Farcaster app, or open the link, and approve the sign-in.</p>
      </div>
      <a className="explorer-link" href={link} target="_blank" rel="noopener noreferrer">
        Open the Farcaster link
      </a>
      <CopyButton value={link} label="Copy link" copiedMessage="Link copied" />
    </div>
  )
}
