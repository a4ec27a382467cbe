import type { SolanaCommitment } from './commitment.js'
import type { SolanaTransactionInput } from './transaction-bytes.js'

export type { SolanaTransactionInput } from './transaction-bytes.js'

/**
 * What `getProvider()` of a Solana connector gives host code: the connected wallet, by the kit's rules (checked
 * answers, the kit's current cluster, spec §5 commitments).
 */
export interface SolanaWalletProvider {
  /** The connected account's address (base58), undefined while none is connected. */
  readonly publicKey: string | undefined
  /** The wallet's Ed25519 signature of these bytes (64 bytes). */
  signMessage(message: Uint8Array): Promise<Uint8Array>
  /** The transaction signed by the wallet, in wire bytes; the host sends it. */
  signTransaction(transaction: SolanaTransactionInput): Promise<Uint8Array>
  /** The wallet signs and sends on the kit's current cluster; resolves with the transaction signature in base58. */
  signAndSendTransaction(transaction: SolanaTransactionInput, options?: { readonly commitment?: SolanaCommitment }): Promise<string>
}
