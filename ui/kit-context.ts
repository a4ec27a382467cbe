import { createContext, useContext } from 'react'
import type { Kit } from '../kernel/index.js'

/** The kit a subtree renders; an instance per provider, so two kits on one page never share views. */
export const KitContext = createContext<Kit | null>(null)

export function useKitInstance(): Kit {
  const kit = useContext(KitContext)
  if (!kit) throw new Error('useKitInstance must be used inside <KitContext.Provider value={kit}> (or the Tessera provider)')
  return kit
}
