// A Solana-only host: Wallet Standard browser wallets on the devnet's local cluster and the public clusters.
// `npm run size` reports what Solana costs a host.
import { createRoot } from 'react-dom/client'
import { createKit } from 'tessera'
import { solana, solanaDevnet, solanaLocal, solanaMainnet } from 'tessera/plugins/solana'
import { ConnectButton, KitProvider } from 'tessera/react'

const kit = createKit({
  projectId: 'tessera-devnet-project',
  metadata: { name: 'Tessera solana', url: location.origin },
  networks: [solanaLocal, solanaDevnet, solanaMainnet],
  plugins: [solana()],
})

createRoot(document.getElementById('root')!).render(
  <KitProvider kit={kit}>
    <ConnectButton />
  </KitProvider>,
)
