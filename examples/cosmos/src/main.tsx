// A Cosmos-only host: Keplr and Leap on the Cosmos Hub, Osmosis and the devnet's local chain.
// `npm run size` reports what Cosmos costs a host.
import { createRoot } from 'react-dom/client'
import { createKit } from 'tessera'
import { cosmos, cosmosDevnet, cosmosHub, osmosis } from 'tessera/plugins/cosmos'
import { ConnectButton, KitProvider } from 'tessera/react'

const kit = createKit({
  projectId: 'tessera-devnet-project',
  metadata: { name: 'Tessera cosmos', url: location.origin },
  networks: [cosmosHub, osmosis, cosmosDevnet],
  plugins: [cosmos()],
})

createRoot(document.getElementById('root')!).render(
  <KitProvider kit={kit}>
    <ConnectButton />
  </KitProvider>,
)
