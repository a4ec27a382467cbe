import { usePluginContext, usePluginState } from 'tessera/react'

/** A section of the Connect view, placed by `features.connectMethodsOrder` (a plugin's own id comes after the spec's). */
export default function GreeterSection() {
  const ctx = usePluginContext()
  const greetings = usePluginState((s) => s.greeter.greetings)
  return (
    <div className="stack">
      <p className="state-text">{greetings === 0 ? 'Connect to get your first greeting.' : `The greeter has greeted ${greetings} time(s) here.`}</p>
      <button type="button" className="button button-secondary" onClick={() => ctx.router.push('greeter/Hello', { name: 'visitor' })}>
        Say hello first
      </button>
    </div>
  )
}
