import { useMessages, usePluginContext, usePluginState, type ViewProps } from 'tessera/react'
import { greeterMessages } from './messages.js'

/** A plugin's view: its params are typed from KitViews, and it reads the kit through its plugin's context. */
export default function HelloView({ params }: ViewProps<'greeter/Hello'>) {
  const ctx = usePluginContext()
  const greetings = usePluginState((s) => s.greeter.greetings)
  const { t } = useMessages(greeterMessages)
  // Views render in the modal's shadow root: they use its classes (stack, state-text, button, …), no inline styles.
  return (
    <div className="stack">
      <p className="state-text">
        Hello, <strong>{params.name}</strong>! This view, its state slice and its event come from a third-party plugin.
      </p>
      <p className="state-text" data-testid="greetings">
        {t('greeter.count', { count: greetings })}
      </p>
      <button type="button" className="button button-primary" onClick={() => void ctx.services.use('greeter').then((g) => g.greet(params.name))}>
        {t('greeter.greetAgain')}
      </button>
    </div>
  )
}
