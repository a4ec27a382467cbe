import type { ReactNode } from 'react'
import type { Kit } from '../../kernel/index.js'
import { KitContext } from '../../ui/kit-context.js'

/** Makes a kit available to the hooks and buttons below it. The modal mounts itself on first open. */
export function KitProvider({ kit, children }: { kit: Kit; children?: ReactNode }) {
  return <KitContext.Provider value={kit}>{children}</KitContext.Provider>
}
