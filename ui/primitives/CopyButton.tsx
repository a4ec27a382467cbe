import { usePluginContext } from '../plugin-context.js'
import { Icon } from './Icon.js'

export interface CopyButtonProps {
  readonly value: string
  /** The button's accessible name. */
  readonly label?: string
  readonly copiedMessage?: string
}

export function CopyButton({ value, label = 'Copy address', copiedMessage = 'Address copied' }: CopyButtonProps) {
  const ctx = usePluginContext()
  const copy = async () => {
    try {
      // Missing on insecure origins and in some embedded browsers; writeText also rejects without permission.
      if (!navigator.clipboard?.writeText) throw new Error('clipboard unavailable')
      await navigator.clipboard.writeText(value)
      ctx.modal.showToast(copiedMessage, 'success')
    } catch {
      ctx.modal.showToast('Copying is not available here', 'error')
    }
  }
  return (
    <button type="button" className="icon-button" aria-label={label} title={label} onClick={() => void copy()}>
      <Icon name="copy" size={18} />
    </button>
  )
}
