import { useEffect, useRef } from 'react'
import { mountKitModal } from '../auto-mount.js'
import { useKit } from './hooks.js'

/** Renders the modal where the host puts this element (embedded mode, or `disableAppend`). */
export function KitModal({ className }: { className?: string }) {
  const kit = useKit()
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const el = ref.current
    if (!el) return
    let unmount: (() => void) | undefined
    let cancelled = false
    void mountKitModal(kit, el).then((u) => (cancelled ? u() : (unmount = u)))
    return () => {
      cancelled = true
      unmount?.()
    }
  }, [kit])
  return <div ref={ref} className={className} data-tessera-embedded="" />
}
