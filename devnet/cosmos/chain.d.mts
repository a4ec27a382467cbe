export declare const COSMOS_DEVNET: {
  readonly name: 'Cosmos Devnet (local)'
  readonly chainId: 'tessera-devnet-1'
  readonly caipNetworkId: 'cosmos:tessera-devnet-1'
  readonly bech32Prefix: 'cosmos'
  readonly denom: 'uatom'
  readonly symbol: 'ATOM'
  readonly decimals: 6
  readonly defaultPort: 8795
  readonly portEnv: 'DEVNET_COSMOS_PORT'
}
export declare function cosmosAddressOf(publicKey: Uint8Array, prefix?: string): string
/** Keys in hex: the private key (32 bytes) and the compressed public key (33 bytes). */
export declare const COSMOS_DEV_ACCOUNTS: readonly { readonly address: string; readonly privateKey: string; readonly publicKey: string }[]
export declare const COSMOS_DEV_BALANCE: bigint
