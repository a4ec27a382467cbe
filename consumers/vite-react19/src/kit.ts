import { createKit, type KitOptions } from 'tessera'
import { devnet, devnetB, eip155 } from 'tessera/plugins/eip155'
import { registry } from 'tessera/plugins/registry'
import { walletConnect } from 'tessera/plugins/walletconnect'

const options: KitOptions = {
  projectId: 'tessera-devnet-project',
  metadata: { name: 'Vite consumer', description: 'The stock Vite template with Tessera', url: location.origin, icons: [] },
  networks: [devnet, devnetB],
  plugins: [eip155(), walletConnect(), registry()],
  themeMode: 'dark',
}

export const kit = createKit(options)
