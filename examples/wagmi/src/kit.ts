import { createKit } from 'tessera'
import { devnet, devnetB, eip155 } from 'tessera/plugins/eip155'
import { walletConnect } from 'tessera/plugins/walletconnect'
import { createWagmiConfig } from 'tessera/wagmi'

/** The devnet's two chains (`npm run devnet`): the kit's networks and, through the helper, wagmi's chains. */
const networks = [devnet, devnetB]

export const kit = createKit({
  projectId: 'tessera-devnet-project',
  metadata: { name: 'Tessera wagmi', description: 'A wagmi app connecting through Tessera', url: location.origin, icons: [] },
  networks,
  plugins: [
    eip155(),
    // Pairs over the devnet's loopback relay, with Verify off because it is not on this machine; a production site
    // passes no relayUrl. wagmi reaches a paired wallet through this one pairing: there is no second one.
    walletConnect({ relayUrl: 'ws://127.0.0.1:8792', verify: false }),
  ],
})

/** wagmi's Config: the kit's EVM networks as chains, HTTP transports to their RPC URLs, and the kit as connector. */
export const config = createWagmiConfig({ kit, networks })

declare module 'wagmi' {
  interface Register {
    config: typeof config
  }
}

// Handy from the devtools console and for the end-to-end tests.
;(window as unknown as { kit: typeof kit }).kit = kit
