import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import 'tessera/styles.css'
import App from './App.tsx'
import { kit } from './kit.ts'
import { KitProvider } from 'tessera/react'

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <KitProvider kit={kit}>
      <App />
    </KitProvider>
  </StrictMode>,
)
