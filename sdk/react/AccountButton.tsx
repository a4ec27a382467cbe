import type { CSSProperties } from 'react'
import { Identicon } from '../../ui/primitives/Identicon.js'
import { UnknownBalance } from '../../ui/primitives/UnknownBalance.js'
import { useAccountDisplay } from './account-display.js'
import { useKit } from './hooks.js'
import { KitButton } from './KitButton.js'

export interface AccountButtonProps {
  /** The native balance beside the name (default true); an unreadable one shows as unavailable, never 0.000. */
  readonly showBalance?: boolean
  /** The name service's avatar, else an identicon from the address (default true). */
  readonly avatar?: boolean
  /** The network's icon (default false). */
  readonly chainIcon?: boolean
  /** Only the avatar; the name stays the button's accessible name (default false). */
  readonly compact?: boolean
  /** Replaces the kit's `tessera-button` class, and with it the kit's look. */
  readonly className?: string
  readonly style?: CSSProperties
}

/** The connected account (avatar, name, balance); opens the Account view. Renders nothing while no account is connected. */
export function AccountButton({ showBalance = true, avatar = true, chainIcon = false, compact = false, className, style }: AccountButtonProps) {
  const kit = useKit()
  const { account, chain, modalOpen } = useAccountDisplay(kit)
  if (!account) return null
  const picture = avatar || compact
  return (
    <KitButton
      className={className}
      style={style}
      aria-expanded={modalOpen}
      aria-label={compact ? account.displayName : undefined}
      data-testid="account-details-button"
      onClick={() => kit.open({ view: 'Account' })}
    >
      {chainIcon && !compact && chain?.iconUrl ? <img className="tessera-button-icon" src={chain.iconUrl} alt="" referrerPolicy="no-referrer" /> : null}
      {picture ? (
        account.ensAvatar ? (
          <img className="tessera-button-avatar" src={account.ensAvatar} alt="" referrerPolicy="no-referrer" />
        ) : (
          <Identicon address={account.address} size={20} />
        )
      ) : null}
      {compact ? null : (
        <>
          {showBalance && account.balanceStatus === 'success' ? <span>{account.displayBalance}</span> : null}
          {showBalance && account.balanceStatus === 'unavailable' ? <UnknownBalance /> : null}
          <span>{account.displayName}</span>
        </>
      )}
    </KitButton>
  )
}
