import type { Kit, RouteEntry } from '../../kernel/index.js'
import { useKitSelector } from '../use-kit-selector.js'

export function useCurrentRoute(kit: Kit): RouteEntry | undefined {
  return useKitSelector(kit, (s) => s.modal.history[s.modal.history.length - 1])
}
