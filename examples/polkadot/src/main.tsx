// A Polkadot-only host: browser extensions (polkadot{.js}, Talisman, SubWallet) on Polkadot, Kusama and Westend.
// `npm run size` reports what Polkadot costs a host.
import { createRoot } from 'react-dom/client'
import { createKit } from 'tessera'
import { kusama, polkadot, polkadotMainnet, westend } from 'tessera/plugins/polkadot'
import { ConnectButton, KitProvider } from 'tessera/react'

const kit = createKit({
  projectId: 'tessera-devnet-project',
  metadata: { name: 'Tessera polkadot', url: location.origin },
  networks: [polkadotMainnet, kusama, westend],
  plugins: [polkadot()],
})

createRoot(document.getElementById('root')!).render(
  <KitProvider kit={kit}>
    <ConnectButton />
  </KitProvider>,
)
