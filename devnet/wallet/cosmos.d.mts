/** The dev wallet's cosmos side. Every field has a default, so `{}` is the devnet's. */
export interface CosmosOptions {
  /** The secp256k1 private key in hex. Default: COSMOS_DEV_PRIVATE_KEY. */
  privateKey?: string | undefined
  /** CAIP-2 ids the wallet grants. Default: cosmos:tessera-devnet-1 and cosmos:cosmoshub-4. */
  chains?: readonly string[] | undefined
}

export interface CosmosAccount {
  readonly chains: readonly `cosmos:${string}`[]
  readonly privateKey: Uint8Array
  /** Compressed secp256k1, 33 bytes. */
  readonly publicKey: Uint8Array
  /** bech32, prefix `cosmos`. */
  readonly address: string
}

export declare const COSMOS_DEVNET: 'cosmos:tessera-devnet-1'
export declare const COSMOS_HUB: 'cosmos:cosmoshub-4'
export declare const COSMOS_DEV_PRIVATE_KEY: string
export declare const COSMOS_METHODS: readonly string[]
export declare const MAX_SIGN_DOC_BYTES: number

export declare function createCosmosAccount(options: CosmosOptions | undefined): CosmosAccount
export declare function cosmosAddresses(account: CosmosAccount, chain: string): string[]
export declare function cosmosHandlers(account: CosmosAccount): Record<string, (params: unknown, chain: string) => Promise<unknown>>
export declare function encodeSignDoc(doc: { bodyBytes: Uint8Array; authInfoBytes: Uint8Array; chainId: string; accountNumber: bigint }): Uint8Array
export declare function aminoJson(doc: unknown): string
export declare function describeCosmosRequest(method: string, params: unknown): string
