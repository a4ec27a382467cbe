import { truncateAddress } from 'tessera/kernel'
import { usePluginState, type ViewProps } from 'tessera/react'

/**
 * The after-connect step's screen, opened with `ctx.modal.prompt(…, { dismissible: false })`: the modal cannot be
 * closed and has no way back while it waits, so the visitor answers with one of its two buttons.
 */
export default function WelcomeView({ params, prompt }: ViewProps<'greeter/Welcome'>) {
  const greetings = usePluginState((s) => s.greeter.greetings)
  return (
    <div className="stack">
      <p className="state-title">One more step</p>
      <p className="state-text">
        {`${truncateAddress(params.address)} is about to connect. The greeter greets every account that connects here (${greetings} so far). Do you accept its house rules?`}
      </p>
      <button type="button" className="button button-primary" onClick={() => prompt?.resolve()}>
        Accept and connect
      </button>
      <button type="button" className="button button-secondary" onClick={() => prompt?.reject()}>
        Decline
      </button>
    </div>
  )
}
