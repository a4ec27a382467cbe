import './solana-wallet.js'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { KitProvider } from 'tessera/react'
import { App } from './App.js'
import { kit } from './kit.js'

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <KitProvider kit={kit}>
      <App />
    </KitProvider>
  </StrictMode>,
)
