export declare const BITCOIN_DEVNET: {
  readonly name: 'Bitcoin Regtest (local)'
  /** Regtest's genesis block hash (hex, as block explorers show it). */
  readonly genesisHash: string
  /** `bip122:` and the genesis hash's first 32 hex characters. */
  readonly caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
  readonly bech32: 'bcrt'
  readonly defaultPort: 8794
  readonly portEnv: 'DEVNET_BITCOIN_PORT'
}

export declare const BITCOIN_DEV_MNEMONIC: string

/** A key and its address; hex keys, BIP-32 path from `BITCOIN_DEV_MNEMONIC`. */
export interface BitcoinDevKey {
  readonly address: string
  readonly path: string
  /** 32 bytes, hex. */
  readonly privateKey: string
  /** Payment: 33-byte compressed key; ordinals: 32-byte x-only internal key (hex). */
  readonly publicKey: string
}

export interface BitcoinDevAccount {
  /** P2WPKH, bcrt1q… */
  readonly payment: BitcoinDevKey
  /** P2TR key path (BIP-86), bcrt1p… */
  readonly ordinals: BitcoinDevKey
}

export declare const BITCOIN_DEV_ACCOUNTS: readonly BitcoinDevAccount[]
export declare const BITCOIN_FAUCET_KEY: BitcoinDevKey
export declare const BITCOIN_DEV_FUNDING: { readonly payment: bigint; readonly ordinals: bigint; readonly faucet: bigint }
export declare const BITCOIN_FAUCET_MAX_SATS: bigint
