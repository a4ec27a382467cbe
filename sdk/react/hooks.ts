import { useCallback, useContext, useEffect, useRef } from 'react'
import { accountInfo, type AccountInfo, type CaipNetwork, type Kit, type KitEvents, type KitState, type Namespace } from '../../kernel/index.js'
import { KitContext } from '../../ui/kit-context.js'
import { shallowEqual, useKitSelector } from '../../ui/use-kit-selector.js'

/** The kit from the nearest <KitProvider>; says what to add when there is none. */
export function useKit(): Kit {
  const kit = useContext(KitContext)
  if (!kit) throw new Error("Tessera's hooks and buttons need a kit: render them inside <KitProvider kit={kit}> (from 'tessera/react')")
  return kit
}

/** Equal when every field is, the embedded wallet's info compared field by field (it is rebuilt on each read). */
const sameAccount = (a: AccountInfo, b: AccountInfo) =>
  shallowEqual({ ...a, embeddedWalletInfo: undefined }, { ...b, embeddedWalletInfo: undefined }) && shallowEqual(a.embeddedWalletInfo, b.embeddedWalletInfo)

/** Any part of the kit's state; re-renders only when the selected value changes (`equals`, default Object.is). */
export function useKitState<T>(selector: (state: Readonly<KitState>) => T, equals?: (a: T, b: T) => boolean): T {
  return useKitSelector(useKit(), selector, equals)
}

/** Spec §3 "Account info returned to the host", kept referentially stable between unrelated updates. */
export function useKitAccount(namespace?: Namespace): AccountInfo & { balance?: string; balanceSymbol?: string; profileName?: string } {
  const kit = useKit()
  return useKitSelector(
    kit,
    (s) => {
      const account = (namespace ?? s.activeNamespace) ? s.chains[(namespace ?? s.activeNamespace)!]?.accountState : undefined
      // The same info kit.getAccount() gives (embeddedWalletInfo included), plus what a button shows.
      return { ...accountInfo(s, namespace), balance: account?.balance, balanceSymbol: account?.balanceSymbol, profileName: account?.profileName }
    },
    sameAccount,
  )
}

export interface UseKitNetworkReturn {
  readonly caipNetwork: CaipNetwork | undefined
  readonly caipNetworkId: string | undefined
  readonly chainId: number | string | undefined
  /** True while the wallet sits on a network the kit was not configured with. */
  readonly isUnsupported: boolean
  switchNetwork(network: CaipNetwork): Promise<void>
}

export function useKitNetwork(): UseKitNetworkReturn {
  const kit = useKit()
  const { caipNetwork, isUnsupported } = useKitSelector(
    kit,
    (s) => ({
      caipNetwork: s.activeCaipNetwork,
      isUnsupported: Boolean(s.activeNamespace && s.chains[s.activeNamespace]?.networkState.unsupportedChainId),
    }),
    shallowEqual,
  )
  const switchNetwork = useCallback((network: CaipNetwork) => kit.switchNetwork(network), [kit])
  return { caipNetwork, caipNetworkId: caipNetwork?.caipNetworkId, chainId: caipNetwork?.id, isUnsupported, switchNetwork }
}

/** Calls `listener` for every kit event; the latest listener is used without resubscribing. */
export function useKitEvents(listener: <K extends keyof KitEvents>(type: K, payload: KitEvents[K]) => void): void {
  const kit = useKit()
  const latest = useRef(listener)
  latest.current = listener
  useEffect(() => kit.subscribeEvents((type, payload) => latest.current(type, payload)), [kit])
}

export function useDisconnect(): { disconnect(options?: { namespace?: Namespace }): Promise<void> } {
  const kit = useKit()
  const disconnect = useCallback((options?: { namespace?: Namespace }) => kit.disconnect(options?.namespace), [kit])
  return { disconnect }
}

/** open/close for hosts that want their own trigger. */
export function useKitModal(): { open: Kit['open']; close: Kit['close']; isOpen: boolean } {
  const kit = useKit()
  const isOpen = useKitSelector(kit, (s) => s.modal.open)
  return { open: kit.open, close: kit.close, isOpen }
}
