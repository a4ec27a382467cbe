// The smallest host: EVM browser wallets only. `npm run size` holds this example to its budget.
import { createRoot } from 'react-dom/client'
import { createKit } from 'tessera'
import { devnet, devnetB, eip155 } from 'tessera/plugins/eip155'
import { ConnectButton, KitProvider } from 'tessera/react'

const kit = createKit({
  projectId: 'tessera-devnet-project',
  metadata: { name: 'Tessera minimal', url: location.origin },
  networks: [devnet, devnetB],
  plugins: [eip155()],
})

createRoot(document.getElementById('root')!).render(
  <KitProvider kit={kit}>
    <ConnectButton />
  </KitProvider>,
)
