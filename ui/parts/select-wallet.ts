import type { ConnectorSummary, Namespace, PluginContext, WalletListEntry } from '../../kernel/index.js'
import { installedConnectorFor } from '../connector-order.js'

type Navigator = Pick<PluginContext, 'router' | 'connectors' | 'wallets' | 'isMobile' | 'store'>

/**
 * Opens the screen that connects through `connector`: the one the connector names (WalletConnect: its code on a
 * desktop, the wallet list on a phone, spec §2), else ConnectingExternal.
 */
export function selectConnector(ctx: Navigator, connector: ConnectorSummary, namespace: Namespace | undefined = ctx.store.get().modal.namespace): void {
  // One wallet serving several chain families, and the modal not opened for one: the visitor picks the family.
  if (connector.type === 'MULTI_CHAIN' && !namespace) return ctx.router.push('ConnectingMultiChain', { name: connector.name })
  // A merged multi-chain entry carries its first chain's connector; use the requested chain's own.
  const own =
    namespace && connector.chain !== namespace
      ? ctx.connectors.list(namespace).find((c) => c.name.toLowerCase() === connector.name.toLowerCase())
      : ctx.connectors.get(connector.id, connector.chain)
  const target = own?.connectView?.({ isMobile: ctx.isMobile() })
  if (target) return ctx.router.pushTarget(target)
  ctx.router.push('ConnectingExternal', { connectorId: own?.id ?? connector.id, namespace: own?.chain ?? connector.chain })
}

/** Whether choosing `wallet` leads anywhere: it is installed, or a plugin reaches it (its own link, pairing). */
export function canSelectWallet(ctx: Navigator, wallet: WalletListEntry): boolean {
  return installedFor(ctx, wallet) !== undefined || canReachWallet(ctx, wallet)
}

/** Whether a plugin reaches `wallet` without it being installed. */
export function canReachWallet(ctx: Pick<PluginContext, 'wallets'>, wallet: WalletListEntry): boolean {
  return ctx.wallets.opener()?.(wallet) !== undefined
}

/**
 * A registry, recent, featured or custom wallet: one that is also installed connects through the browser wallet,
 * any other the way a plugin reaches it (its own link, else pairing). Returns false when neither is possible.
 */
export function selectWallet(ctx: Navigator, wallet: WalletListEntry): boolean {
  const installed = installedFor(ctx, wallet)
  if (installed) {
    selectConnector(ctx, installed)
    return true
  }
  const target = ctx.wallets.opener()?.(wallet)
  if (!target) return false
  ctx.router.pushTarget(target)
  return true
}

function installedFor(ctx: Navigator, wallet: WalletListEntry): ConnectorSummary | undefined {
  const { connectors, modal } = ctx.store.get()
  const namespace = modal.namespace
  return installedConnectorFor(wallet, namespace ? connectors.filter((c) => c.chains.includes(namespace)) : connectors)
}
