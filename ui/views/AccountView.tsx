import { useState } from 'react'
import { balanceStatus, formatBalance, truncateAddress, type AccountFeature } from '../../kernel/index.js'
import { accountLabel } from '../account-labels.js'
import { DisconnectButton } from '../parts/DisconnectButton.js'
import { SignInMethod } from '../parts/SignInMethod.js'
import { TokenList } from '../parts/TokenList.js'
import { usePluginContext, usePluginState } from '../plugin-context.js'
import { CopyButton } from '../primitives/CopyButton.js'
import { Icon, isIconName } from '../primitives/Icon.js'
import { Identicon } from '../primitives/Identicon.js'
import { ListItem } from '../primitives/ListItem.js'
import { NetworkImage } from '../primitives/NetworkImage.js'
import { UnknownBalance } from '../primitives/UnknownBalance.js'
import { allowedImageSrc, safeLinkHref } from '../safe-url.js'
import { SlotPart, useSlot } from '../shell/slot-parts.js'
import { useCoreMessages } from '../i18n/core-messages.js'
import { localizeDecimal } from '../i18n/format-number.js'
import { useKitMessages } from '../i18n/use-kit-messages.js'

export { default as SwitchAccountView } from './SwitchAccountView.js'

export default function AccountView() {
  const ctx = usePluginContext()
  const chain = usePluginState((s) => (s.activeNamespace ? s.chains[s.activeNamespace] : undefined))
  const features = useSlot('account.feature')
  const { t, locale } = useCoreMessages()
  const account = chain?.accountState
  const address = account?.address
  if (!chain || !account || !address) {
    return (
      <div className="state-message">
        <p className="state-title">{t('account.none')}</p>
        <p className="state-text">{t('account.noneHint')}</p>
      </div>
    )
  }

  const network = chain.networkState.caipNetwork
  const unsupported = chain.networkState.unsupportedChainId !== undefined
  const avatar = allowedImageSrc(account.profileImage, ctx.options)
  const explorer = safeLinkHref(account.addressExplorerUrl)
  // On a network the kit does not know, the last network's symbol would name the wrong currency.
  const symbol = unsupported ? '' : (account.balanceSymbol ?? network?.nativeCurrency.symbol ?? '')
  const networkName = unsupported || !network ? t('network.unsupported') : network.name
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
          <CopyButton value={address} />
        </div>
        {account.user?.email ? (
          <p className="state-text" data-testid="account-email">
            {account.user.email}
          </p>
        ) : null}
        <SignInMethod account={account} />
        {account.allAccounts.find((a) => a.address === address)?.type === 'smartAccount' ? (
          <p className="state-text" data-testid="account-type">
            {t(account.smartAccountDeployed ? 'account.smartDeployed' : 'account.smartNotDeployed')}
          </p>
        ) : null}
        <p className="balance" aria-busy={account.balanceLoading || undefined} data-testid="account-balance">
          {balanceStatus(account) === 'success' ? (
            `${localizeDecimal(formatBalance(account.balance), locale)} ${symbol}`.trim()
          ) : (
            <UnknownBalance loading={account.balanceLoading} />
          )}
        </p>
        {explorer ? (
          <a className="explorer-link" href={explorer} target="_blank" rel="noopener noreferrer">
            {t('account.explorer')}
            <Icon name="external" size={14} />
          </a>
        ) : null}
      </div>
      {features.length > 0 ? (
        <ul className="account-features" aria-label={t('account.features')}>
          {features.map(({ contribution }) => (
            <li key={contribution.id}>
              <FeatureButton feature={contribution} onSelect={() => ctx.router.pushTarget(contribution)} />
            </li>
          ))}
        </ul>
      ) : null}
      {account.allAccounts.length > 1 && ctx.connection.activeConnector(chain.namespace)?.accountChoice ? (
        <ListItem
          image={<Identicon address={address} size={40} />}
          name={accountLabel(account.allAccounts.find((a) => a.address === address) ?? account.allAccounts[0]!, account.allAccounts, t)}
          description={t('account.switch')}
          onClick={() => ctx.router.push('SwitchAccount')}
        />
      ) : null}
      {ctx.options.enableNetworkSwitch ? (
        <ListItem image={networkImage} name={networkName} description={t('account.network')} onClick={() => ctx.router.push('Networks')} />
      ) : (
        <p className="list-item">
          {networkImage}
          <span className="list-item-text">
            <span className="visually-hidden">{t('account.networkLabel')}</span>
            <span className="list-item-name">{networkName}</span>
          </span>
        </p>
      )}
      <AccountTabs />
      <DisconnectButton />
    </div>
  )
}

function FeatureButton({ feature, onSelect }: { readonly feature: AccountFeature; readonly onSelect: () => void }) {
  const { t } = useKitMessages()
  return (
    <button type="button" className="feature-button" data-feature={feature.id} onClick={onSelect}>
      {isIconName(feature.icon) ? <Icon name={feature.icon} size={20} /> : null}
      <span>{feature.labelKey ? t(feature.labelKey) : feature.label}</span>
    </button>
  )
}

/** The Account view's tabs (tokens, activity, a plugin's own); a single tab shows without a tab bar. */
function AccountTabs() {
  const tabs = useSlot('account.tab')
  const { t } = useKitMessages()
  const [selected, setSelected] = useState<string>()
  if (tabs.length === 0) return null
  const current = tabs.find((t) => t.contribution.id === selected) ?? tabs[0]!
  const labelOf = ({ contribution: c }: (typeof tabs)[number]) => (c.labelKey ? t(c.labelKey) : c.label)
  if (tabs.length === 1) return <SlotPart entry={current} />
  const panelId = `account-tab-${current.contribution.id}`
  return (
    <div className="stack">
      <div className="tabs" role="tablist" aria-label={t('account.tabs')}>
        {tabs.map((entry) => (
          <button
            key={entry.contribution.id}
            type="button"
            role="tab"
            className="tab"
            aria-selected={entry.contribution.id === current.contribution.id}
            aria-controls={panelId}
            onClick={() => setSelected(entry.contribution.id)}
          >
            {labelOf(entry)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={panelId} aria-label={labelOf(current)}>
        <SlotPart entry={current} />
      </div>
    </div>
  )
}

/** The 'tokens' tab: the account's tokens and their total. */
export function TokensTab() {
  const tokens = usePluginState((s) => (s.activeNamespace ? s.chains[s.activeNamespace]?.accountState.tokenBalance : undefined))
  return tokens ? <TokenList tokens={tokens} /> : null
}
