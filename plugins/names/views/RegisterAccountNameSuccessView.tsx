import { usePluginContext, usePluginState } from '../../../ui/plugin-context.js'
import { Button } from '../../../ui/primitives/Button.js'
import { Icon } from '../../../ui/primitives/Icon.js'
import { Spinner } from '../../../ui/primitives/Spinner.js'
import type { ViewProps } from '../../../ui/view-props.js'

/** Spec §2 RegisterAccountNameSuccess: the chosen name while the wallet signs and the registry answers, then done. */
export default function RegisterAccountNameSuccessView({ params }: ViewProps<'RegisterAccountNameSuccess'>) {
  const ctx = usePluginContext()
  const flow = usePluginState((s) => s.names)
  const name = flow.name ?? params.name
  if (flow.status === 'registered') {
    return (
      <div className="state-message" role="status" data-testid="name-registered">
        <span className="state-icon">
          <Icon name="check" size={28} />
        </span>
        <p className="state-title">{name}</p>
        <p className="state-text">This is your name now: apps show it instead of your address.</p>
        <Button onClick={() => ctx.router.reset('Account')}>Back to account</Button>
      </div>
    )
  }
  return (
    <div className="state-message">
      <Spinner size={32} label={flow.status === 'registering' ? 'Registering' : 'Waiting for signature'} />
      <p className="state-title">{name}</p>
      <p className="state-text">{flow.status === 'registering' ? 'Registering your name…' : 'Sign the message in your wallet to register this name.'}</p>
    </div>
  )
}
