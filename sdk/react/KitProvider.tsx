import { useMemo, type ReactNode } from 'react'
import type { Kit } from '../../kernel/index.js'
import type { KitInitialState } from '../../kernel/initial-state.js'
import { kitInternals } from '../../kernel/internals.js'
import { KitContext } from '../../ui/kit-context.js'
import { ServerStateContext } from '../../ui/use-kit-selector.js'

export interface KitProviderProps {
  readonly kit: Kit
  /**
   * What the server read from the visitor's cookies (`cookieToInitialState(cookieHeader)`): the server renders the
   * account from it, and the kit starts from it in the browser, so the connected button shows at once, with no
   * hydration mismatch and no flash, while the kit reconnects. Applied once, before the children render.
   */
  readonly initialState?: KitInitialState | undefined
  readonly children?: ReactNode
}

/** Makes a kit available to the hooks and buttons below it. The modal mounts itself on first open. */
export function KitProvider({ kit, initialState, children }: KitProviderProps) {
  // During render, not in an effect: the children's first render (and the server's) must already see it.
  const state = initialState ? kitInternals(kit).hydrate(initialState) : undefined
  const server = useMemo(() => (state ? { kit, state } : null), [kit, state])
  return (
    <KitContext.Provider value={kit}>
      <ServerStateContext.Provider value={server}>{children}</ServerStateContext.Provider>
    </KitContext.Provider>
  )
}
