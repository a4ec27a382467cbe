import { truncateAddress } from '../../../kernel/index.js'
import { localizeDecimal } from '../../../ui/i18n/format-number.js'
import { useMessages } from '../../../ui/i18n/use-messages.js'
import { Identicon } from '../../../ui/primitives/Identicon.js'
import { ListItem } from '../../../ui/primitives/ListItem.js'
import type { ViewProps } from '../../../ui/view-props.js'
import { polkadotMessages } from '../messages.js'

/**
 * Shown while connecting when the extension shares several accounts: the visitor picks the one the site uses.
 * Leaving it (back, close) declines the connection.
 */
export default function SelectAccountView({ params, prompt }: ViewProps<'polkadot/SelectAccount'>) {
  const { t, locale } = useMessages(polkadotMessages)
  // Params may come from a route the host pushed by hand: read defensively.
  const accounts = Array.isArray(params?.accounts) ? params.accounts : []
  const wallet = typeof params?.wallet === 'string' && params.wallet !== '' ? params.wallet : undefined
  const count = localizeDecimal(String(accounts.length), locale)
  return (
    <div className="stack">
      <p className="state-text">{wallet ? t('polkadot.shares', { wallet, count }) : t('polkadot.sharesUnnamed', { count })}</p>
      <ul className="list" aria-label={t('polkadot.accounts')}>
        {accounts.map((account) => (
          <li key={account.address}>
            <ListItem
              image={<Identicon address={account.address} size={40} />}
              // The account's name is the visitor's label in the extension: untrusted text, rendered as text.
              name={account.name ?? truncateAddress(account.address, { head: 6, tail: 6 })}
              description={<span title={account.address}>{truncateAddress(account.address, { head: 6, tail: 6 })}</span>}
              onClick={() => prompt?.resolve(account.address)}
            />
          </li>
        ))}
      </ul>
    </div>
  )
}
