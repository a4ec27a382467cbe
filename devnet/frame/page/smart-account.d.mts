import type { UserKeys } from './store.mjs'

type Chain = { id: number; name: string; rpcUrl: string; bundlerUrl?: string | undefined }
type AccountType = 'eoa' | 'smartAccount'

export declare const SMART_ACCOUNTS_UNSUPPORTED: 'This application might not support Smart Accounts'
export declare function storedAccountType(userId: string): AccountType | undefined
export declare function rememberAccountType(userId: string, type: AccountType): void
export declare function smartAccountChains(chains: readonly Chain[]): number[]
/** The user's SimpleAccount v0.7 on `chain` (owner: the EOA key, salt 0). */
export declare function smartAccountAddress(keys: UserKeys, chain: Chain): Promise<`0x${string}`>
export declare function isDeployed(chain: Chain, address: `0x${string}`): Promise<boolean>
/** The accounts on `chain`, the one in use first (the smart account only where the chain has a bundler). */
export declare function evmAccounts(
  keys: UserKeys,
  chain: Chain,
  preferred: AccountType,
): Promise<{ address: string; accounts: { address: string; type: AccountType }[]; preferredAccountType: AccountType; smartAccountDeployed: boolean }>
/** An EVM request while the smart account is in use: transactions become user operations through the chain's bundler. */
export declare function smartAccountRequest(request: { method: string; params?: unknown }, context: { keys: UserKeys; chain: Chain }): Promise<unknown>
