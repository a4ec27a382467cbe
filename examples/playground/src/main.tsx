import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { KitProvider } from 'tessera/react'
import { App } from './App.js'
import { kit } from './kit.js'
import { loadSolanaWalletIfAsked } from './solana-wallet.js'

loadSolanaWalletIfAsked()

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <KitProvider kit={kit}>
      <App />
    </KitProvider>
  </StrictMode>,
)
