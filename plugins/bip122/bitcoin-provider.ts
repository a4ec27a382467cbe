import type { BitcoinAccount, BitcoinPsbtRequest, BitcoinPsbtResult, BitcoinSignatureProtocol } from './wallet-port.js'

/**
 * What `getProvider()` of a Bitcoin browser wallet's connector gives host code: the connected wallet, by the kit's
 * rules (checked answers, the kit's errors).
 */
export interface BitcoinWalletProvider {
  /** The wallet's accounts, payment first; empty while none is connected. */
  readonly accounts: readonly BitcoinAccount[]
  /** A message signature, base64: BIP-322 simple unless `protocol` is 'ecdsa'. From the payment account unless `address` names another. */
  signMessage(p: { readonly message: string; readonly address?: string; readonly protocol?: BitcoinSignatureProtocol }): Promise<string>
  /** The wallet builds, signs and broadcasts a payment of `amount` satoshis to `recipient`; resolves with the txid. */
  sendTransfer(p: { readonly recipient: string; readonly amount: bigint }): Promise<string>
  /** The wallet signs the named inputs of a PSBT (and broadcasts it when asked). */
  signPsbt(request: BitcoinPsbtRequest): Promise<BitcoinPsbtResult>
}
