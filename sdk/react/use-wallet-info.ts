import { useMemo } from 'react'
import type { ConnectedWalletInfo, Namespace } from '../../kernel/index.js'
import { useKitSelector } from '../../ui/use-kit-selector.js'
import { useKit } from './hooks.js'

export interface WalletInfo {
  readonly name: string
  /** The wallet's icon (a URL or data URI) as the wallet or the directory gave it. */
  readonly icon: string | undefined
  /** The wallet's id: its directory id, EIP-6963 rdns, or the connector's id. */
  readonly id: string | undefined
  readonly type: ConnectedWalletInfo['type']
}

/** The wallet the account in `namespace` (the active one by default) is connected through; undefined when none. */
export function useWalletInfo(namespace?: Namespace): { readonly walletInfo: WalletInfo | undefined } {
  const kit = useKit()
  // The kernel writes a new object on every connect: kept by reference, it only changes when the wallet does.
  const info = useKitSelector(kit, (s) => {
    const ns = namespace ?? s.activeNamespace
    const account = ns ? s.chains[ns]?.accountState : undefined
    return account?.status === 'connected' || account?.status === 'reconnecting' ? account.connectedWalletInfo : undefined
  })
  const walletInfo = useMemo(() => info && { name: info.name, icon: info.icon, id: info.identifier, type: info.type }, [info])
  return { walletInfo }
}
