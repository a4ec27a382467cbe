import { truncateAddress } from '../../../kernel/index.js'
import { Identicon } from '../../../ui/primitives/Identicon.js'
import { ListItem } from '../../../ui/primitives/ListItem.js'
import type { ViewProps } from '../../../ui/view-props.js'

/**
 * Shown while connecting when the extension shares several accounts: the visitor picks the one the site uses.
 * Leaving it (back, close) declines the connection.
 */
export default function SelectAccountView({ params, prompt }: ViewProps<'polkadot/SelectAccount'>) {
  // Params may come from a route the host pushed by hand: read defensively.
  const accounts = Array.isArray(params?.accounts) ? params.accounts : []
  const wallet = typeof params?.wallet === 'string' ? params.wallet : 'The wallet'
  return (
    <div className="stack">
      <p className="state-text">{`${wallet} shares ${accounts.length} accounts with this site. Choose the one to connect.`}</p>
      <ul className="list" aria-label="Accounts">
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
