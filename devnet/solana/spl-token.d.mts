export declare const TOKEN_PROGRAM: string
export declare const ASSOCIATED_TOKEN_PROGRAM: string
export declare const SOLANA_DEV_TOKEN: Readonly<{
  symbol: string
  name: string
  decimals: number
  mint: string
  devAccountAmount: bigint
  tokenAccounts: Readonly<Record<string, string>>
}>
export declare const MINT_SPACE: number
export declare const TOKEN_ACCOUNT_SPACE: number
export declare function mintData(mint: { authority: Uint8Array; supply: bigint; decimals: number }): Uint8Array
export declare function tokenAccountData(account: { mint: Uint8Array; owner: Uint8Array; amount: bigint }): Uint8Array
export declare function tokenAccountAmount(data: Uint8Array, mint: Uint8Array): bigint | undefined
export declare function associatedTokenAddress(owner: string, mint: string): Promise<string>
