import type { KitInternals } from '../../kernel/internals.js'
import { knownMessage } from '../i18n/known-messages.js'
import { useKitMessages } from '../i18n/use-kit-messages.js'
import { Icon } from '../primitives/Icon.js'
import { useKitSelector } from '../use-kit-selector.js'

/** Both live regions stay in the DOM so screen readers hear each toast as it is inserted. */
export function Toast({ internals }: { readonly internals: KitInternals }) {
  const toast = useKitSelector(internals.store, (s) => s.modal.toast)
  const { t } = useKitMessages()
  const item = toast ? (
    <div className={`toast toast-${toast.variant}`} key={toast.id}>
      <Icon name={toast.variant === 'error' ? 'warning' : 'check'} size={16} />
      <span>{toast.text ? t(toast.text.key, toast.text.vars) : knownMessage(toast.message, t)}</span>
    </div>
  ) : null
  return (
    <div className="toast-area">
      <div role="status" aria-live="polite" aria-atomic="true">
        {toast?.variant !== 'error' ? item : null}
      </div>
      <div role="alert" aria-atomic="true">
        {toast?.variant === 'error' ? item : null}
      </div>
    </div>
  )
}
