import { useEffect, useSyncExternalStore } from 'react'
import type { ImageRules } from './image-rules.js'

// The modal's own image rules, loaded at the first image a page button shows (they share the modal's chunk), so a
// host whose buttons show no picture never carries them in its entry chunk.
let checks: ImageRules | undefined
let loading: Promise<void> | undefined
const listeners = new Set<() => void>()

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/**
 * The kit's image checks (safe schemes, allowed origins) once loaded; undefined on the server, while hydrating and
 * until then, so no unchecked image is ever rendered.
 */
export function useImageChecks(needed: boolean): ImageRules | undefined {
  useEffect(() => {
    if (!needed || loading) return
    loading = import('./image-rules.js').then(
      ({ imageRules }) => {
        checks = imageRules
        for (const listener of [...listeners]) listener()
      },
      () => {
        // Pictures stay off; the next button that needs one tries again.
        loading = undefined
      },
    )
  }, [needed])
  return useSyncExternalStore(subscribe, () => checks, () => undefined)
}
