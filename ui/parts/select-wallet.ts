import type { ConnectorSummary, Kit, Namespace, WalletListEntry } from '../../kernel/index.js'
import { installedConnectorFor } from '../connector-order.js'

type Navigator = Pick<Kit, 'router' | 'views' | 'connectors' | 'isMobile' | 'getState'>

/**
 * Opens the screen that connects through `connector`. WalletConnect shows its QR code on a desktop and the wallet
 * list on a phone (spec §2), where the visitor picks the app to open.
 */
export function selectConnector(kit: Navigator, connector: ConnectorSummary, namespace: Namespace | undefined = kit.getState().modal.namespace): void {
  if (connector.type === 'WALLET_CONNECT') {
    if (kit.isMobile() && kit.views.has('AllWallets')) return kit.router.push('AllWallets')
    if (kit.views.has('ConnectingWalletConnectBasic')) return kit.router.push('ConnectingWalletConnectBasic')
  }
  // A merged multi-chain entry carries the id of its first chain's connector; use the requested chain's own.
  const own =
    namespace && connector.chain !== namespace
      ? kit.connectors.list(namespace).find((c) => c.name.toLowerCase() === connector.name.toLowerCase())
      : undefined
  kit.router.push('ConnectingExternal', { connectorId: own?.id ?? connector.id })
}

/** Whether choosing `wallet` leads anywhere: it is installed, or it can be paired with. */
export function canSelectWallet(kit: Navigator, wallet: WalletListEntry): boolean {
  return installedFor(kit, wallet) !== undefined || kit.views.has('ConnectingWalletConnect')
}

/**
 * A registry, recent, featured or custom wallet: one that is also installed connects through the browser wallet,
 * any other through pairing. Returns false when neither is possible.
 */
export function selectWallet(kit: Navigator, wallet: WalletListEntry): boolean {
  const installed = installedFor(kit, wallet)
  if (installed) {
    selectConnector(kit, installed)
    return true
  }
  if (!kit.views.has('ConnectingWalletConnect')) return false
  kit.router.push('ConnectingWalletConnect', { wallet })
  return true
}

function installedFor(kit: Navigator, wallet: WalletListEntry): ConnectorSummary | undefined {
  const { connectors, modal } = kit.getState()
  const namespace = modal.namespace
  return installedConnectorFor(wallet, namespace ? connectors.filter((c) => c.chains.includes(namespace)) : connectors)
}
