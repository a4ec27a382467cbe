import type { KitInternals } from '../../kernel/internals.js'
import { Icon } from '../primitives/Icon.js'
import { useKitSelector } from '../use-kit-selector.js'
import { useCoreMessages } from '../i18n/core-messages.js'
import { knownMessage } from '../i18n/known-messages.js'

/** Debug-mode configuration alerts (spec §8), for the developer rather than the visitor. */
export function AlertBanner({ internals }: { readonly internals: KitInternals }) {
  const { t } = useCoreMessages()
  const alert = useKitSelector(internals.store, (s) => s.modal.alert)
  if (!alert) return null
  return (
    <div className={`alert alert-${alert.variant}`} role={alert.variant === 'info' ? 'status' : 'alert'}>
      <Icon name="warning" size={18} />
      <span className="alert-message">{knownMessage(alert.message, t)}</span>
      <button type="button" className="icon-button" aria-label={t('modal.dismiss')} onClick={() => internals.modal.dismissAlert()}>
        <Icon name="close" size={16} />
      </button>
    </div>
  )
}
