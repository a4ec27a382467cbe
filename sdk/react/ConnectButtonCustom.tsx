import type { ReactNode } from 'react'
import { useAccountDisplay, useMounted, type DisplayedAccount, type DisplayedChain } from './account-display.js'
import { useKit } from './hooks.js'

export interface ConnectButtonRenderProps {
  /** False on the server and during hydration: render a placeholder until then, so the markup never mismatches. */
  readonly mounted: boolean
  readonly account: DisplayedAccount | undefined
  readonly chain: DisplayedChain | undefined
  /** A connection or a restore is under way. */
  readonly connecting: boolean
  readonly openConnectModal: () => void
  readonly openAccountModal: () => void
  /** The network list, or the switch prompt while the wallet is on an unsupported network. */
  readonly openChainModal: () => void
  readonly connectModalOpen: boolean
  readonly accountModalOpen: boolean
  readonly chainModalOpen: boolean
}

/** Draw your own button: everything the kit's buttons use, handed to `children` (RainbowKit's ConnectButton.Custom). */
export function ConnectButtonCustom({ children }: { readonly children: (props: ConnectButtonRenderProps) => ReactNode }) {
  const kit = useKit()
  const mounted = useMounted()
  const { account, chain, connecting, modalOpen, view } = useAccountDisplay(kit)
  return children({
    mounted,
    account,
    chain,
    connecting,
    openConnectModal: () => kit.open({ view: 'Connect' }),
    openAccountModal: () => kit.open({ view: 'Account' }),
    openChainModal: () => kit.open({ view: chain?.unsupported ? 'UnsupportedChain' : 'Networks' }),
    connectModalOpen: modalOpen && view === 'Connect',
    accountModalOpen: modalOpen && view === 'Account',
    chainModalOpen: modalOpen && (view === 'Networks' || view === 'UnsupportedChain'),
  })
}
