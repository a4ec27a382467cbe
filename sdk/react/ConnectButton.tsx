import type { CSSProperties } from 'react'
import { UnknownBalance } from '../../ui/primitives/UnknownBalance.js'
import { useAccountDisplay } from './account-display.js'
import { ConnectButtonCustom } from './ConnectButtonCustom.js'
import { useKit } from './hooks.js'
import { KitButton } from './KitButton.js'
import { baseMessages } from '../../ui/i18n/base-messages.js'
import { useMessages } from '../../ui/i18n/use-messages.js'

export interface ConnectButtonProps {
  readonly label?: string
  readonly loadingLabel?: string
  /** Show the native balance beside the address (default true). */
  readonly balance?: 'show' | 'hide'
  /** Replaces the kit's `tessera-button` class, and with it the kit's look. */
  readonly className?: string
  readonly style?: CSSProperties
}

/** "Connect Wallet" until connected, then the account: name or truncated address, and balance. */
function ConnectButtonDefault({ label, loadingLabel, balance = 'show', className, style }: ConnectButtonProps) {
  const kit = useKit()
  const { t } = useMessages(baseMessages)
  // An account being restored (the kit started from a server's initial state) keeps showing while the wallet confirms it.
  const { account, connecting, modalOpen } = useAccountDisplay(kit)
  const shown = balance === 'show' ? account?.balanceStatus : undefined
  return (
    <KitButton
      className={className}
      style={style}
      aria-busy={connecting}
      aria-expanded={modalOpen}
      data-testid={account ? 'account-button' : 'connect-button'}
      onClick={() => kit.open()}
    >
      {shown === 'success' ? `${account!.displayBalance} · ` : null}
      {shown === 'unavailable' ? (
        <>
          <UnknownBalance />
          {' · '}
        </>
      ) : null}
      {account ? account.displayName : connecting ? (loadingLabel ?? t('button.connecting')) : (label ?? t('button.connect'))}
    </KitButton>
  )
}

/** `<ConnectButton />`, and `<ConnectButton.Custom>{(props) => …}</ConnectButton.Custom>` for a button of the host's own. */
export const ConnectButton = Object.assign(ConnectButtonDefault, { Custom: ConnectButtonCustom })
