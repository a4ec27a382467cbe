import { useEffect, useSyncExternalStore } from 'react'

type ImageChecks = typeof import('../../ui/safe-url.js')

// The modal's own image rules, loaded at the first image a page button shows (they share the modal's chunk), so a
// host whose buttons show no picture never carries them in its entry chunk.
let checks: ImageChecks | undefined
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
export function useImageChecks(needed: boolean): ImageChecks | undefined {
  useEffect(() => {
    if (!needed || loading) return
    loading = import('../../ui/safe-url.js').then(
      (module) => {
        checks = module
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
