import { useState } from 'react'
import { getBitcoinProvider } from 'tessera/plugins/bip122'
import { getSolanaProvider, transferSol } from 'tessera/plugins/solana'
import { ConnectButton, NetworkButton, useDisconnect, useKit, useKitAccount, useKitEvents, useKitNetwork, useKitState } from 'tessera/react'
import { signIn } from './kit.js'
import { PayDemo } from './PayDemo.js'
import { ThemeModeSelect } from './ThemeModeSelect.js'
import './playground.css'

/** The sign-in toggle reloads the page with `?siwx` (or `?siwx=required`), since the kit reads its plugins once. */
function setSignIn(mode: string | null) {
  const url = new URL(location.href)
  if (mode === null) url.searchParams.delete('siwx')
  else url.searchParams.set('siwx', mode)
  location.assign(url)
}

export function App() {
  const kit = useKit()
  const account = useKitAccount()
  const network = useKitNetwork()
  const { disconnect } = useDisconnect()
  const [signature, setSignature] = useState<string>()
  const [signError, setSignError] = useState<string>()
  const [events, setEvents] = useState<string[]>([])
  const signInStatus = useKitState((s) => s.siwx?.status)
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

  // Host code sending SOL through the connected wallet: the kit builds nothing here, the plugin's helper does.
  const [receiver, setReceiver] = useState('8apBKiED8sFLDqPM5mksCBAvw9eLf5qnHKzFwrHYGL6Y')
  const [transfer, setTransfer] = useState<string>()
  const [transferError, setTransferError] = useState<string>()
  async function sendSol() {
    setTransfer(undefined)
    setTransferError(undefined)
    try {
      const provider = await getSolanaProvider(kit)
      const cluster = kit.getCaipNetwork('solana')
      if (!provider || !cluster) throw new Error('Connect a Solana wallet first')
      setTransfer(await transferSol({ provider, network: cluster, to: receiver.trim(), lamports: 10_000_000n, commitment: 'confirmed' }))
    } catch (error) {
      setTransferError(error instanceof Error ? error.message : String(error))
    }
  }

  // Host code sending bitcoin through the connected wallet: the wallet builds, signs and broadcasts the payment.
  const [btcReceiver, setBtcReceiver] = useState('bcrt1qwqwxn0pae964jk3zu8zxr3lu2jyj0p7mk8hkdv')
  const [btcTransfer, setBtcTransfer] = useState<string>()
  const [btcTransferError, setBtcTransferError] = useState<string>()
  async function sendBtc() {
    setBtcTransfer(undefined)
    setBtcTransferError(undefined)
    try {
      const provider = await getBitcoinProvider(kit)
      if (!provider) throw new Error('Connect a Bitcoin wallet first')
      setBtcTransfer(await provider.sendTransfer({ recipient: btcReceiver.trim(), amount: 100_000n }))
    } catch (error) {
      setBtcTransferError(error instanceof Error ? error.message : String(error))
    }
  }

  return (
    <main>
      <header>
        <h1>Tessera playground</h1>
        <div className="buttons">
          <NetworkButton />
          <ConnectButton />
          <ThemeModeSelect />
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
          <dt>Sign-in</dt>
          <dd data-testid="siwx-status">{signInStatus ?? 'off'}</dd>
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
        <div className="buttons">
          <label>
            <input type="checkbox" checked={signIn !== null} onChange={(event) => setSignIn(event.target.checked ? '' : null)} /> Sign in after connecting
          </label>
          <label>
            <input type="checkbox" disabled={signIn === null} checked={signIn === 'required'} onChange={(event) => setSignIn(event.target.checked ? 'required' : '')} /> Required
          </label>
        </div>
        {signature && <p className="mono" data-testid="signature">{signature}</p>}
        {signError && <p role="alert">{signError}</p>}
      </section>
      <section aria-label="Send SOL">
        <h2>Send SOL</h2>
        <div className="buttons">
          <label>
            To <input className="mono" value={receiver} onChange={(event) => setReceiver(event.target.value)} size={46} />
          </label>
          <button type="button" disabled={account.caipAddress?.startsWith('solana:') !== true} onClick={sendSol}>Send 0.01 SOL</button>
        </div>
        {transfer && <p className="mono" data-testid="sol-transfer">{transfer}</p>}
        {transferError && <p role="alert">{transferError}</p>}
      </section>
      <section aria-label="Send BTC">
        <h2>Send BTC</h2>
        <div className="buttons">
          <label>
            To <input className="mono" value={btcReceiver} onChange={(event) => setBtcReceiver(event.target.value)} size={46} />
          </label>
          <button type="button" disabled={account.caipAddress?.startsWith('bip122:') !== true} onClick={sendBtc}>Send 0.001 BTC</button>
        </div>
        {btcTransfer && <p className="mono" data-testid="btc-transfer">{btcTransfer}</p>}
        {btcTransferError && <p role="alert">{btcTransferError}</p>}
      </section>
      <PayDemo />
      <section aria-label="Events">
        <h2>Events</h2>
        <ol className="mono">{events.map((e, i) => <li key={i}>{e}</li>)}</ol>
      </section>
    </main>
  )
}
