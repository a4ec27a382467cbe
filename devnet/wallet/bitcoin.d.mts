/** The dev wallet's bip122 side. Every field has a default, so `{}` is the devnet's. */
export interface BitcoinOptions {
  /** BIP-39 words. Default: BITCOIN_DEV_MNEMONIC. */
  mnemonic?: string | undefined
  /** The external address index of both paths (m/84'/c'/0'/0/i, m/86'/c'/0'/0/i). Default: BITCOIN_DEV_ADDRESS_INDEX (1). */
  addressIndex?: number | undefined
  /** CAIP-2 ids the wallet grants. Default: regtest, mainnet and testnet. */
  chains?: readonly string[] | undefined
  /** Esplora base URL per CAIP-2 id, where sendTransfer reads UTXOs and posts. Default: regtest at DEFAULT_ESPLORA_URL. */
  esploraUrls?: Readonly<Record<string, string>> | undefined
  /** Fee rate for sendTransfer, sat/vB. Default 2. */
  feeRate?: number | undefined
}

export type BitcoinIntention = 'payment' | 'ordinal'

export interface BitcoinKey {
  readonly intention: BitcoinIntention
  readonly address: string
  /** Compressed (33 bytes) for payment, x-only (32 bytes) for ordinal. */
  readonly publicKey: Uint8Array
  readonly privateKey: Uint8Array
  readonly path: string
  /** The address's output script. */
  readonly script: Uint8Array
  readonly tapInternalKey?: Uint8Array | undefined
}

export interface BitcoinAccount {
  readonly chains: readonly `bip122:${string}`[]
  readonly keys: ReadonlyMap<string, { readonly payment: BitcoinKey; readonly ordinal: BitcoinKey }>
  readonly esploraUrls: Readonly<Record<string, string>>
  readonly feeRate: number
}

/** One entry of getAccountAddresses' answer. */
export interface BitcoinAddressEntry {
  readonly address: string
  /** Hex. */
  readonly publicKey: string
  readonly path: string
  readonly intention: BitcoinIntention
}

export declare const BITCOIN_REGTEST: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
export declare const BITCOIN_MAINNET: 'bip122:000000000019d6689c085ae165831e93'
export declare const BITCOIN_TESTNET: 'bip122:000000000933ea01ad0ee984209779ba'
export declare const BITCOIN_DEV_MNEMONIC: string
export declare const BITCOIN_DEV_ADDRESS_INDEX: number
export declare const DEFAULT_ESPLORA_URL: string
export declare const BITCOIN_METHODS: readonly string[]
export declare const BITCOIN_EVENTS: readonly string[]
export declare const MAX_BITCOIN_MESSAGE_BYTES: number
export declare const MAX_UTXOS: number

export declare function createBitcoinAccount(options: BitcoinOptions | undefined): BitcoinAccount
export declare function bitcoinAddresses(account: BitcoinAccount, chain: string): string[]
export declare function bitcoinHandlers(account: BitcoinAccount): Record<string, (params: unknown, chain: string) => Promise<unknown>>
export declare function signBip322(key: BitcoinKey, message: Uint8Array): { signature: string; messageHash: string }
export declare function describeBitcoinRequest(method: string, params: unknown): string
