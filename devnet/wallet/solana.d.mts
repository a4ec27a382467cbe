import type { Address, Transaction } from '@solana/kit'

/** The dev wallet's Solana side. Every field has a default, so `{}` is the devnet's. */
export interface SolanaOptions {
  /** The 32-byte Ed25519 seed in hex. Default: SOLANA_DEV_ACCOUNTS[1] (devnet/solana/cluster.mjs). */
  seed?: string | undefined
  /** CAIP-2 ids the wallet grants, e.g. `solana:7SWpcXKMxF3SJwhED1sMHh6gokkTgxyY`. Default: SOLANA_DEVNET's. */
  chains?: readonly string[] | undefined
  /** The cluster's JSON-RPC, where solana_signAndSendTransaction sends. Default http://127.0.0.1:8899. */
  rpcUrl?: string | undefined
}

export interface SolanaAccount {
  /** Base58: the Ed25519 public key. */
  readonly address: Address
  readonly chains: readonly `solana:${string}`[]
  readonly rpcUrl: string
  readonly keyPair: CryptoKeyPair
}

export declare const MAX_TRANSACTION_BYTES: number
export declare const MAX_MESSAGE_BYTES: number
export declare const MAX_TRANSACTIONS: number
export declare const DEFAULT_SOLANA_RPC_URL: string

export declare function createSolanaAccount(options: SolanaOptions | undefined): Promise<SolanaAccount>
export declare function solanaHandlers(account: SolanaAccount): Record<string, (params: unknown) => Promise<unknown>>
export declare function decodeWireTransaction(encoded: string): Transaction
export declare function base58ToBytes(text: string): Uint8Array
export declare function describeSolanaRequest(method: string, params: unknown): string
