import { useMessages } from '../../../ui/i18n/use-messages.js'
import { usePluginContext, usePluginState } from '../../../ui/plugin-context.js'
import { Button } from '../../../ui/primitives/Button.js'
import { Icon } from '../../../ui/primitives/Icon.js'
import { Spinner } from '../../../ui/primitives/Spinner.js'
import type { ViewProps } from '../../../ui/view-props.js'
import { namesMessages } from '../messages.js'

/** Spec §2 RegisterAccountNameSuccess: the chosen name while the wallet signs and the registry answers, then done. */
export default function RegisterAccountNameSuccessView({ params }: ViewProps<'RegisterAccountNameSuccess'>) {
  const ctx = usePluginContext()
  const { t } = useMessages(namesMessages)
  const flow = usePluginState((s) => s.names)
  const name = flow.name ?? params.name
  if (flow.status === 'registered') {
    return (
      <div className="state-message" role="status" data-testid="name-registered">
        <span className="state-icon">
          <Icon name="check" size={28} />
        </span>
        <p className="state-title">{name}</p>
        <p className="state-text">{t('names.registered')}</p>
        <Button onClick={() => ctx.router.reset('Account')}>{t('names.backToAccount')}</Button>
      </div>
    )
  }
  return (
    <div className="state-message">
      <Spinner size={32} label={flow.status === 'registering' ? t('names.registering') : t('names.waitingSignature')} />
      <p className="state-title">{name}</p>
      <p className="state-text">{flow.status === 'registering' ? t('names.registeringText') : t('names.signPrompt')}</p>
    </div>
  )
}
