/** The Solana Wallet Standard wallet's page code (see solana-page-wallet.mjs): self-contained functions shipped as text. */
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'

export interface SolanaPageKey {
  /** Base58. */
  readonly address: string
  /** The 32-byte Ed25519 seed, hex. */
  readonly seed: string
}

export interface SolanaPageWalletConfig {
  /** The Node binding asked before every request; without it (a person using the wallet) the page's confirm dialog asks. */
  readonly binding?: string | undefined
  /** `Symbol.for(emitKey)` on window is where Node delivers wallet-side changes. */
  readonly emitKey: string
  /** localStorage key under which the site's authorisation is kept, so a reload can connect silently. */
  readonly storageKey: string
  readonly name: string
  readonly icon: `data:image/${'svg+xml' | 'webp' | 'png' | 'gif'};base64,${string}`
  readonly chains: readonly IdentifierString[]
  /** CAIP-2 chain id → JSON-RPC URL the wallet sends transactions to. */
  readonly rpcUrls: Readonly<Record<string, string>>
  readonly keys: readonly SolanaPageKey[]
}

/** Asked of Node before a request goes ahead; `accounts` only for connect. */
export interface SolanaBindingRequest {
  readonly method: string
  readonly params: unknown
}

export type SolanaBindingAnswer =
  | { readonly accounts: readonly string[] }
  | { readonly error: { readonly code: number; readonly message: string } }

export interface Base58 {
  encode(bytes: Uint8Array): string
  decode(text: string): Uint8Array
}

/** Base58 (Bitcoin alphabet), the encoding of Solana addresses and signatures. Self-contained: it runs in the page. */
export declare function createBase58(): Base58
export declare function installSolanaPageWallet(config: SolanaPageWalletConfig, base58: Base58): void
/** The init script: both functions as source, so the page gets exactly what the Node tests evaluate. */
export declare function solanaWalletInitScript(config: SolanaPageWalletConfig): string
