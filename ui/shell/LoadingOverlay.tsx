import type { Kit } from '../../kernel/index.js'
import { Spinner } from '../primitives/Spinner.js'
import { useKitSelector } from '../use-kit-selector.js'

export function LoadingOverlay({ kit }: { readonly kit: Kit }) {
  const loading = useKitSelector(kit, (s) => s.modal.loading)
  if (!loading) return null
  return (
    <div className="loading-overlay">
      <Spinner size={32} label="Loading" />
    </div>
  )
}
