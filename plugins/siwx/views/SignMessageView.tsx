import { useState } from 'react'
import { useMessages } from '../../../ui/i18n/use-messages.js'
import { usePluginContext } from '../../../ui/plugin-context.js'
import { Button } from '../../../ui/primitives/Button.js'
import type { ViewProps } from '../../../ui/view-props.js'
import { siwxMessages } from '../messages.js'

/**
 * Spec §2 SIWXSignMessage: asks the connected visitor to sign in. Signing stays on this view until the verifier has
 * accepted the session; a decline shows 'Signature declined' and the visitor may sign again or cancel.
 */
export default function SignMessageView({ params, prompt }: ViewProps<'SIWXSignMessage'>) {
  const ctx = usePluginContext()
  const { t } = useMessages(siwxMessages)
  const [signing, setSigning] = useState(false)
  const name = ctx.options.metadata?.name

  async function sign() {
    setSigning(true)
    try {
      const service = await ctx.services.use('siwx')
      if (await service.sign()) prompt?.resolve('signed')
    } finally {
      setSigning(false)
    }
  }

  return (
    <div className="state-message">
      <p className="state-title">{name === undefined ? t('siwx.needsConnectUnnamed') : t('siwx.needsConnect', { name })}</p>
      <p className="state-text">
        {params.required ? t('siwx.required') : t('siwx.optional')}
      </p>
      <Button loading={signing} onClick={() => void sign()}>
        {signing ? t('siwx.signing') : t('siwx.sign')}
      </Button>
      <Button variant="secondary" disabled={signing} onClick={() => (prompt ? prompt.resolve('cancelled') : ctx.modal.close({ force: true }))}>
        {t('siwx.cancel')}
      </Button>
    </div>
  )
}
