import type { CSSProperties } from 'react'
import { balanceStatus, formatBalance, truncateAddress } from '../../kernel/index.js'
import { UnknownBalance } from '../../ui/primitives/UnknownBalance.js'
import { shallowEqual, useKitSelector } from '../../ui/use-kit-selector.js'
import { BUTTON_CLASS } from '../button-sheet.js'
import { useButtonStyles } from './button-style.js'
import { ConnectButtonCustom } from './ConnectButtonCustom.js'
import { useKit } from './hooks.js'

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
function ConnectButtonDefault({ label = 'Connect Wallet', loadingLabel = 'Connecting…', balance = 'show', className, style }: ConnectButtonProps) {
  const kit = useKit()
  useButtonStyles(!className)
  const account = useKitSelector(
    kit,
    (s) => {
      const a = s.activeNamespace ? s.chains[s.activeNamespace]?.accountState : undefined
      return {
        status: a?.status,
        address: a?.address,
        name: a?.profileName,
        balance: a?.balance,
        symbol: a?.balanceSymbol,
        balanceStatus: balanceStatus(a),
        open: s.modal.open,
      }
    },
    shallowEqual,
  )
  // An account being restored (the kit started from a server's initial state) keeps showing while the wallet confirms it.
  const connected = (account.status === 'connected' || account.status === 'reconnecting') && account.address !== undefined
  const busy = !connected && (account.status === 'connecting' || account.status === 'reconnecting')
  const text = connected
    ? account.name ?? truncateAddress(account.address!)
    : busy
      ? loadingLabel
      : label
  return (
    <button
      type="button"
      className={className || BUTTON_CLASS}
      style={style}
      aria-busy={busy}
      aria-haspopup="dialog"
      aria-expanded={account.open}
      data-testid={connected ? 'account-button' : 'connect-button'}
      onClick={() => kit.open()}
    >
      {connected && balance === 'show' && account.balanceStatus === 'success' ? `${formatBalance(account.balance)} ${account.symbol ?? ''} · ` : null}
      {connected && balance === 'show' && account.balanceStatus === 'unavailable' ? (
        <>
          <UnknownBalance />
          {' · '}
        </>
      ) : null}
      {text}
    </button>
  )
}

/** `<ConnectButton />`, and `<ConnectButton.Custom>{(props) => …}</ConnectButton.Custom>` for a button of the host's own. */
export const ConnectButton = Object.assign(ConnectButtonDefault, { Custom: ConnectButtonCustom })
