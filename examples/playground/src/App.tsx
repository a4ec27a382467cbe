import { useState } from 'react'
import { ConnectButton, NetworkButton, useDisconnect, useKit, useKitAccount, useKitEvents, useKitNetwork } from 'tessera/react'
import './playground.css'

export function App() {
  const kit = useKit()
  const account = useKitAccount()
  const network = useKitNetwork()
  const { disconnect } = useDisconnect()
  const [signature, setSignature] = useState<string>()
  const [signError, setSignError] = useState<string>()
  const [events, setEvents] = useState<string[]>([])
  useKitEvents((type, payload) => {
    if (type === 'kit:tracked' || type === 'connector:registered') return
    setEvents((list) => [`${type} ${JSON.stringify(payload)}`, ...list].slice(0, 12))
  })

  async function sign() {
    setSignature(undefined)
    setSignError(undefined)
    try {
      setSignature(await kit.signMessage({ message: 'Hello from the Tessera playground' }))
    } catch (error) {
      setSignError(error instanceof Error ? error.message : String(error))
    }
  }

  return (
    <main>
      <header>
        <h1>Tessera playground</h1>
        <div className="buttons">
          <NetworkButton />
          <ConnectButton />
        </div>
      </header>
      <section aria-label="Account">
        <h2>Account</h2>
        <dl>
          <dt>Status</dt>
          <dd data-testid="status">{account.status ?? '—'}</dd>
          <dt>Address</dt>
          <dd data-testid="address">{account.address ?? '—'}</dd>
          <dt>CAIP-10</dt>
          <dd>{account.caipAddress ?? '—'}</dd>
          <dt>Network</dt>
          <dd data-testid="network">{network.isUnsupported ? 'Unsupported' : (network.caipNetwork?.name ?? '—')}</dd>
          <dt>Balance</dt>
          <dd>{account.balance !== undefined ? `${account.balance} ${account.balanceSymbol ?? ''}` : '—'}</dd>
        </dl>
      </section>
      <section aria-label="Actions">
        <h2>Actions</h2>
        <div className="buttons">
          <button type="button" onClick={() => kit.open()}>Open modal</button>
          <button type="button" onClick={() => kit.open({ view: 'Networks' })}>Networks</button>
          <button type="button" disabled={!account.isConnected} onClick={sign}>Sign message</button>
          <button type="button" disabled={!account.isConnected} onClick={() => void disconnect()}>Disconnect</button>
        </div>
        {signature && <p className="mono" data-testid="signature">{signature}</p>}
        {signError && <p role="alert">{signError}</p>}
      </section>
      <section aria-label="Events">
        <h2>Events</h2>
        <ol className="mono">{events.map((e, i) => <li key={i}>{e}</li>)}</ol>
      </section>
    </main>
  )
}
