import { toKitError, truncateAddress } from '../../kernel/index.js'
import { accountLabel } from '../account-labels.js'
import { usePluginContext, usePluginState } from '../plugin-context.js'
import { Identicon } from '../primitives/Identicon.js'
import { ListItem } from '../primitives/ListItem.js'
import { useCoreMessages } from '../i18n/core-messages.js'

/** The connected wallet's accounts in the active namespace (a Bitcoin wallet's payment and ordinals addresses). */
export default function SwitchAccountView() {
  const ctx = usePluginContext()
  const { t } = useCoreMessages()
  const namespace = usePluginState((s) => s.activeNamespace)
  const account = usePluginState((s) => (s.activeNamespace ? s.chains[s.activeNamespace]?.accountState : undefined))
  if (!namespace || !account?.address || account.allAccounts.length === 0) {
    return (
      <div className="state-message">
        <p className="state-title">{t('account.none')}</p>
        <p className="state-text">{t('account.noneHint')}</p>
      </div>
    )
  }
  const choose = async (address: string) => {
    try {
      await ctx.connection.switchAccount({ address, namespace })
      ctx.router.goBack()
    } catch (error) {
      ctx.modal.showToast(toKitError(error).shortMessage, 'error')
    }
  }
  return (
    <ul className="list" aria-label={t('account.accounts')}>
      {account.allAccounts.map((a) => (
        <li key={a.address}>
          <ListItem
            image={<Identicon address={a.address} size={40} />}
            name={accountLabel(a, account.allAccounts, t)}
            description={<span title={a.address}>{truncateAddress(a.address)}</span>}
            selected={a.address === account.address}
            onClick={() => void choose(a.address)}
          />
        </li>
      ))}
    </ul>
  )
}
