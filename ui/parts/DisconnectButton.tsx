import { useState } from 'react'
import { toKitError } from '../../kernel/index.js'
import { useKitInstance } from '../kit-context.js'
import { Button } from '../primitives/Button.js'
import { Icon } from '../primitives/Icon.js'

export function DisconnectButton() {
  const kit = useKitInstance()
  const [busy, setBusy] = useState(false)
  const disconnect = async () => {
    setBusy(true)
    try {
      // On success the kernel takes the modal back to Connect.
      await kit.disconnect()
    } catch (error) {
      kit.modal.showToast(toKitError(error).shortMessage, 'error')
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button variant="danger" loading={busy} onClick={() => void disconnect()}>
      {busy ? null : <Icon name="disconnect" size={18} />}
      Disconnect
    </Button>
  )
}
