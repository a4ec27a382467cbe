import type { Account, AccountType } from '../kernel/index.js'
import type { CoreMessageKey } from './i18n/core-messages.js'
import type { TranslateFor } from './i18n/translate.js'

const TYPE_LABELS: Record<AccountType, CoreMessageKey> = {
  eoa: 'accountType.eoa',
  smartAccount: 'accountType.smartAccount',
  payment: 'accountType.payment',
  ordinal: 'accountType.ordinal',
  stx: 'accountType.stx',
}

/**
 * What the visitor calls one of a wallet's accounts: its purpose (Payment, Ordinals), numbered when the wallet gives
 * several of the same kind (Account 1, Account 2), in the visitor's language.
 */
export function accountLabel(account: Pick<Account, 'address' | 'type'>, all: readonly Pick<Account, 'address' | 'type'>[], t: TranslateFor<CoreMessageKey>): string {
  const label = t(TYPE_LABELS[account.type])
  const same = all.filter((a) => a.type === account.type)
  return same.length > 1 ? `${label} ${same.findIndex((a) => a.address === account.address) + 1}` : label
}
