import { usePluginContext } from '../plugin-context.js'
import { Icon } from './Icon.js'
import { useCoreMessages } from '../i18n/core-messages.js'

export interface CopyButtonProps {
  readonly value: string
  /** The button's accessible name. */
  readonly label?: string
  readonly copiedMessage?: string
}

export function CopyButton({ value, label: givenLabel, copiedMessage }: CopyButtonProps) {
  const ctx = usePluginContext()
  const { t } = useCoreMessages()
  const label = givenLabel ?? t('account.copyAddress')
  const copy = async () => {
    try {
      // Missing on insecure origins and in some embedded browsers; writeText also rejects without permission.
      if (!navigator.clipboard?.writeText) throw new Error('clipboard unavailable')
      await navigator.clipboard.writeText(value)
      ctx.modal.showToast(copiedMessage ?? t('account.copied'), 'success')
    } catch {
      ctx.modal.showToast(t('account.copyUnavailable'), 'error')
    }
  }
  return (
    <button type="button" className="icon-button" aria-label={label} title={label} onClick={() => void copy()}>
      <Icon name="copy" size={18} />
    </button>
  )
}
