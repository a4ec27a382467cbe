import { useEffect, useRef, useState } from 'react'
import { isUserRejection, renameWallet, toKitError } from '../../kernel/index.js'
import { useKitInstance } from '../kit-context.js'
import { Button } from '../primitives/Button.js'
import { WalletImage } from '../primitives/WalletImage.js'
import { useKitSelector } from '../use-kit-selector.js'
import type { ViewProps } from '../view-props.js'

type Status = { readonly kind: 'connecting' } | { readonly kind: 'declined' } | { readonly kind: 'failed'; readonly message: string }

export default function ConnectingExternalView({ params }: ViewProps<'ConnectingExternal'>) {
  const kit = useKitInstance()
  const { connectorId } = params
  const connector = kit.connectors.get(connectorId)
  const summary = useKitSelector(kit, (s) => s.connectors.find((c) => c.id === connectorId))
  const [status, setStatus] = useState<Status>({ kind: 'connecting' })
  const mounted = useRef(false)
  const requested = useRef(false)

  const connect = async () => {
    setStatus({ kind: 'connecting' })
    try {
      await kit.connect(connectorId)
      if (mounted.current) kit.router.reset('Account')
    } catch (error) {
      if (!mounted.current) return
      setStatus(isUserRejection(error) ? { kind: 'declined' } : { kind: 'failed', message: toKitError(error).shortMessage })
    }
  }

  useEffect(() => {
    mounted.current = true
    // StrictMode runs effects twice on mount; a wallet must still get one request, not two popups.
    if (connector && !requested.current) {
      requested.current = true
      void connect()
    }
    return () => {
      mounted.current = false
    }
  }, [])

  if (!connector) {
    return (
      <div className="state-message" role="alert">
        <p className="state-title">Wallet not available</p>
        <p className="state-text">This wallet is no longer available in this browser. Choose another way to connect.</p>
        <Button variant="secondary" onClick={() => (kit.getState().modal.history.length > 1 ? kit.router.goBack() : kit.router.reset('Connect'))}>
          Back
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
        <p className="state-title">{status.kind === 'connecting' ? `Continue in ${name}` : status.kind === 'declined' ? 'Connection declined' : 'Connection failed'}</p>
        <p className="state-text">
          {status.kind === 'connecting'
            ? 'Accept the connection request in the wallet'
            : status.kind === 'declined'
              ? 'Connection can be declined if a previous request is still active'
              : status.message}
        </p>
      </div>
      {failed ? <Button onClick={() => void connect()}>Try again</Button> : null}
    </div>
  )
}
