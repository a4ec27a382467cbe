// Imported by the sdk's initial bundle: only registrations here; React and the views load on first open.
import { renameWallet, type KitViews, type Unsubscribe } from '../kernel/index.js'
import type { KitInternals } from '../kernel/internals.js'

/**
 * Registers the spec §2 views this package draws, and its own parts of them: the Connect view's wallet list (the
 * 'wallet' connect method) and the Account view's tokens tab. Plugins add theirs beside them. Returns the undo.
 */
export function registerCoreViews(internals: Pick<KitInternals, 'views' | 'slots' | 'store' | 'connectors'>): Unsubscribe {
  const { views, slots } = internals
  const connectorName = (params: unknown) => {
    const { connectorId, namespace } = (params ?? {}) as Partial<KitViews['ConnectingExternal']>
    const name =
      internals.store.get().connectors.find((c) => c.id === connectorId && (!namespace || c.chains.includes(namespace)))?.name ??
      (connectorId ? internals.connectors.get(connectorId, namespace)?.name : undefined)
    // No name yet: the header shows 'title.connecting' in the visitor's locale.
    return name ? renameWallet(name) : ''
  }
  const undo = [
    views.register('Connect', { load: () => import('./views/ConnectView.js'), titleKey: 'title.connect' }),
    views.register('ConnectingExternal', { load: () => import('./views/ConnectingExternalView.js'), title: connectorName, titleKey: 'title.connecting' }),
    // In the chunk of the view that leads to it: one fewer request, and one fewer import in the host's entry chunk.
    views.register('ConnectingMultiChain', { load: () => import('./views/ConnectView.js').then((m) => ({ default: m.ConnectingMultiChainView })), titleKey: 'title.selectChain' }),
    views.register('Account', { load: () => import('./views/AccountView.js'), titleKey: 'title.account' }),
    views.register('SwitchAccount', { load: () => import('./views/AccountView.js').then((m) => ({ default: m.SwitchAccountView })), titleKey: 'title.switchAccount' }),
    views.register('Networks', { load: () => import('./views/NetworksView.js'), titleKey: 'title.networks' }),
    // Going back would return to a screen that assumes a supported network.
    views.register('UnsupportedChain', { load: () => import('./views/UnsupportedChainView.js'), titleKey: 'title.unsupportedChain', back: false }),
    // In the views' own chunks, so opening the modal fetches nothing more for them.
    slots.register('connect.section', { id: 'wallet', load: () => import('./views/ConnectView.js').then((m) => ({ default: m.WalletSection })) }),
    slots.register('account.tab', { id: 'tokens', labelKey: 'tokens.title', load: () => import('./views/AccountView.js').then((m) => ({ default: m.TokensTab })) }),
  ]
  return () => {
    for (const fn of undo.reverse()) fn()
  }
}
