// A Bitcoin-only host: Bitcoin browser wallets on the devnet's regtest ledger, testnet and mainnet.
// `npm run size` reports what Bitcoin costs a host.
import { createRoot } from 'react-dom/client'
import { createKit } from 'tessera'
import { bip122, bitcoin, bitcoinRegtest, bitcoinTestnet } from 'tessera/plugins/bip122'
import { ConnectButton, KitProvider } from 'tessera/react'

const kit = createKit({
  projectId: 'tessera-devnet-project',
  metadata: { name: 'Tessera bitcoin', url: location.origin },
  networks: [bitcoinRegtest, bitcoinTestnet, bitcoin],
  plugins: [bip122()],
})

createRoot(document.getElementById('root')!).render(
  <KitProvider kit={kit}>
    <ConnectButton />
  </KitProvider>,
)
