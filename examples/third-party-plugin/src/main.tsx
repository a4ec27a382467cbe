import { createRoot } from 'react-dom/client'
import { createKit } from 'tessera'
import { devnet, devnetB, eip155 } from 'tessera/plugins/eip155'
import { ConnectButton, KitProvider, useKit, useKitEvents, useKitState } from 'tessera/react'
import { StrictMode, useState } from 'react'
import { greeter } from './greeter/plugin.js'

// The host adds the plugin like any other; it knows nothing more about it than its factory.
const kit = createKit({
  projectId: 'tessera-devnet-project',
  metadata: { name: 'Tessera third-party plugin', url: location.origin },
  networks: [devnet, devnetB],
  plugins: [eip155(), greeter()],
  // The page's language, as a host's own switcher would set it (`?locale=ja`).
  locale: new URLSearchParams(location.search).get('locale') ?? 'en',
})

function App() {
  const k = useKit()
  const count = useKitState((s) => s.greeter?.greetings ?? 0)
  const status = useKitState((s) => (s.activeNamespace ? s.chains[s.activeNamespace]?.accountState.status : undefined))
  const [last, setLast] = useState<string>()
  useKitEvents((type, payload) => {
    if (type === 'greeter:greeted') setLast((payload as { name: string }).name)
  })
  return (
    <main>
      <ConnectButton />
      <button type="button" onClick={() => k.open({ view: 'greeter/Hello', params: { name: 'Ada' } })}>
        Open the plugin's view
      </button>
      <p data-testid="count">
        {count} greeting(s){last ? `, last to ${last}` : ''}
      </p>
      <p data-testid="status">{status ?? 'starting'}</p>
    </main>
  )
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <KitProvider kit={kit}>
      <App />
    </KitProvider>
  </StrictMode>,
)
