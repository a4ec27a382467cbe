// Imported by the sdk's initial bundle: only registrations here; React and the views load on first open.
import { renameWallet, type Kit, type KitViews, type Unsubscribe } from '../kernel/index.js'

/** Registers the spec §2 views this package draws; returns their undo. */
export function registerCoreViews(kit: Pick<Kit, 'views' | 'getState' | 'connectors'>): Unsubscribe {
  const connectorName = (params: unknown) => {
    const { connectorId } = (params ?? {}) as Partial<KitViews['ConnectingExternal']>
    const name = kit.getState().connectors.find((c) => c.id === connectorId)?.name ?? (connectorId ? kit.connectors.get(connectorId)?.name : undefined)
    return name ? renameWallet(name) : 'Connecting'
  }
  const undo = [
    kit.views.register('Connect', { load: () => import('./views/ConnectView.js'), title: 'Connect Wallet' }),
    kit.views.register('ConnectingExternal', { load: () => import('./views/ConnectingExternalView.js'), title: connectorName }),
    kit.views.register('Account', { load: () => import('./views/AccountView.js'), title: 'Account' }),
    kit.views.register('Networks', { load: () => import('./views/NetworksView.js'), title: 'Choose Network' }),
    // Going back would return to a screen that assumes a supported network.
    kit.views.register('UnsupportedChain', { load: () => import('./views/UnsupportedChainView.js'), title: 'Switch Network', back: false }),
  ]
  return () => {
    for (const fn of undo.reverse()) fn()
  }
}
