'use client'
import type { ReactNode } from 'react'
import { createKit } from 'tessera'
import { devnet, devnetB, eip155 } from 'tessera/plugins/eip155'
import { KitProvider } from 'tessera/react'

// One kit for the app, created where the browser runs it; on the server it stays in its initial state.
const kit = createKit({
  projectId: 'tessera-devnet-project',
  metadata: { name: 'Tessera on Next.js', url: 'http://127.0.0.1' },
  networks: [devnet, devnetB],
  plugins: [eip155()],
})

export function Providers({ children }: { children: ReactNode }) {
  return <KitProvider kit={kit}>{children}</KitProvider>
}
