import { createContext, useContext } from 'react'
import type { Kit } from '../kernel/index.js'
import { kitInternals, type KitInternals } from '../kernel/internals.js'

/** The kit a subtree renders; an instance per provider, so two kits on one page never share views. */
export const KitContext = createContext<Kit | null>(null)

/**
 * The kernel's inside, for the modal's shell (outlet, header, slots) only. Views and plugins use
 * `usePluginContext()`; a test checks that they never reach this.
 */
export function useShellInternals(): KitInternals {
  const kit = useContext(KitContext)
  if (!kit) throw new Error('The modal renders inside <KitContext.Provider value={kit}>')
  return kitInternals(kit)
}
