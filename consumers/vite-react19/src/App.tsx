import { ConnectButton, NetworkButton, useKitAccount, useKitModal, useKitNetwork } from 'tessera/react'

function App() {
  const { status, address } = useKitAccount()
  const { caipNetwork } = useKitNetwork()
  const { open } = useKitModal()
  return (
    <main>
      <ConnectButton />
      <NetworkButton />
      <button type="button" onClick={() => open({ view: 'Networks' })}>
        Networks
      </button>
      <p>
        {status ?? 'disconnected'} {address ?? ''} on {caipNetwork?.name ?? 'no network'}
      </p>
    </main>
  )
}

export default App
