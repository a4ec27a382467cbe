import { formatBalance, truncateAddress } from '../../kernel/index.js'
import { useKitInstance } from '../kit-context.js'
import { DisconnectButton } from '../parts/DisconnectButton.js'
import { TokenList } from '../parts/TokenList.js'
import { CopyButton } from '../primitives/CopyButton.js'
import { Icon } from '../primitives/Icon.js'
import { Identicon } from '../primitives/Identicon.js'
import { ListItem } from '../primitives/ListItem.js'
import { NetworkImage } from '../primitives/NetworkImage.js'
import { safeImageSrc, safeLinkHref } from '../safe-url.js'
import { useKitSelector } from '../use-kit-selector.js'

export default function AccountView() {
  const kit = useKitInstance()
  const chain = useKitSelector(kit, (s) => (s.activeNamespace ? s.chains[s.activeNamespace] : undefined))
  const account = chain?.accountState
  const address = account?.address
  if (!chain || !account || !address) {
    return (
      <div className="state-message">
        <p className="state-title">No account connected</p>
        <p className="state-text">Connect a wallet to see your account.</p>
      </div>
    )
  }

  const network = chain.networkState.caipNetwork
  const unsupported = chain.networkState.unsupportedChainId !== undefined
  const avatar = safeImageSrc(account.profileImage)
  const explorer = safeLinkHref(account.addressExplorerUrl)
  // On a network the kit does not know, the last network's symbol would name the wrong currency.
  const symbol = unsupported ? '' : (account.balanceSymbol ?? network?.nativeCurrency.symbol ?? '')
  const networkName = unsupported || !network ? 'Unsupported network' : network.name
  const networkImage =
    unsupported || !network ? (
      <span className="network-warning">
        <Icon name="warning" size={16} />
      </span>
    ) : (
      <NetworkImage network={network} />
    )

  return (
    <div className="stack">
      <div className="account">
        {avatar ? <img className="account-avatar" src={avatar} alt="" referrerPolicy="no-referrer" data-testid="account-avatar" /> : <Identicon address={address} size={72} />}
        <div className="account-name">
          <span title={address} data-testid="account-name">
            {account.profileName ?? truncateAddress(address)}
          </span>
          <CopyButton value={address} label="Copy address" />
        </div>
        <p className="balance" aria-busy={account.balanceLoading || undefined}>
          {`${formatBalance(account.balance)} ${symbol}`.trim()}
        </p>
        {explorer ? (
          <a className="explorer-link" href={explorer} target="_blank" rel="noopener noreferrer">
            Block explorer
            <Icon name="external" size={14} />
          </a>
        ) : null}
      </div>
      {kit.options.enableNetworkSwitch ? (
        <ListItem image={networkImage} name={networkName} description="Network" onClick={() => kit.router.push('Networks')} />
      ) : (
        <p className="list-item">
          {networkImage}
          <span className="list-item-text">
            <span className="visually-hidden">Network: </span>
            <span className="list-item-name">{networkName}</span>
          </span>
        </p>
      )}
      <TokenList tokens={account.tokenBalance} />
      <DisconnectButton />
    </div>
  )
}
