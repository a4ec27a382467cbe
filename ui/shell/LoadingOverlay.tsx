import type { KitInternals } from '../../kernel/internals.js'
import { Spinner } from '../primitives/Spinner.js'
import { useKitSelector } from '../use-kit-selector.js'

export function LoadingOverlay({ internals, label }: { readonly internals: KitInternals; readonly label: string }) {
  const loading = useKitSelector(internals.store, (s) => s.modal.loading)
  if (!loading) return null
  return (
    <div className="loading-overlay">
      <Spinner size={32} label={label} />
    </div>
  )
}
