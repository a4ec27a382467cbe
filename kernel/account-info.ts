import type { Namespace } from './caip.js'
import type { AccountState, EmbeddedAccountType, EmbeddedWalletUser, KitState } from './types.js'

/** Spec §3 "Account info returned to the host". */
export interface AccountInfo {
  readonly allAccounts: AccountState['allAccounts']
  readonly caipAddress: AccountState['caipAddress']
  readonly address: string | undefined
  readonly isConnected: boolean
  readonly status: AccountState['status'] | undefined
  /** Present when the account is an embedded wallet's (an AUTH connector). */
  readonly embeddedWalletInfo?: {
    readonly user: EmbeddedWalletUser | undefined
    /** 'email' unless the visitor signed in with a social provider. */
    readonly authProvider: string
    readonly accountType: EmbeddedAccountType | undefined
    readonly isSmartAccountDeployed: boolean
  }
}

const NO_ACCOUNTS: AccountState['allAccounts'] = Object.freeze([])

/** The account of `namespace` (the active one by default) as the host sees it. */
export function accountInfo(state: Readonly<KitState>, namespace?: Namespace): AccountInfo {
  const ns = namespace ?? state.activeNamespace
  const account = ns ? state.chains[ns]?.accountState : undefined
  const info: AccountInfo = {
    allAccounts: account?.allAccounts ?? NO_ACCOUNTS,
    caipAddress: account?.caipAddress,
    address: account?.address,
    isConnected: account?.status === 'connected',
    status: account?.status,
  }
  if (!account || account.connectedWalletInfo?.type !== 'AUTH') return info
  return {
    ...info,
    embeddedWalletInfo: {
      user: account.user,
      authProvider: account.socialProvider ?? 'email',
      accountType: account.preferredAccountType,
      isSmartAccountDeployed: account.smartAccountDeployed ?? false,
    },
  }
}
