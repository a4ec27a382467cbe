import type { Account, AccountType } from '../kernel/index.js'

const TYPE_LABELS: Record<AccountType, string> = {
  eoa: 'Account',
  smartAccount: 'Smart account',
  payment: 'Payment',
  ordinal: 'Ordinals',
  stx: 'Stacks',
}

/**
 * What the visitor calls one of a wallet's accounts: its purpose (Payment, Ordinals), numbered when the wallet gives
 * several of the same kind (Account 1, Account 2).
 */
export function accountLabel(account: Pick<Account, 'address' | 'type'>, all: readonly Pick<Account, 'address' | 'type'>[]): string {
  const label = TYPE_LABELS[account.type]
  const same = all.filter((a) => a.type === account.type)
  return same.length > 1 ? `${label} ${same.findIndex((a) => a.address === account.address) + 1}` : label
}
