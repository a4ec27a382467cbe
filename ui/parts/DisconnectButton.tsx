import { useState } from 'react'
import { toKitError } from '../../kernel/index.js'
import { usePluginContext } from '../plugin-context.js'
import { Button } from '../primitives/Button.js'
import { Icon } from '../primitives/Icon.js'
import { useCoreMessages } from '../i18n/core-messages.js'

export function DisconnectButton() {
  const ctx = usePluginContext()
  const { t } = useCoreMessages()
  const [busy, setBusy] = useState(false)
  const disconnect = async () => {
    setBusy(true)
    try {
      // On success the kernel takes the modal back to Connect.
      await ctx.connection.disconnect()
    } catch (error) {
      ctx.modal.showToast(toKitError(error).shortMessage, 'error')
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button variant="danger" loading={busy} onClick={() => void disconnect()}>
      {busy ? null : <Icon name="disconnect" size={18} />}
      {t('account.disconnect')}
    </Button>
  )
}
