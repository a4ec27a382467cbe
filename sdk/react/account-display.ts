import { useSyncExternalStore } from 'react'
import { balanceStatus, formatBalance, truncateAddress, type BalanceStatus, type Kit, type KitState } from '../../kernel/index.js'
import { kitInternals } from '../../kernel/internals.js'
import { shallowEqual, useKitSelector } from '../../ui/use-kit-selector.js'
import { useImageChecks } from './image-check.js'
import { baseMessages } from '../../ui/i18n/base-messages.js'
import { useMessages } from '../../ui/i18n/use-messages.js'
import { localizeDecimal } from '../../ui/i18n/format-number.js'

/** What a button shows of the account in use: the fields RainbowKit's ConnectButton.Custom hands its render prop. */
export interface DisplayedAccount {
  readonly address: string
  /** The profile name, else the truncated address. */
  readonly displayName: string
  /** "1.234 ETH"; undefined unless the balance is known (see balanceStatus: unknown is not zero). */
  readonly displayBalance: string | undefined
  readonly balanceFormatted: string | undefined
  readonly balanceSymbol: string | undefined
  readonly balanceStatus: BalanceStatus
  /** The name service's name (ENS and the like). */
  readonly ensName: string | undefined
  /** The name service's avatar, when its origin is one the kit loads images from. */
  readonly ensAvatar: string | undefined
}

export interface DisplayedChain {
  readonly id: number | string
  readonly name: string
  readonly iconUrl: string | undefined
  readonly hasIcon: boolean
  /** The wallet sits on a network the kit was not configured with. */
  readonly unsupported: boolean
}

export interface AccountDisplay {
  /** Connected, or being restored (a server's initial state): shown while the wallet confirms it. */
  readonly account: DisplayedAccount | undefined
  readonly chain: DisplayedChain | undefined
  readonly connecting: boolean
  readonly modalOpen: boolean
  readonly view: string | undefined
}

function selectDisplay(s: Readonly<KitState>) {
  const ns = s.activeNamespace
  const chain = ns ? s.chains[ns] : undefined
  const a = chain?.accountState
  const network = chain?.networkState.caipNetwork
  const unsupportedId = chain?.networkState.unsupportedChainId
  return {
    status: a?.status,
    address: a?.address,
    profileName: a?.profileName,
    profileImage: a?.profileImage,
    balance: a?.balance,
    symbol: a?.balanceSymbol ?? (unsupportedId === undefined ? network?.nativeCurrency.symbol : undefined),
    balanceStatus: balanceStatus(a),
    chainId: unsupportedId ?? network?.id,
    chainName: unsupportedId === undefined ? network?.name : undefined,
    chainIcon: unsupportedId === undefined ? network?.assets?.imageUrl : undefined,
    unsupported: unsupportedId !== undefined,
    modalOpen: s.modal.open,
    view: s.modal.history.at(-1)?.view,
  }
}

/** The account and network as the page's buttons show them; the same on the server and while hydrating. */
export function useAccountDisplay(kit: Kit): AccountDisplay {
  const d = useKitSelector(kit, selectDisplay, shallowEqual)
  const images = useImageChecks(d.profileImage !== undefined || d.chainIcon !== undefined)
  const internals = kitInternals(kit)
  // Name-service images are untrusted: only origins the kit's options allow (none known before the runtime is up).
  const avatar = images?.allowedImageSrc(d.profileImage, internals.started ? internals.options : undefined)
  // The host's own network image, checked for a safe scheme.
  const chainIcon = images?.safeImageSrc(d.chainIcon)
  const { t, locale } = useMessages(baseMessages)
  const present = (d.status === 'connected' || d.status === 'reconnecting') && d.address !== undefined
  const formatted = d.balanceStatus === 'success' ? formatBalance(d.balance) : undefined
  const account: DisplayedAccount | undefined = present
    ? {
        address: d.address!,
        displayName: d.profileName ?? truncateAddress(d.address!),
        displayBalance: formatted === undefined ? undefined : `${localizeDecimal(formatted, locale)} ${d.symbol ?? ''}`.trim(),
        balanceFormatted: formatted,
        balanceSymbol: d.symbol,
        balanceStatus: d.balanceStatus,
        ensName: d.profileName,
        ensAvatar: avatar,
      }
    : undefined
  const chain: DisplayedChain | undefined =
    present && d.chainId !== undefined
      ? { id: d.chainId, name: d.chainName ?? t('network.unsupported'), iconUrl: chainIcon, hasIcon: chainIcon !== undefined, unsupported: d.unsupported }
      : undefined
  return { account, chain, connecting: !present && (d.status === 'connecting' || d.status === 'reconnecting'), modalOpen: d.modalOpen, view: d.view }
}

const noSubscription = () => () => {}

/** False on the server and while hydrating, true once the component runs in the browser (RainbowKit's `mounted`). */
export function useMounted(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}
