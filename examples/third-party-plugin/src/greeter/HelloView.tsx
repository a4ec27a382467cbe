import { usePluginContext, usePluginState } from 'tessera/react'

export default function HelloView({ params }: { params: { name: string } }) {
  const ctx = usePluginContext()
  const greetings = usePluginState((s) => s.greeter.greetings)
  return (
    <div style={{ padding: 16, display: 'grid', gap: 12 }}>
      <p>
        Hello, <strong>{params.name}</strong>! This view, its state slice and its event come from a third-party plugin.
      </p>
      <p data-testid="greetings">Greetings so far: {greetings}</p>
      <button type="button" onClick={() => void ctx.services.use('greeter').then((g) => g.greet(params.name))}>
        Greet again
      </button>
    </div>
  )
}
