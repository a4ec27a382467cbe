import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createKit } from 'tessera'
import { devnet, devnetB, eip155 } from 'tessera/plugins/eip155'
import { ConnectButton, KitProvider, NetworkButton, useKitAccount } from 'tessera/react'

const kit = createKit({
  projectId: 'tessera-devnet-project',
  metadata: { name: 'React 18 consumer', url: location.origin },
  networks: [devnet, devnetB],
  plugins: [eip155()],
})

function Status() {
  const { status, address } = useKitAccount()
  return <p data-testid="status">{address ? `${status} ${address}` : 'disconnected'}</p>
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <KitProvider kit={kit}>
      <ConnectButton />
      <NetworkButton />
      <Status />
    </KitProvider>
  </StrictMode>,
)
