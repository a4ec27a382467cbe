/**
 * A balance that is not known: a dash with a spoken label, never a zero, which would read as an empty wallet.
 * Shared by the modal and the page's buttons.
 */
export function UnknownBalance({ loading = false }: { readonly loading?: boolean }) {
  return (
    <span role="img" aria-label={loading ? 'Loading balance' : 'Balance unavailable'}>
      —
    </span>
  )
}
