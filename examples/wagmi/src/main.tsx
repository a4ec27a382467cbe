// A wagmi app whose wallet connection is the kit's: WagmiProvider and TanStack Query as any wagmi app has them,
// KitProvider for the kit's buttons and modal. The hooks below are wagmi's own, unchanged.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { KitProvider } from 'tessera/react'
import { WagmiProvider } from 'wagmi'
import { App } from './App.js'
import { config, kit } from './kit.js'
import './wagmi.css'

const queryClient = new QueryClient()

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <KitProvider kit={kit}>
          <App />
        </KitProvider>
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
)
