import type { AccountState } from '../../kernel/index.js'
import { useCoreMessages } from '../i18n/core-messages.js'

/** Names spelled otherwise than capitalised. */
const SPELLED: Readonly<Record<string, string>> = { github: 'GitHub', x: 'X' }
const providerName = (id: string) => (Object.hasOwn(SPELLED, id) ? SPELLED[id]! : `${id.charAt(0).toUpperCase()}${id.slice(1)}`)

/** The Account view's line for a visitor signed in with a social account: the username, and "Signed in with …". */
export function SignInMethod({ account }: { readonly account: AccountState }) {
  const { t } = useCoreMessages()
  const social = account.connectedWalletInfo?.social
  const userName = account.user?.userName
  if (!social && !userName) return null
  return (
    <p className="state-text">
      {userName ? <span data-testid="account-username">{`@${userName}`}</span> : null}
      {userName && social ? ' · ' : null}
      {social ? <span data-testid="account-social">{t('account.signedInWith', { provider: providerName(social) })}</span> : null}
    </p>
  )
}
