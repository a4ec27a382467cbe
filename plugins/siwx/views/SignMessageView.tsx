import { useState } from 'react'
import { usePluginContext } from '../../../ui/plugin-context.js'
import { Button } from '../../../ui/primitives/Button.js'
import type { ViewProps } from '../../../ui/view-props.js'

/**
 * Spec §2 SIWXSignMessage: asks the connected visitor to sign in. Signing stays on this view until the verifier has
 * accepted the session; a decline shows 'Signature declined' and the visitor may sign again or cancel.
 */
export default function SignMessageView({ params, prompt }: ViewProps<'SIWXSignMessage'>) {
  const ctx = usePluginContext()
  const [signing, setSigning] = useState(false)
  const name = ctx.options.metadata?.name ?? 'This app'

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
      <p className="state-title">{`${name} needs to connect to your wallet`}</p>
      <p className="state-text">
        {params.required
          ? 'Sign this message to prove you own this wallet and proceed. Cancelling will disconnect you.'
          : 'Sign this message to prove you own this wallet and sign in.'}
      </p>
      <Button loading={signing} onClick={() => void sign()}>
        {signing ? 'Signing…' : 'Sign'}
      </Button>
      <Button variant="secondary" disabled={signing} onClick={() => (prompt ? prompt.resolve('cancelled') : ctx.modal.close({ force: true }))}>
        Cancel
      </Button>
    </div>
  )
}
