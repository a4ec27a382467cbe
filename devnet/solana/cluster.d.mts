export declare const SOLANA_DEVNET: {
  readonly name: string
  /** Base58, 44 characters. */
  readonly genesisHash: string
  /** `solana:` and the genesis hash's first 32 characters. */
  readonly caipNetworkId: `solana:${string}`
  readonly defaultPort: number
  readonly portEnv: string
}
/** Ed25519 dev keys: the base58 address and the 32-byte seed in hex. */
export declare const SOLANA_DEV_ACCOUNTS: readonly { readonly address: string; readonly seed: string }[]
export declare const SOLANA_DEV_BALANCE_LAMPORTS: bigint
