import { createRoot } from 'react-dom/client'
import { createKit } from 'tessera'
import { devnet, eip155 } from 'tessera/plugins/eip155'
import { ConnectButton, KitProvider, useKit, useKitEvents, useKitState } from 'tessera/react'
import { useState } from 'react'
import { greeter } from './greeter/plugin.js'

const kit = createKit({ projectId: 'tessera-devnet-project', networks: [devnet], plugins: [eip155(), greeter()] })

function App() {
  const k = useKit()
  const count = useKitState((s) => s.greeter.greetings)
  const [last, setLast] = useState<string>()
  useKitEvents((type, payload) => {
    if (type === 'greeter:greeted') setLast((payload as { name: string }).name)
  })
  return (
    <main style={{ fontFamily: 'system-ui', padding: 24, display: 'grid', gap: 12, justifyItems: 'start' }}>
      <ConnectButton />
      <button type="button" onClick={() => k.open({ view: 'greeter/Hello', params: { name: 'Ada' } })}>
        Open the plugin's view
      </button>
      <p data-testid="count">
        {count} greeting(s){last ? `, last to ${last}` : ''}
      </p>
    </main>
  )
}

createRoot(document.getElementById('root')!).render(
  <KitProvider kit={kit}>
    <App />
  </KitProvider>,
)
