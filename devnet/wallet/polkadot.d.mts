/** The dev wallet's polkadot side. Every field has a default, so `{}` is the devnet's. */
export interface PolkadotOptions {
  /** A secret URI: BIP-39 phrase plus derivation path. Default: POLKADOT_DEV_SURI (//Charlie). */
  suri?: string | undefined
  /** CAIP-2 ids the wallet grants. Default: Polkadot and Westend. */
  chains?: readonly string[] | undefined
}

export interface PolkadotAccount {
  readonly chains: readonly `polkadot:${string}`[]
  /** The sr25519 public key, 32 bytes. */
  readonly publicKey: Uint8Array
  readonly secretKey: Uint8Array
  /** SS58 with the generic Substrate prefix 42. */
  readonly address: string
}

/** SignerPayloadJSON, as polkadot{.js} and WalletConnect's polkadot_signTransaction carry it. */
export interface PolkadotTransactionPayload {
  address: string
  blockHash: string
  blockNumber?: string | number | undefined
  era: string
  genesisHash: string
  method: string
  nonce: string | number
  tip?: string | number | undefined
  specVersion: string | number
  transactionVersion: string | number
  mode?: number | undefined
  metadataHash?: string | null | undefined
  signedExtensions?: string[] | undefined
  version?: number | undefined
  assetId?: unknown
  withSignedTransaction?: boolean | undefined
}

export declare const POLKADOT_MAINNET: 'polkadot:91b171bb158e2d3848fa23a9f1c25182'
export declare const POLKADOT_WESTEND: 'polkadot:e143f23803ac50e8f6f8e62695d1ce9e'
export declare const POLKADOT_DEV_SURI: string
export declare const POLKADOT_METHODS: readonly string[]
export declare const MAX_POLKADOT_MESSAGE_BYTES: number
export declare const MAX_CALL_BYTES: number

export declare function createPolkadotAccount(options: PolkadotOptions | undefined): Promise<PolkadotAccount>
export declare function polkadotAddresses(account: PolkadotAccount, chain: string): string[]
export declare function polkadotHandlers(account: PolkadotAccount): Record<string, (params: unknown, chain: string) => Promise<unknown>>
export declare function encodeExtrinsicPayload(payload: PolkadotTransactionPayload): Uint8Array
export declare function compact(value: bigint): Uint8Array
export declare function describePolkadotRequest(method: string, params: unknown): string
