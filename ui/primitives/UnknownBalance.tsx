import { baseMessages } from '../i18n/base-messages.js'
import { useMessages } from '../i18n/use-messages.js'

/**
 * A balance that is not known: a dash with a spoken label, never a zero, which would read as an empty wallet.
 * Shared by the modal and the page's buttons.
 */
export function UnknownBalance({ loading = false }: { readonly loading?: boolean }) {
  const { t } = useMessages(baseMessages)
  return (
    <span role="img" aria-label={t(loading ? 'balance.loading' : 'balance.unavailable')}>
      —
    </span>
  )
}
