import type { AccountState } from './types.js'

/**
 * What is known of an account's native balance. 'unavailable' means it could not be read (the RPC is down, the
 * adapter threw, the network is unknown): never shown as a zero, which would read as an empty wallet.
 */
export type BalanceStatus = 'loading' | 'success' | 'unavailable'

export function balanceStatus(account: Pick<AccountState, 'balance' | 'balanceLoading' | 'balanceUnavailable'> | undefined): BalanceStatus {
  if (!account) return 'unavailable'
  // A known balance stays 'success' while a newer read is under way (it shows, dimmed, until replaced).
  if (account.balance !== undefined) return 'success'
  if (account.balanceLoading) return 'loading'
  // Between the account arriving and its first read starting, the balance is still to come.
  return account.balanceUnavailable ? 'unavailable' : 'loading'
}
