'use client'
import type { ReactNode } from 'react'
import { cookieStorage, createKit, type KitInitialState } from 'tessera'
import { devnet, devnetB, eip155 } from 'tessera/plugins/eip155'
import { KitProvider } from 'tessera/react'

// One kit for the app. It keeps its connection in cookies, so a server can render the connected button
// (app/account/page.tsx); on the server itself it stays in its initial state.
const kit = createKit({
  storage: cookieStorage(),
  projectId: 'tessera-devnet-project',
  metadata: { name: 'Tessera on Next.js', url: 'http://127.0.0.1' },
  networks: [devnet, devnetB],
  plugins: [eip155()],
})

export function Providers({ children, initialState }: { children: ReactNode; initialState?: KitInitialState | undefined }) {
  return (
    <KitProvider kit={kit} initialState={initialState}>
      {children}
    </KitProvider>
  )
}
