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

/** Whether choosing `wallet` leads anywhere: it is installed, or a plugin can reach it (pairing). */
export function canSelectWallet(ctx: Navigator, wallet: WalletListEntry): boolean {
  return installedFor(ctx, wallet) !== undefined || ctx.wallets.opener() !== undefined
}

/**
 * A registry, recent, featured or custom wallet: one that is also installed connects through the browser wallet,
 * any other the way a plugin reaches it (pairing). Returns false when neither is possible.
 */
export function selectWallet(ctx: Navigator, wallet: WalletListEntry): boolean {
  const installed = installedFor(ctx, wallet)
  if (installed) {
    selectConnector(ctx, installed)
    return true
  }
  const open = ctx.wallets.opener()
  if (!open) return false
  ctx.router.pushTarget(open(wallet))
  return true
}

function installedFor(ctx: Navigator, wallet: WalletListEntry): ConnectorSummary | undefined {
  const { connectors, modal } = ctx.store.get()
  const namespace = modal.namespace
  return installedConnectorFor(wallet, namespace ? connectors.filter((c) => c.chains.includes(namespace)) : connectors)
}
